// Starts the real server for the end-to-end tests: the built web app, a fresh embedded database
// in memory with the demo season, on a free local port, with the operator clock switched on under
// a token made for this run.
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@ofl/db';
import { buildApp } from '../apps/server/src/app';
import { seedDemoSeason } from '../apps/server/src/services/seed-demo-season';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Bearer token of POST /api/operator/clock/ (see advanceClock in fixtures.ts). */
    operatorToken: string;
  }
}

export default async function setup(project: TestProject) {
  const database = await openDatabase();
  await seedDemoSeason(database.db);
  const operatorToken = randomBytes(24).toString('hex');
  const app = await buildApp({
    database,
    operatorToken,
    webDist: fileURLToPath(new URL('../apps/web/dist', import.meta.url)),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseUrl', address);
  project.provide('operatorToken', operatorToken);
  return async () => {
    await app.close();
    await database.close();
  };
}
