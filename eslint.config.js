// One lint configuration for the workspace; each package runs `eslint src` against it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/src/gql/**', '**/src/gql-live/**', '**/.reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-control-regex': 'off',
    },
  },
  {
    // A source file stays short enough to read (design §2: split by role, not by accident), in every folder:
    // the libraries, the apps (their servers, hosts and test helpers), the bench and the scripts. Tests and
    // spec files are lists of cases, and exempt. Import cycles are checked by scripts/check-cycles.mjs, which
    // counts type imports too.
    files: [
      'packages/*/src/**/*.{ts,tsx,mjs,js,jsx}',
      'packages/*/scripts/**/*.{ts,mjs}',
      'apps/*/src/**/*.{ts,tsx}',
      'apps/*/scripts/**/*.mjs',
      'apps/*/e2e/**/*.ts',
      'apps/next/**/*.{ts,tsx}',
      'scripts/**/*.{ts,mjs}',
    ],
    ignores: ['**/*.test.{ts,tsx,mjs}', '**/*.spec.ts', '**/gql/**', '**/gql-live/**', '**/node_modules/**'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // header-core stays headless: no React, no Apollo, no DOM sanitizer (design §1).
    files: ['packages/header-core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', '@apollo/*', 'dompurify', '@xstate/react'] }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator'],
    },
  },
  {
    // The benchmark's scripts run in Node; the pages they load and the functions they hand to
    // page.evaluate run in the browser.
    files: ['packages/bench/**/*.{mjs,js,jsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Playwright's fixtures hand their value on with a function named `use`, which is not React's hook.
    // Spec files take `test` from e2e/test.ts, whose worker has servers of its own and whose every test
    // starts from the seed: never the bare one, whose tests would share nothing to run against.
    files: ['apps/web/e2e/**/*.ts', 'apps/hosts/e2e/**/*.ts'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', message: "Import test and expect from e2e/test.ts: each worker's own servers, each test from the seed." }] }],
    },
  },
  {
    files: ['apps/web/e2e/test.ts', 'apps/web/e2e/recycled-page.ts', 'apps/web/e2e/fixtures.ts', 'apps/web/e2e/spoken/*.ts', 'apps/hosts/e2e/test.ts', 'apps/hosts/e2e/hosts.ts'],
    ignores: ['apps/web/e2e/spoken/*.spec.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The outside hosts' preparation scripts and the workspace's scripts run in Node.
    files: ['apps/hosts/scripts/**/*.mjs', 'scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
);
