import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEADLINE_BEFORE_KICKOFF_MS } from './generate-events';
import { generateDemoSeason } from './index';

// Whole seasons for random seeds and starts. fast-check prints the seed of any failure; replay it
// with `{ seed, path }` in the options and keep the case below as a named regression.
describe('any demo season', () => {
  it('is a full double round-robin with deadlines 90 minutes before each first kick-off', () => {
    const start = Date.parse('2025-07-01T00:00:00Z');
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom(11, 12, 14, 15, 19),
        (seed, day, hour) => {
          const firstKickoff = new Date(start + day * 86_400_000 + hour * 3_600_000);
          const season = generateDemoSeason({ seed, firstKickoff, seasonName: '2025/26' });
          expect(new Set(season.fixtures.map((f) => `${f.team_h}-${f.team_a}`)).size).toBe(380);
          expect(season.fixtures.every((f) => f.team_h !== f.team_a)).toBe(true);
          let previous = -Infinity;
          for (const event of season.events) {
            const kickoffs = season.fixtures
              .filter((f) => f.event === event.id)
              .map((f) => Date.parse(f.kickoff_time));
            expect(kickoffs).toHaveLength(10);
            const deadline = Date.parse(event.deadline_time);
            expect(Math.min(...kickoffs) - deadline).toBe(DEADLINE_BEFORE_KICKOFF_MS);
            expect(deadline).toBeGreaterThan(previous);
            previous = deadline;
          }
          expect(season.fixtures[0]!.kickoff_time).toBe(
            firstKickoff.toISOString().replace('.000Z', 'Z'),
          );
          const months = season.phases.slice(1);
          expect(months[0]!.start_event).toBe(1);
          expect(months[months.length - 1]!.stop_event).toBe(38);
        },
      ),
      { numRuns: 25 },
    );
  });
});
