// The API contract (docs/decisions/003-api-contract-package.md): the zod schema of every request
// and response payload, with its TypeScript type. The server declares them as its routes'
// schemas; the web imports the types (and the plain form rules from `@ofl/api/rules`).
export * from './common';
export * from './errors';
export * from './rules';
export * from './accounts';
export * from './cups';
export * from './entry';
export * from './game';
export * from './leagues';
export * from './matches';
export * from './my-team';
export * from './operator';
export * from './prizes';
export * from './news';
export * from './page-preloads';
