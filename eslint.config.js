import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureEntry } from './scripts/eslint/feature-entry.js';
import { noStatusComparison } from './scripts/eslint/no-status-comparison.js';

/** Rules of this repository: scripts/eslint/. */
const local = { rules: { 'feature-entry': featureEntry, 'no-status-comparison': noStatusComparison } };

/** Production code never loads test code: test support lives in apps/server/test/ (#test/...). */
const NO_TEST_CODE = {
  regex: '^(#test/|(\\.\\./)+test/)',
  message: 'Production code may not import test code (apps/server/test/); only *.test.ts files may.',
};

/** For each layer, forbids importing the features of every later layer. */
function serverLayers(layers) {
  return layers.slice(0, -1).map((layer, index) => {
    const later = layers.slice(index + 1).flat();
    return {
      files: layer.map((feature) => `apps/server/src/features/${feature}/**/*.ts`),
      ignores: ['**/*.test.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              // Each layer's entry replaces the one for all server code below, so it repeats this pattern.
              NO_TEST_CODE,
              {
                // An import out of the feature into a later one: ../payments/x, #src/features/requests.
                regex: `^((\\.\\./)+|#src/features/)(${later.join('|')})(/|$)`,
                message: `${layer.join(', ')} may not import ${later.join(', ')}: that would make an import cycle between server features (see eslint.config.js).`,
              },
            ],
          },
        ],
      },
    };
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/drizzle/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No import cycles in the web app, the server or the shared package: a cycle makes load order
    // matter (a module may run before what it imports has been set up) and ties features together.
    // The resolver follows relative, #src/ and #test/ imports (package.json "imports") to .ts/.tsx files.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/{src,test,scripts}/**/*.ts', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Feature boundary: app/ (router, guards, providers, layout) builds on features and shared
    // code, never the other way round. Shared paths, theme and loaders live in lib/, config/ and
    // components/.
    files: [
      'apps/web/src/features/**/*.{ts,tsx}',
      'apps/web/src/lib/**/*.{ts,tsx}',
      'apps/web/src/components/**/*.{ts,tsx}',
      'apps/web/src/config/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^((\\.{1,2}/)+(.*/)?|#src/)app(/|$)',
              message:
                'Features and shared code may not import from apps/web/src/app/; move what they need to lib/, config/ or components/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Web features import each other only through each feature's index.ts, #src/features/<name>
    // (scripts/eslint/feature-entry.js). app/ (the router) may still load a feature's pages lazily.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/feature-entry': 'error' },
  },
  {
    // The web app offers buttons from the server's `actions` and `next_step`, never from a guess at a
    // status string; lib/request-state-labels.ts is the one place that maps states to words and
    // colours (scripts/eslint/no-status-comparison.js). Tests may build requests of any state.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/request-state-labels.ts', '**/*.test.{ts,tsx}', 'apps/web/src/**/test/**'],
    plugins: { local },
    rules: { 'local/no-status-comparison': 'error' },
  },
  {
    // Server features import each other only through each feature's index.ts (scripts/eslint/feature-entry.js);
    // tests may reach in.
    files: ['apps/server/src/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { local },
    rules: { 'local/feature-entry': 'error' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_TEST_CODE] }] },
  },
  // Server features depend on each other in layers, so no import cycle can form among them:
  // base features, then invoices, then the donation lifecycle, then the features that serve a
  // request's pages (requests, then delivery and payments), then the needs board, which makes and
  // approves requests through the requests feature. Tests may reach across layers.
  ...serverLayers([
    ['tokens', 'chat', 'checkouts', 'items', 'notifications'],
    ['invoices'],
    ['donations'],
    ['requests'],
    ['delivery', 'payments'],
    ['needs'],
  ]),
  prettier,
);
