import { availableParallelism } from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * Suites that each play a whole season, a minute or more apiece (the end-to-end ones too). Vitest starts the files it has
 * timed before longest first, but on a fresh clone it has no timings and starts the largest files
 * first: these small ones would start last, and the run would end on one core finishing them.
 */
const WHOLE_SEASON_SUITES = [
  'e2e/h2h-leagues.spec.ts',
  'e2e/cups.spec.ts',
  'e2e/new-season.spec.ts',
  'apps/server/src/services/season/replay-2023-24.test.ts',
  'apps/server/src/services/season/replay-2024-25.test.ts',
  'apps/server/src/services/season/new-season.test.ts',
  'apps/server/src/routes/leagues/h2h.test.ts',
];

/** Vitest's order, with the whole-season suites first. */
class WholeSeasonsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (file: TestSpecification) =>
      WHOLE_SEASON_SUITES.some((suite) => file.moduleId.endsWith(suite));
    return [...sorted.filter(long), ...sorted.filter((file) => !long(file))];
  }
}

// One project per level of testing; `npm test` runs them all.
export default defineConfig({
  test: {
    // A test file per core: Vitest's default leaves one core idle, which on a 2-core machine
    // means one file at a time.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: WholeSeasonsFirst },
    // `npm test` runs the engine's suites with --coverage: its own tests must cover 95% or more of
    // its lines.
    coverage: {
      provider: 'v8',
      include: ['packages/engine/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
    projects: [
      {
        test: {
          name: 'engine',
          include: ['packages/engine/src/**/*.test.ts', 'packages/engine/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: [
            'packages/db/src/**/*.test.ts',
            'packages/api/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          // A worker runs its files one after another in one module graph: every file opens its
          // own database and app, and none mocks a module, so nothing of one file is another's.
          // Loading the server's graph (and compiling the embedded database) once per worker
          // instead of once per file took a third off the suite's time.
          isolate: false,
          // A guard against a hang, not a speed goal: on a machine shared with other work, a
          // season case of the runner took from 20 s to 36 s.
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // A primary, a streaming replica, two server processes and nginx on this machine:
          // `npm run test:replication`, which CI runs where PostgreSQL's binaries are.
          name: 'replication',
          include: ['apps/server/test/replication/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'feed',
          include: ['packages/feed/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          // Long journeys through the browser; a slow machine must not turn them red.
          testTimeout: 180_000,
          hookTimeout: 60_000,
          // Two files at a time (a worker per core): each waits on its browser and server much
          // of its time. A spec that moves the game clock does it on a server of its own
          // (e2e/fixtures.ts, serverOfThisFile), so the run's shared server stays as the demo
          // prepared it whichever files run beside each other.
        },
      },
    ],
  },
});
