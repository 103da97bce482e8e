/**
 * ESLint flat config of Canguro.
 *
 * Layering (docs/architecture.md, STYLE.md): imports flow one way, from the app shell down to pure code,
 * and eslint-plugin-boundaries enforces it (`boundaries/dependencies`, default disallow):
 *
 *   app (src/app, src/main.tsx)  ->  routes, features and everything below
 *   routes (src/routes)          ->  features, state, document-kit, api, offline, contract, domain, ui, i18n
 *   features (src/features/<x>)  ->  itself only among features; state, document-kit, api, offline,
 *                                    contract, domain, ui, i18n
 *   document-kit (src/document-kit) -> ui, state, offline, api, domain, contract, i18n (the document
 *                                    editor, the row tables and the form pieces that read and write the
 *                                    device store)
 *   state (src/state)            ->  api, offline, contract, domain, i18n (UI state the features share:
 *                                    the open histories, which read their records through offline)
 *   workers (workers/)           ->  offline, api, contract, domain, i18n
 *   offline (src/offline)        ->  api, contract, domain, i18n
 *   api (src/api)                ->  contract, domain, i18n
 *   ui (src/ui)                  ->  domain, contract, i18n
 *   contract (src/contract)      ->  domain, i18n
 *   domain (src/domain)          ->  contract (types only), i18n
 *   i18n (src/i18n)              ->  nothing
 *   server (server/)             ->  contract, domain, i18n
 *
 * A feature never imports another feature: what two features share moves down to ui, domain, api or
 * offline. Only src/offline imports Dexie itself. import-x/no-cycle catches runtime import cycles inside a
 * layer (type-only imports do not count). Files outside these elements (tests, bench, configs) are free.
 */
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const sourceExtensions = ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json'];

/** Element types of the layering above; patterns are matched from the repository root. */
const elements = [
  { type: 'app', pattern: 'src/app', partialMatch: false },
  { type: 'routes', pattern: 'src/routes', partialMatch: false },
  { type: 'features', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'state', pattern: 'src/state', partialMatch: false },
  { type: 'api', pattern: 'src/api', partialMatch: false },
  { type: 'offline', pattern: 'src/offline', partialMatch: false },
  // The document editor, the row tables and the form pieces bound to the device store: above offline.
  { type: 'document-kit', pattern: 'src/document-kit', partialMatch: false },
  { type: 'contract', pattern: 'src/contract', partialMatch: false },
  { type: 'domain', pattern: 'src/domain', partialMatch: false },
  { type: 'ui', pattern: 'src/ui', partialMatch: false },
  { type: 'i18n', pattern: 'src/i18n', partialMatch: false },
  { type: 'workers', pattern: 'workers', partialMatch: false },
  { type: 'server', pattern: 'server', partialMatch: false },
];

/**
 * Single files that are not inside an element folder. Element patterns match folders only, so these two
 * are classified as file categories and named in the policies below.
 */
const files = [
  { category: 'app-entry', pattern: 'src/main.tsx' },
  // Generated from src/routes by the router plugin; src/app/router.ts imports it.
  { category: 'route-tree', pattern: 'src/routeTree.gen.ts' },
];

/** `from` may import the element types in `to`. */
const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: to } } },
});

