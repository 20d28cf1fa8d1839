// Lint: typescript-eslint's recommended rules plus the layout's boundaries (decisions.md 25 "Layout"):
// common/ imports neither server/ nor web/, web never imports server/, a feature never imports
// another feature's files, server/domain/ (shared business rules) imports no feature,
// server/platform/ (machinery) imports neither domain/ nor features, no import cycles, and
// kebab-case file and folder names.
import path from 'node:path';
import { defineConfig, globalIgnores } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { localRules } from './scripts/eslint-local-rules.mjs';

const sourceExtensions = ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'];
// The path aliases of vite.config.ts and web/tsconfig.json: both resolvers below must know them,
// or an aliased import escapes the boundary rules.
const aliases = { '@common': path.resolve(import.meta.dirname, 'common') };
const aliasResolver = path.resolve(import.meta.dirname, 'scripts/eslint-alias-resolver.cjs');

// `partialMatch: false`: each pattern names a folder from the project root.
const elements = [
  { type: 'common', pattern: 'common', partialMatch: false },
  { type: 'server-feature', pattern: 'server/features/*', partialMatch: false, capture: ['feature'] },
  { type: 'server-domain', pattern: 'server/domain', partialMatch: false },
  { type: 'server-platform', pattern: 'server/platform', partialMatch: false },
  { type: 'server', pattern: 'server', partialMatch: false },
  { type: 'web-feature', pattern: 'web/src/features/*', partialMatch: false, capture: ['feature'] },
  { type: 'web', pattern: 'web', partialMatch: false },
  { type: 'tooling', pattern: ['tests', 'bench', 'scripts'], partialMatch: false },
];

const element = (type, captured) => ({ element: captured ? { type, captured } : { type } });
const serverCode = ['server', 'server-feature', 'server-domain', 'server-platform'];
const webCode = ['web', 'web-feature'];

const layoutPolicies = [
  {
    from: element('common'),
    disallow: { to: element([...serverCode, ...webCode, 'tooling']) },
    message: 'common/ holds pure shared code: it imports nothing from server/, web/, tests/, bench/ or scripts/.',
  },
  {
    from: element(webCode),
    disallow: { to: element(serverCode) },
    message: 'The web app never imports server/ code: share it through common/.',
  },
  {
    from: element(serverCode),
    disallow: { to: element(webCode) },
    message: 'The server never imports web/ code: share it through common/.',
  },
  {
    from: element('server-feature'),
    disallow: { to: element('server-feature', { feature: '!{{ from.element.captured.feature }}' }) },
    message:
      'A server feature never imports another feature ({{ to.element.captured.feature }}): a business rule several features use goes to server/domain/, machinery to server/platform/, pure code to common/.',
  },
  {
    from: element('server-domain'),
    disallow: { to: element('server-feature') },
    message:
      'server/domain/ holds the business rules features share: it never imports a feature ({{ to.element.captured.feature }}). Move the piece both need to server/domain/ (a rule), server/platform/ (machinery) or common/ (pure code).',
  },
  {
    from: element('server-platform'),
    disallow: { to: element(['server-domain', 'server-feature']) },
    message:
      'server/platform/ is cross-cutting machinery: it imports neither server/domain/ nor a feature. Pass what it needs in (a callback, a dependency), or move the rule to server/domain/.',
  },
  {
    from: element('web-feature'),
    disallow: { to: element('web-feature', { feature: '!{{ from.element.captured.feature }}' }) },
    message:
      'A web feature never imports another feature ({{ to.element.captured.feature }}): move the shared piece to web/src/components/ or web/src/lib/.',
  },
];

export default defineConfig(
  globalIgnores(['dist/', 'data/', 'coverage/', 'test-results/', 'server/db/migrations/', '.scratch/', '.test-data/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { boundaries, 'import-x': importX, local: localRules },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: sourceExtensions,
          alias: Object.fromEntries(Object.entries(aliases).map(([name, target]) => [name, [target]])),
        }),
      ],
      // no-cycle must parse the TypeScript files it follows, not only .js.
      'import-x/extensions': sourceExtensions.filter((extension) => extension !== '.json'),
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // eslint-plugin-boundaries resolves through eslint-module-utils, which reads this key.
      'import/resolver': { [aliasResolver]: { aliases, extensions: sourceExtensions } },
      'boundaries/elements': elements,
      'boundaries/root-path': path.resolve(import.meta.dirname),
      // Lazy routes are dynamic imports; re-exports are dependencies too.
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: layoutPolicies }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/kebab-case-file-names': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/app/routing/**'],
    rules: {
      // React Router runs in its declarative mode over the app's history (decisions.md 104): the data
      // router's parts would bring its 13 KB back, and its navigate is not stable there.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: [
                'useNavigate',
                'useBlocker',
                'ScrollRestoration',
                'useMatches',
                'createBrowserRouter',
                'createMemoryRouter',
                'RouterProvider',
              ],
              message: 'Use web/src/app/routing: useNavigate, useNavigationHold, the routes on demand and their scroll restoration.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
