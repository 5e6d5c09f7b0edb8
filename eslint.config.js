import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** Import direction of DESIGN section 1: routes -> pages -> (ui, services). */
const restrict = (...patterns) => ['error', { patterns }];
const layer = (name, from) => ({
  group: from,
  message: `${name} must not import from here (DESIGN.md section 1).`,
});
/** Outside src/services, a domain is imported through its face (services/<domain>/index.ts), never its inner files. */
const domainFace = (...allowed) => ({
  group: ['@/services/*/**', '**/services/*/**', ...allowed.map((path) => `!${path}`)],
  message: "Import the domain's face (@/services/<domain>), not its inner files (DESIGN.md section 1).",
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'dist-e2e',
      'node_modules',
      '.storybook/msw',
      'playwright-report',
      'test-results',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Build and test scripts run in Node.
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        layer('src/ui', [
          '@/pages/*',
          '@/routes/*',
          '@/services/*',
          '**/pages/**',
          '**/routes/**',
          '**/services/**',
        ]),
      ),
    },
  },
  {
    files: ['src/services/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        layer('src/services', [
          '@/pages/*',
          '@/routes/*',
          '@/ui',
          '@/ui/*',
          '**/pages/**',
          '**/routes/**',
          '**/ui/**',
        ]),
      ),
      'no-restricted-syntax': ['error', { selector: 'JSXElement', message: 'src/services holds no JSX.' }],
    },
  },
  {
    files: ['src/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        layer('src/pages', [
          '@/routes/router',
          '@/routes/layouts/*',
          '@/routes/guards/*',
          '@/services/backend/*',
        ]),
        domainFace(),
      ),
    },
  },
  {
    files: ['src/routes/**/*.{ts,tsx}', 'src/*.{ts,tsx}', '.storybook/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(domainFace()) },
  },
  {
    // Stories build their own in-memory file store; the app reaches it only through the files face.
    files: ['stories/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(domainFace('**/services/files/embedded-file-store')) },
  },
);
