import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from './scripts/lint/boundaries.js';

const QUERY_KEY_MESSAGE =
  'No literal query key. Build the key with opKey(op, { asker, input, page }) from apps/web/app/lib/query-keys.ts inside a queryOptions factory in features/<domain>/api/<op>.ts (asker: the session token, or OPERATOR for the console, when the answer depends on who asks; null otherwise), and refresh with invalidateOps(qc, [ops], asker?) or invalidateQueries({ queryKey: opKey(op) }) naming every op the refresh must cover.';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', '**/.react-router/**', 'data/**', '.tmp/**', 'apps/api/drizzle/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      // TypeScript 7's native checker behind typescript-eslint's project service (decision 077): the
      // same rules at under half the CPU. It throws rather than fall back when it cannot load.
      parserOptions: { projectService: { EXPERIMENTAL_backend: 'tsgo' }, tsconfigRootDir: import.meta.dirname },
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
    // Web query keys are derived from the op (docs/conventions.md, "A page"): a literal key drifts
    // from the op it caches and from the prefixes that refresh it.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read the environment only in apps/api/src/config.ts.' },
        { selector: "Property[key.name='queryKey'] > ArrayExpression", message: QUERY_KEY_MESSAGE },
        {
          selector:
            'CallExpression[callee.property.name=/^(setQueryData|getQueryData|getQueryState|setQueriesData|getQueriesData)$/] > ArrayExpression:first-child',
          message: QUERY_KEY_MESSAGE,
        },
      ],
    },
  },
  {
    // The config module, launchers, build scripts, tests and benchmarks may read the environment.
    files: ['apps/api/src/config.ts', 'scripts/**', 'e2e/**', 'bench/**', '**/*.test.ts', 'apps/api/src/test/**', '*.config.*', 'apps/api/build.mjs'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