const layeringPolicies = [
  {
    from: { file: { categories: 'app-entry' } },
    allow: { to: { element: { type: 'app' } } },
  },
  {
    from: { element: { type: 'app' } },
    allow: { to: { file: { categories: 'route-tree' } } },
  },
  {
    from: { file: { categories: 'route-tree' } },
    allow: { to: { element: { type: 'routes' } } },
  },
  allow('app', [
    'routes',
    'features',
    'state',
    'api',
    'offline',
    'contract',
    'domain',
    'document-kit',
    'ui',
    'i18n',
  ]),
  allow('routes', [
    'features',
    'state',
    'api',
    'offline',
    'contract',
    'domain',
    'document-kit',
    'ui',
    'i18n',
  ]),
  allow('features', ['state', 'api', 'offline', 'contract', 'domain', 'document-kit', 'ui', 'i18n']),
  {
    // Files of one feature import each other; never those of another feature.
    from: { element: { type: 'features' } },
    allow: {
      to: { element: { type: 'features', captured: { feature: '{{ from.element.captured.feature }}' } } },
    },
  },
  allow('workers', ['offline', 'api', 'contract', 'domain', 'i18n']),
  allow('state', ['api', 'offline', 'contract', 'domain', 'i18n']),
  allow('offline', ['api', 'contract', 'domain', 'i18n']),
  allow('api', ['contract', 'domain', 'i18n']),
  allow('document-kit', ['document-kit', 'ui', 'state', 'offline', 'api', 'domain', 'contract', 'i18n']),
  allow('ui', ['domain', 'contract', 'i18n']),
  allow('contract', ['domain', 'i18n']),
  allow('domain', ['i18n']),
  {
    // Pure rules may name the contract's types, but never pull its runtime (valibot schemas) in.
    from: { element: { type: 'domain' } },
    allow: { to: { element: { type: 'contract' } }, dependency: { kind: 'type' } },
  },
  allow('server', ['contract', 'domain', 'i18n']),
];

export default defineConfig([
  globalIgnores([
    'dist/',
    'node_modules/',
    'src/routeTree.gen.ts',
    'test-results/',
    'playwright-report/',
    '.data/',
    'bench/results/',
    '.tanstack/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'separate-type-imports' },
      ],
      // With verbatimModuleSyntax, `import { type A } from 'x'` would keep a bare `import 'x'` at runtime.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // TanStack Router's guards throw `redirect(...)` and `notFound()`, which are not Error objects.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }],
        },
      ],
    },
  },
  {
    // Tests read raw JSON answers and assert on them with expect(), which is the check; typing every
    // answer there would only add casts. App, worker and server code keep the full set.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Plain JavaScript (this file) is not part of the TypeScript program.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },

  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['src/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },

  {
    files: ['src/**/*.{ts,tsx}', 'workers/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['workers/**/*.ts'],
    languageOptions: { globals: { ...globals.worker, ...globals.serviceworker } },
  },
  {
    files: ['server/**', 'bench/**', 'tests/**', '**/*.config.{js,ts}', '.ci/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright specs also run functions inside the page (page.evaluate).
    files: ['tests/e2e/**'],
    languageOptions: { globals: { ...globals.browser } },
  },

  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: sourceExtensions })],
      // Without these two, import-x parses only .js files and no-cycle silently passes every .ts/.tsx
      // import (tests/unit/lint/no-cycle.test.ts proves it runs).
      'import-x/extensions': sourceExtensions,
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.d.ts'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },

  {
    files: ['src/**/*.{ts,tsx}', 'workers/**/*.ts', 'server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/include': ['src/**/*', 'workers/**/*', 'server/**/*'],
      'import/resolver': { node: { extensions: sourceExtensions } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: layeringPolicies }],
    },
  },

  {
    // The offline folder is the only door to IndexedDB (DESIGN.md, "Runtime pieces").
    files: ['src/**/*.{ts,tsx}', 'workers/**/*.ts'],
    ignores: ['src/offline/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'dexie', message: 'Dexie is used only inside src/offline; import from there.' },
            {
              name: 'dexie-react-hooks',
              message: 'Live queries on IndexedDB are made inside src/offline; import its hooks from there.',
            },
          ],
        },
      ],
    },
  },
  {
    // The first screen loads the sync client (the update prompt reads the worker's status): it must not
    // bring the device's database with it. What writes through the worker lives in ./draft-writes.ts.
    files: ['src/offline/sync-client.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['dexie', './db', './drafts', './outbox'],
              message: 'The first screen loads the sync client: keep Dexie and the store out of it.',
            },
          ],
        },
      ],
    },
  },
]);
