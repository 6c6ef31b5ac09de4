import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { queryRows } from './raw-sql';
import { gameClock, teams } from './schema/index';
import { openTestDatabase } from './test-database';

describe('openTestDatabase', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('creates every table of the data model', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = rows.map((r) => r.table_name);
    for (const table of [
      'teams',
      'elements',
      'events',
      'fixtures',
      'entries',
      'entry_picks',
      'transfers',
      'chip_plays',
      'watchlist',
      'leagues',
      'league_entries',
      'league_bans',
      'league_matches',
      'news_items',
      'users',
      'sessions',
      'game_settings',
      'phases',
      'chips',
    ]) {
      expect(names).toContain(table);
    }
  });

  it('round-trips rows through the typed schema', async () => {
    await database.db.insert(gameClock).values({ fixedNow: new Date('2025-08-15T17:00:00Z') });
    const [clock] = await database.db.select().from(gameClock);
    expect(clock?.fixedNow?.toISOString()).toBe('2025-08-15T17:00:00.000Z');
    await expect(
      database.db.insert(teams).values({
        id: 1,
        code: 3,
        name: 'A',
        shortName: 'AAA',
        pulseId: 1,
        strength: 3,
        strengthOverallHome: 1,
        strengthOverallAway: 1,
        strengthAttackHome: 1,
        strengthAttackAway: 1,
        strengthDefenceHome: 1,
        strengthDefenceAway: 1,
        kit: {
          shirt: '#fff',
          sleeves: '#fff',
          shorts: '#000',
          socks: '#000',
          secondary: '#f00',
          style: 'plain',
        },
      }),
    ).resolves.toBeDefined();
  });
});
