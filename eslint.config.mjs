// ESLint flat config for the whole workspace (STYLE.md, tooling). typescript-eslint without type
// information keeps `eslint .` fast on 2 cores; `tsc --noEmit` does the type checking.
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import jest from 'eslint-plugin-jest';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { importRules, packageBoundaries } from './eslint/boundaries.mjs';

const TS = ['**/*.{ts,tsx,mts,cts}'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-server/',
      '**/dist-monolith/',
      '**/.data/',
      '**/coverage/',
      '**/test-results/',
      '**/playwright-report/',
      '**/@mf-types/',
      'api/media/',
      '.reports/',
      'e2e/results/',
      'e2e/results-nginx/',
      'e2e/.auth/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    // File names in kebab-case (STYLE.md, Names): every dot-separated part before the extension.
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': '+([a-z0-9])*(-+([a-z0-9]))*(.+([a-z0-9])*(-+([a-z0-9])))' },
        { errorMessage: "File name '{{ target }}' is not kebab-case (STYLE.md)." },
      ],
    },
  },

  js.configs.recommended,
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: config.files ?? TS })),
  {
    files: TS,
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },

  // Where code runs.
  {
    files: ['host/src/**', 'mf-*/src/**', 'console/src/**', 'shared/*/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: [
      '**/*.{cjs,mjs}',
      'api/**',
      'deploy/**',
      'scripts/**',
      'e2e/**',
      'jest/**',
      '**/webpack.config.*',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },

  // React: hooks rules (exhaustive deps as an error) and accessibility.
  {
    files: [
      '**/*.{tsx,jsx}',
      'host/src/**/*.ts',
      'mf-*/src/**/*.ts',
      'console/src/**/*.ts',
      'shared/*/src/**/*.ts',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['**/*.{tsx,jsx}'], ...jsxA11y.flatConfigs.recommended },

  // Import order, resolution, no cycles, and the boundaries (eslint/boundaries.mjs).
  importRules,
  ...packageBoundaries,
  {
    files: ['host/src/**', 'mf-*/src/**', 'console/src/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Features call the SDK (@klubb/sdk), never fetch.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Features call the SDK (@klubb/sdk).' },
        { object: 'globalThis', property: 'fetch', message: 'Features call the SDK (@klubb/sdk).' },
      ],
    },
  },

  // No text literals in JSX (tldraw's jsx-no-literals, without a plugin): every visible string goes
  // through i18next. Punctuation-only text (a separator, a bullet) is allowed.
  {
    files: [
      'host/src/**/*.tsx',
      'mf-*/src/**/*.tsx',
      'console/src/**/*.tsx',
      'shared/*/src/**/*.tsx',
    ],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[\\p{L}\\p{N}]/u]',
          message: 'Visible text goes through i18next (t(…)), never a literal in JSX.',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|alt|title|placeholder)$/] > Literal[value=/[\\p{L}]/u]',
          message: 'Labels and alt texts go through i18next (t(…)), never a literal.',
        },
      ],
    },
  },

  // Jest tests: recommended rules, and a focused test never lands.
  {
    files: ['**/*.test.{ts,tsx,js,mjs,cjs}', 'jest/**'],
    ...jest.configs['flat/recommended'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      ...jest.configs['flat/recommended'].rules,
      'jest/no-focused-tests': 'error',
    },
  },
  // Playwright specs: no test.only either (forbidOnly catches it in CI too).
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'test', property: 'only', message: 'No focused tests.' },
        { object: 'describe', property: 'only', message: 'No focused tests.' },
      ],
    },
  },

  // Exceptions, last so that they win.
  // Module Federation names a remote's entry remoteEntry.js; the deploy fixtures copy it as built.
  { files: ['**/remoteEntry.js'], rules: { 'check-file/filename-naming-convention': 'off' } },
);
