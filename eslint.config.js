import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from './scripts/lint/boundaries.js';

// TypeScript files outside every tsconfig's include: typed with a default project.
const OUTSIDE_PROJECTS = ['vitest.config.ts', 'apps/web/vite/contracts-for-browser.test.ts', 'apps/web/test/*.ts'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', '**/.react-router/**', 'data/**', '.tmp/**', 'apps/api/drizzle/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: OUTSIDE_PROJECTS }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A promise nobody awaits loses its error (an unhandled rejection) and its ordering.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '(useEffectInNextTask)' }],
    },
  },
  {
    plugins: { shp: boundaries },
    rules: {
      'shp/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read the environment only in apps/api/src/config.ts.' },
      ],
    },
  },
  {
    // The config module, launchers, build scripts, tests and benchmarks may read the environment.
    files: ['apps/api/src/config.ts', 'scripts/**', 'e2e/**', 'bench/**', '**/*.test.ts', 'apps/api/src/test/**', '*.config.*', 'apps/api/build.mjs'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
