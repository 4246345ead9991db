import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'node_modules',
      'test-results',
      'playwright-report',
      '.sealed-tests',
      '.resealed-tests',
      '.public-output-tests',
      '.sealed-pictures-tests',
      '.content-mistake-tests',
      '.clip-mistake-tests',
      '.clip-leak-tests',
      '.refused-builds',
      '.second-owner',
      // Laid over a copy of src/content, where its imports resolve (tooling/runner/secondOwner.mjs).
      'tests/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // No import cycles in the app: a cycle hides which module depends on which.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Reads the modules it follows as TypeScript.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'no-restricted-syntax': [
        'error',
        {
          // WebKit (Safari, every iPhone browser) drops the whole declaration instead.
          selector: "Property[key.name='textDecoration'][value.value=/\\s/]",
          message:
            'WebKit drops a text-decoration shorthand with more than a line: write the line here and the style, colour or thickness in their own properties.',
        },
      ],
    },
  },
  {
    files: ['tooling/**/*.mjs', 'bench/**/*.mjs', '.size-limit.mjs'],
    // Node scripts; page.evaluate callbacks in them run in the browser.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
