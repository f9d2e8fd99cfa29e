import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import formatjs from 'eslint-plugin-formatjs';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.local/**', 'coverage/**', 'test-output/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The jsdom tests take user-event from web-kit, which skips its slow CSS pointer-events walk (see there).
    ignores: ['libs/web-kit/src/user-event.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { name: '@testing-library/user-event', message: "Import { userEvent } from '@rbt/web-kit/src/user-event'." },
      ],
    },
  },
  {
    // User-visible text comes from the message catalogs (src/messages/<language>.json), so every word
    // exists in English and Urdu. Every React remote and web-kit is converted (docs/decisions/i18n.md).
    files: [
      'libs/web-kit/src/**/*.tsx',
      'mfe-help/src/**/*.tsx',
      'mfe-dashboard/src/**/*.tsx',
      'mfe-admin/src/**/*.tsx',
      'mfe-wizard/src/**/*.tsx',
    ],
    ignores: ['**/*.test.tsx', 'libs/web-kit/src/testing.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [
              [
                '*',
                '{label,legend,title,placeholder,helpText,pageTitle,alt,tableCaption,noItemsMessage,confirmButtonText,cancelButtonText,ariaLabel}',
              ],
            ],
          },
        },
      ],
    },
  },
  {
    // The shell has no JSX: its pages are HTML templates. Text between tags, or a literal aria-label, in a template
    // is a string no translator sees.
    files: ['shell/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TemplateElement[value.raw=/>[^<$]*[A-Za-z]{2,}[^<$]*</]',
          message: 'Text shown to people comes from t() and src/messages/*.json.',
        },
        {
          selector: 'TemplateElement[value.raw=/aria-label="[A-Za-z]/]',
          message: 'Labels come from t() and src/messages/*.json.',
        },
      ],
    },
  },
);
