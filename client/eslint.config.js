import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The client's architecture, enforced (STYLE.md practice 6, bulletproof-react): imports
 * flow lib and components -> features -> app; a feature never imports another feature;
 * lib and components never import a feature or the app. The two server modules the
 * client shares (the draw table, the password and username rules) are pure and may be used by
 * lib, features and app. Tests may also use the test harness in src/testing, which
 * renders the whole app.
 */
const elements = [
  { type: 'app', pattern: 'client/src/app', partialMatch: false },
  { type: 'feature', pattern: 'client/src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'components', pattern: 'client/src/components', partialMatch: false },
  { type: 'lib', pattern: 'client/src/lib', partialMatch: false },
  { type: 'testing', pattern: 'client/src/testing', partialMatch: false },
];

/** Single files with a role of their own: the entry point and the shared server modules. */
const files = [
  { category: 'entry', pattern: ['client/src/main.tsx', 'client/src/vite-env.d.ts'] },
  {
    category: 'shared',
    pattern: ['server/src/draws/draw-periods.ts', 'server/src/draws/prizes/prize-odds.ts', 'server/src/identity/passwords/password-policy.ts', 'server/src/identity/username-policy.ts'],
  },
  { category: 'test', pattern: 'client/src/**/*.test.{ts,tsx}' },
];

const to = (...types) => [
  { to: { element: { types: { anyOf: types } } } },
  ...(types.includes('shared') ? [{ to: { file: { categories: 'shared' } } }] : []),
];

const policies = [
  // Packages (react, redux, firebase...) and Node's own modules in config files.
  { allow: { to: { module: { origin: ['external', 'core'] } } } },
  { from: { file: { categories: 'entry' } }, allow: to('app') },
  { from: { element: { type: 'app' } }, allow: to('app', 'feature', 'components', 'lib', 'shared') },
  {
    from: { element: { type: 'feature' } },
    allow: [
      { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
      ...to('components', 'lib', 'shared'),
    ],
  },
  { from: { element: { type: 'components' } }, allow: to('components', 'lib') },
  { from: { element: { type: 'lib' } }, allow: to('lib', 'shared') },
  { from: { element: { type: 'testing' } }, allow: to('app', 'feature', 'components', 'lib', 'testing', 'shared') },
  { from: { file: { categories: 'test' } }, allow: to('testing') },
];

export default tseslint.config(
  { ignores: ['node_modules/**', 'eslint/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { boundaries, 'react-hooks': reactHooks },
    settings: {
      'boundaries/root-path': resolve(here, '..'),
      'boundaries/elements': elements,
      'boundaries/files': files,
      'import/resolver': { [resolve(here, 'eslint/ts-resolver.cjs')]: {} },
    },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
      // A file outside every element would escape the rule above.
      'boundaries/no-unknown-files': 'error',
      'boundaries/no-unknown-dependencies': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['*.{js,ts}', 'src/testing/*.cjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/testing/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['public/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },
);
