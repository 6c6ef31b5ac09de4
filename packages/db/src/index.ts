export * from './client';
export * from './raw-sql';
export * from './schema/index';
export { createTestTemplate, openTestDatabase, type TestTemplate } from './test-database';
