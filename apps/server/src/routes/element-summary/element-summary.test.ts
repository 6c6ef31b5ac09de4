import { eq, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { elementEvents, elements, fixturePlayerStats, fixtures } from '@ofl/db/tables';
import { useTestApp } from '../../../test/build-app';
import { PUBLIC_CACHE_CONTROL } from '../../cache/public-cache';

describe('GET /api/element-summary/{id}/', () => {
  let player: typeof elements.$inferSelect;
  let played: typeof fixtures.$inferSelect;
  const t = useTestApp();
  beforeAll(async () => {
    const db = t.database.db;
    const [first] = await db.select().from(elements).where(eq(elements.id, 1));
    player = first!;
    // His club's first fixture, played and finished, with his line and his gameweek figures.
    const [firstFixture] = await db
      .select()
      .from(fixtures)
      .where(or(eq(fixtures.teamH, player!.team), eq(fixtures.teamA, player!.team)))
      .orderBy(fixtures.kickoffTime)
      .limit(1);
    played = firstFixture!;
    await db
      .update(fixtures)
      .set({
        started: true,
        finished: true,
        finishedProvisional: true,
        minutes: 90,
        teamHScore: 2,
        teamAScore: 1,
      })
      .where(eq(fixtures.id, played!.id));
    await db.insert(fixturePlayerStats).values({
      fixtureId: played!.id,
      elementId: 1,
      stats: { minutes: 90, goals_scored: 1, clean_sheets: 0, starts: 1 },
      points: 7,
      bps: 30,
      bonus: 2,
    });
    await db.insert(elementEvents).values({
      elementId: 1,
      event: played!.event!,
      value: player!.nowCost,
      selected: 1200,
      transfersIn: 300,
      transfersOut: 100,
    });
  });

  it('lists the club fixtures still to play with the player side difficulty', async () => {
    const json = (await t.app.inject('/api/element-summary/1/')).json();
    expect(json.fixtures).toHaveLength(37);
    expect(json.fixtures.some((f: { id: number }) => f.id === played.id)).toBe(false);
    const first = json.fixtures[0];
    expect(Object.keys(first).sort()).toEqual(
      [
        'code',
        'difficulty',
        'event',
        'event_name',
        'finished',
        'id',
        'is_home',
        'kickoff_time',
        'minutes',
        'provisional_start_time',
        'team_a',
        'team_a_score',
        'team_h',
        'team_h_score',
      ].sort(),
    );
    const [row] = await t.database.db.select().from(fixtures).where(eq(fixtures.id, first.id));
    expect(first.is_home).toBe(row!.teamH === player.team);
    expect(first.difficulty).toBe(first.is_home ? row!.teamHDifficulty : row!.teamADifficulty);
    expect(first.event_name).toBe(`Gameweek ${row!.event}`);
  });

  it('has one history row per fixture played, with points, stats and the gameweek figures', async () => {
    const json = (await t.app.inject('/api/element-summary/1/')).json();
    expect(json.history).toHaveLength(1);
    const wasHome = played.teamH === player.team;
    expect(json.history[0]).toMatchObject({
      element: 1,
      fixture: played.id,
      opponent_team: wasHome ? played.teamA : played.teamH,
      was_home: wasHome,
      round: played.event,
      total_points: 9,
      team_h_score: 2,
      team_a_score: 1,
      minutes: 90,
      goals_scored: 1,
      assists: 0,
      bonus: 2,
      bps: 30,
      starts: 1,
      influence: '0.0',
      expected_goals: '0.00',
      value: player.nowCost,
      selected: 1200,
      transfers_in: 300,
      transfers_out: 100,
      transfers_balance: 200,
    });
    expect(json.history_past).toEqual([]);
  });

  it('is public and cacheable, with an ETag', async () => {
    const first = await t.app.inject('/api/element-summary/1/');
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const again = await t.app.inject({
      url: '/api/element-summary/1/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for an unknown player', async () => {
    expect((await t.app.inject('/api/element-summary/999999/')).statusCode).toBe(404);
    expect((await t.app.inject('/api/element-summary/x/')).statusCode).toBe(404);
  });
});
