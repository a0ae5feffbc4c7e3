import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', '**/.react-router/**', 'data/**', '.tmp/**', 'apps/api/drizzle/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '(useEffectInNextTask)' }],
    },
  },
  {
    rules: {
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
