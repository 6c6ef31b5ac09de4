// Prepares the demo database every server of the run starts from, and starts the real server
// for the end-to-end tests: the built web app on a copy of it, on a free local port, with the
// operator clock switched on under a token made for this run.
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import type { TestTemplate } from '@ofl/db';
import { createDemoTemplate, startDemoServer } from './demo-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The demo database a spec's own server starts from (see startDemoServer). */
    demoTemplate: TestTemplate;
    /** Bearer token of POST /api/operator/clock/ (see advanceClock in fixtures.ts). */
    operatorToken: string;
  }
}

export default async function setup(project: TestProject) {
  const operatorToken = randomBytes(24).toString('hex');
  const { template, remove } = await createDemoTemplate();
  const server = await startDemoServer(template, operatorToken);
  project.provide('baseUrl', server.url);
  project.provide('operatorToken', operatorToken);
  project.provide('demoTemplate', template);
  return async () => {
    await server.close();
    await remove();
  };
}
