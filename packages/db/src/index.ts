// The data layer as the server uses it: the connection, the named queries and the row types.
// The tables themselves are `@ofl/db/tables`, for the places that write their own statements
// (eslint.config.js says which).
export * from './client';
export { isConnectionLost, isUnstorableText } from './database-errors';
export { dataDirHolder } from './data-dir-lock';
export * from './queries/index';
export * from './raw-sql';
export {
  readingFromPrimary,
  readingFromReplicas,
  walPosition,
  type ReplicaSet,
  type ReplicaState,
} from './replicas';
export { createTestTemplate, openTestDatabase, type TestTemplate } from './test-database';
export type * from './rows';
