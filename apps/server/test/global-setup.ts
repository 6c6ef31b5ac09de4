// Runs once before the database and API suites: one migrated database with the demo season,
// which every test file then copies instead of migrating and seeding its own.
import type { TestProject } from 'vitest/node';
import { createTestTemplate, type TestTemplate } from '@ofl/db';
import { DEFAULT_DEMO, seedDemoSeason } from '../src/demo/seed-demo-season';

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: TestTemplate;
  }
}

export default async function setup(project: TestProject) {
  const { template, remove } = await createTestTemplate((database) =>
    seedDemoSeason(database.db, DEFAULT_DEMO),
  );
  project.provide('seededTemplate', template);
  return remove;
}
