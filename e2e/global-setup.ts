// Starts the real server for the end-to-end tests: the built web app, a fresh embedded database
// in memory with the demo season, on a free local port, with the operator clock switched on under
// a token made for this run.
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { startDemoServer } from './demo-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Bearer token of POST /api/operator/clock/ (see advanceClock in fixtures.ts). */
    operatorToken: string;
  }
}

export default async function setup(project: TestProject) {
  const operatorToken = randomBytes(24).toString('hex');
  const server = await startDemoServer(operatorToken);
  project.provide('baseUrl', server.url);
  project.provide('operatorToken', operatorToken);
  return server.close;
}
