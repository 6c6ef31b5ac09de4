// Lint for the whole workspace. The import fences keep the layers of ARCHITECTURE.md apart:
// the engine imports nothing of ours and no node:*, the web app never imports the server or db.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const fence = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

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
    files: ['apps/server/**/*.ts'],
    rules: fence(['@ofl/web', 'react', 'react-*'], 'The server never imports the web app.'),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: fence(
      ['@ofl/server', '@ofl/server/*', '@ofl/db', '@ofl/db/*', '@ofl/feed', 'node:*'],
      'The web app imports only the engine.',
    ),
  },
);
