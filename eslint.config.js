// ESLint for the whole repository (`npm run lint`): the recommended rules of ESLint and typescript-eslint, React
// hooks and accessibility on the console, and the house rules of DESIGN.md (scripts/eslint-house-rules.mjs).
// No stylistic rules: Prettier formats (`npm run format`) and `npm run lint` fails on any file it would change;
// eslint-config-prettier turns off the rules that would fight it.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { house } from './scripts/eslint-house-rules.mjs';

const console = 'apps/console/src/**/*.{ts,tsx}';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/.reports/',
      '**/data/',
      '**/coverage/',
      '**/playwright-report/',
      '**/test-results/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  // The console runs in the browser; end-to-end specs also pass functions to the page.
  { files: ['apps/console/src/**', 'e2e/**'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { house, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js'] })],
      // The imported files are parsed to follow their own imports: TypeScript ones with its parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
    },
    rules: {
      'house/boundaries': 'error',
      'house/file-names': 'error',
      // A module that imports itself back at run time sees the other's exports undefined while either is loading.
      // Type-only imports are erased and do not count.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      // `_name` marks an argument or binding kept on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // SQL sits in repos; tests and the shared test kits set up and inspect rows directly, so they are exempt.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/test/**', '**/test-kit.ts'],
    rules: { 'house/sql-in-repos': 'error' },
  },
  // A migration describes tables of its day, not today's typed schema.
  { files: ['apps/api/src/db/migrations/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  {
    files: [console],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: [console], ...jsxA11y.flatConfigs.recommended },
  // Focus moves into an opened dialog's first field and onto the sign-in forms' first field on purpose (the WAI-ARIA
  // dialog pattern); those are MUI fields. autoFocus on a plain DOM element is still an error.
  { files: [console], rules: { 'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }] } },
  prettier,
);
