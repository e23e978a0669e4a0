import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores([
    'dist/',
    'node_modules/',
    'playwright-report/',
    'test-results/',
    'blob-report/',
    'coverage/',
    'reports/',
    '.stryker-tmp/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore marks a parameter or binding as deliberately unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Playwright fixtures call a function named `use`, which the hooks rules would misread,
    // so the React rules apply only to app code and component tests.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: [
      'scripts/**/*.{js,mjs,ts}',
      '*.config.{js,ts}',
      '.dependency-cruiser.cjs',
      'e2e/**/*.ts',
      'tests/**/*.ts',
    ],
    languageOptions: { globals: globals.node },
  },
]);
