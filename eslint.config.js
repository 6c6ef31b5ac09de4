// Lint for the whole workspace. The import fences keep the layers of ARCHITECTURE.md apart:
// the engine imports nothing of ours and no node:*, the web app never imports the server or db.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const fence = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

/** What the web app never imports: the server, the database, the feed and node:*. */
const WEB_FENCE = {
  group: ['@ofl/server', '@ofl/server/*', '@ofl/db', '@ofl/db/*', '@ofl/feed', 'node:*'],
  message: 'The web app imports only the engine and the API contract.',
};

/** The folders of apps/web/src a feature may import besides its own folder. */
const WEB_SHARED = ['components', 'hooks', 'lib', 'config', 'testing', 'types', 'utils'];

/**
 * One feature of the web app (`apps/web/src/features/<name>/`) imports the shared folders of
 * src and its own folder, never another feature or a route: the routes (`src/app/`) compose
 * the features. The imports are relative, so each depth of file gets its own patterns: from
 * `features/<name>/a/b.ts`, `../../x` is the feature x and `../../../x` is src/x.
 */
const webFeatureFences = () =>
  readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name }) =>
      [1, 2, 3, 4].map((depth) => {
        const up = `^(\\.\\./){${depth}}`;
        return {
          files: [`apps/web/src/features/${name}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
          rules: {
            'no-restricted-imports': [
              'error',
              {
                patterns: [
                  WEB_FENCE,
                  {
                    regex: `${up}(?!\\.\\./)(?!${name}(/|$))`,
                    message: `The feature ${name} imports no other feature: move what they share to components, hooks or lib.`,
                  },
                  {
                    regex: `${up}\\.\\./(?!\\.\\./)(?!(${WEB_SHARED.join('|')})(/|$))`,
                    message: `A feature imports only ${WEB_SHARED.join(', ')} and its own folder.`,
                  },
                ],
              },
            ],
          },
        };
      }),
    );

/**
 * The data layer (packages/db/src/queries) writes every statement of the server but the runner's
 * set-based steps: elsewhere no drizzle-orm (no query builder, no `sql`) and no table
 * (`@ofl/db/tables`), only the named queries and row types of `@ofl/db`.
 */
const DATA_LAYER_MESSAGE =
  'Only the data layer writes statements: take the rows from a named query of packages/db/src/queries (@ofl/db).';
const NO_SQL_TEMPLATE = {
  selector: "TaggedTemplateExpression[tag.name='sql']",
  message: DATA_LAYER_MESSAGE,
};
const DATA_LAYER_FENCE = {
  'no-restricted-imports': [
    'error',
    {
      paths: [{ name: 'drizzle-orm', message: DATA_LAYER_MESSAGE }],
      patterns: [
        { group: ['drizzle-orm/*', '@ofl/db/tables'], message: DATA_LAYER_MESSAGE },
        {
          group: ['@ofl/web', 'react', 'react-*'],
          message: 'The server never imports the web app.',
        },
      ],
    },
  ],
  'no-restricted-syntax': ['error', NO_SQL_TEMPLATE],
};

/** `app.get('/path', ...)` and the other route methods. */
const ROUTE_CALL =
  "CallExpression[callee.property.name=/^(get|post|put|patch|delete)$/][arguments.0.type='Literal']";

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      curly: ['error', 'multi-line'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/engine/**/*.ts'],
    rules: fence(
      ['node:*', '@ofl/*', 'react', 'react-*', 'fs', 'path', 'crypto'],
      'The engine is pure: no I/O, no node:* and nothing of ours.',
    ),
  },
  {
    files: ['packages/db/**/*.ts'],
    rules: fence(
      ['@ofl/server', '@ofl/web', '@ofl/feed', 'react'],
      'db may import only engine types.',
    ),
  },
  {
    files: ['packages/feed/**/*.ts'],
    rules: fence(
      ['@ofl/server', '@ofl/web', '@ofl/db', 'react'],
      'feed may import only the engine.',
    ),
  },
  {
    files: ['packages/api/**/*.ts'],
    rules: fence(
      ['node:*', '@ofl/server', '@ofl/web', '@ofl/db', '@ofl/feed', 'react'],
      'The contract is zod schemas and engine types: it runs in the browser and the server.',
    ),
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: fence(['@ofl/web', 'react', 'react-*'], 'The server never imports the web app.'),
  },
  {
    // Everything of the server stands on the data layer's named queries (ARCHITECTURE.md, the
    // data layer), except the places that write set-based statements of their own: the runner's
    // steps, the demo's managers it runs (below) and the live ranker's load at the deadline.
    // Tests set up their cases with statements of their own.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'apps/server/src/runner/**',
      'apps/server/src/demo/**',
      'apps/server/src/live/load-ranker.ts',
    ],
    rules: DATA_LAYER_FENCE,
  },
  {
    // The first-start demo, which plays seasons through the season operations, and the seeding
    // of a generated season are fenced as services are.
    files: ['apps/server/src/demo/{demo-season,seed-demo-season}.ts'],
    rules: DATA_LAYER_FENCE,
  },
  {
    // The runner's steps, and the demo's managers it runs, stand on the data layer and the engine:
    // the services (the use cases of requests) may call them, never the other way round. The
    // first-start demo and the seeding of a generated season are fenced as services are (above).
    files: ['apps/server/src/runner/**/*.ts', 'apps/server/src/demo/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/demo/{demo-season,seed-demo-season}.ts'],
    rules: fence(
      ['@ofl/web', 'react', 'react-*', '**/services/*', '**/services/**'],
      "The runner and the demo's managers import no service (and the server never the web app).",
    ),
  },
  {
    // Every route declares its input and answer with the contract's schemas (@ofl/api):
    // `app.get(path, { schema }, handler)`.
    files: ['apps/server/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `${ROUTE_CALL}[arguments.length=2]`,
          message: 'A route declares its schema: app.get(path, { schema: { ... } }, handler).',
        },
        {
          selector: `${ROUTE_CALL}[arguments.1.type='ObjectExpression']:not(:has(Property[key.name='schema']))`,
          message: 'A route declares its schema: app.get(path, { schema: { ... } }, handler).',
        },
        NO_SQL_TEMPLATE,
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    // The build's own plugins run in Node, beside vite.config.ts, never in the browser.
    ignores: ['apps/web/build/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [WEB_FENCE] }],
      // The contract's schemas stay out of the bundle: its types, and plain rules from
      // @ofl/api/rules.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@ofl/api',
              allowTypeImports: true,
              message: 'Import types from @ofl/api and values from @ofl/api/rules.',
            },
          ],
        },
      ],
    },
  },
  {
    // What the features share stands below them: it imports no feature and no route.
    files: ['apps/web/src/{components,hooks,lib,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            WEB_FENCE,
            {
              regex: '^(\\.\\./)+(features|app)(/|$)',
              message: 'Shared code imports no feature and no route.',
            },
          ],
        },
      ],
    },
  },
  ...webFeatureFences(),
);
