// Our FDR after a gameweek, on a constructed form table: fourteen gameweeks of chosen scores,
// then every later fixture's difficulties must be 1-5 and follow the model (SPEC §2 'FDR
// Explained'): the opponent's points per match over its last six at that venue, 0-3 mapped
// onto 1-5.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@ofl/db';
import type { DemoFixture } from '@ofl/feed';
import { useTestApp } from '../../../test/build-app';
import { writeFdr } from './write-fdr';

const PLAYED = 14;

type FixtureRow = Pick<
  DemoFixture,
  | 'id'
  | 'event'
  | 'team_h'
  | 'team_a'
  | 'team_h_score'
  | 'team_a_score'
  | 'team_h_difficulty'
  | 'team_a_difficulty'
> & { kickoff: Date };

const fixtures = () =>
  queryRows<FixtureRow>(
    t.database.db,
    sql`select id, event, kickoff_time as kickoff, team_h, team_a, team_h_score, team_a_score,
               team_h_difficulty, team_a_difficulty from fixtures order by id`,
  );

/** The model by hand: points per match of the latest six at the venue, onto 1-5. */
function expected(played: FixtureRow[], team: number, venue: 'home' | 'away'): number {
  const matches = played
    .filter((f) => (venue === 'home' ? f.team_h : f.team_a) === team)
    .sort((a, b) => +new Date(b.kickoff) - +new Date(a.kickoff) || b.id - a.id)
    .slice(0, 6);
  if (matches.length === 0) return 3;
  const points = matches.reduce((sum, f) => {
    const own = venue === 'home' ? f.team_h_score! : f.team_a_score!;
    const other = venue === 'home' ? f.team_a_score! : f.team_h_score!;
    return sum + (own > other ? 3 : own === other ? 1 : 0);
  }, 0);
  return Math.round(1 + (4 * points) / (3 * matches.length));
}

let before: FixtureRow[];

const t = useTestApp();
beforeAll(async () => {
  const { db } = t.database;
  // Scores that give every club a different mix of wins, draws and losses at each venue.
  await db.execute(sql`
    update fixtures set finished = true, started = true, finished_provisional = true,
      team_h_score = (team_h * 7 + id) % 4, team_a_score = (team_a * 5 + id * 3) % 3
    where event <= ${PLAYED}`);
  await db.execute(sql`insert into runner_steps (event, step) values (${PLAYED}, 'finalised')`);
  before = await fixtures();
  expect(await writeFdr(db, PLAYED)).toBe(true);
}, 120_000);

describe('writing the fixture difficulty after a gameweek', () => {
  it('rates every later fixture 1-5 by the opponent’s venue form over its last six matches', async () => {
    const after = await fixtures();
    const played = after.filter((f) => f.event <= PLAYED);
    const later = after.filter((f) => f.event > PLAYED);
    expect(later.length).toBe(380 - 10 * PLAYED);
    const seen = new Set<number>();
    for (const f of later) {
      expect(f.team_h_difficulty).toBe(expected(played, f.team_a, 'away'));
      expect(f.team_a_difficulty).toBe(expected(played, f.team_h, 'home'));
      for (const d of [f.team_h_difficulty, f.team_a_difficulty]) {
        expect(d).toBeGreaterThanOrEqual(1);
        expect(d).toBeLessThanOrEqual(5);
        seen.add(d);
      }
    }
    // The table spreads over the scale rather than sitting on one value.
    expect(seen.size).toBeGreaterThanOrEqual(3);
  });

  it('leaves the played gameweeks as they were and changes nothing when run again', async () => {
    const after = await fixtures();
    expect(after.filter((f) => f.event <= PLAYED)).toEqual(before.filter((f) => f.event <= PLAYED));
    await t.database.db.execute(sql`delete from runner_steps where step = 'fdr'`);
    expect(await writeFdr(t.database.db, PLAYED)).toBe(true);
    expect(await fixtures()).toEqual(after);
    expect(await writeFdr(t.database.db, PLAYED)).toBe(false);
  });
});
