export * from './client';
export { isConnectionLost, isUnstorableText } from './database-errors';
export { dataDirHolder } from './data-dir-lock';
export * from './queries/index';
export * from './raw-sql';
export * from './schema/index';
export { createTestTemplate, openTestDatabase, type TestTemplate } from './test-database';
export type * from './rows';
