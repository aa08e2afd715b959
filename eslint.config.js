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
    // A source file stays short enough to read (design §2: split by role, not by accident). Import cycles
    // are checked by scripts/check-cycles.mjs, which counts type imports too.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/gql/**', '**/gql-live/**'],
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
    // The outside hosts' preparation scripts run in Node.
    files: ['apps/hosts/scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
);
