// Migration 0023 on a database whose general leagues' tables were written per membership (as
// before it): every entry's general leagues are kept in general_members, and the written tables
// are still what the standings page and the entry's leagues show until the next finalisation
// counts them. On either database.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from './raw-sql';
import { readStandingsParts } from './queries/classic-standings';
import { entryMemberships } from './queries/entries';
import { cleanups, freshDatabase, migrationsBefore } from './test-migrations';

describe('migration 0023 (counted general tables)', () => {
  it("keeps each entry's general leagues and reads the tables written before", async () => {
    const { first, reopen } = await freshDatabase(migrationsBefore('0023_general_tables'));
    const db = first.db;
    await db.execute(sql`insert into regions (id, name, iso_code_short, iso_code_long)
                         values (1, 'Somewhere', 'SW', 'SWE') on conflict do nothing`);
    await db.execute(sql`insert into users (id, email, password_hash, first_name, last_name, region)
                         values (1, 'a@example.com', '-', 'Ann', 'Lee', 1),
                                (2, 'b@example.com', '-', 'Bob', 'Ray', 1)`);
    await db.execute(sql`insert into entries (id, user_id, name, started_event, bank)
                         values (1, 1, 'One', 1, 0), (2, 2, 'Two', 1, 0)`);
    await db.execute(sql`
      insert into leagues (id, name, short_name, league_type, scoring, start_event)
      values (10, 'Overall', 'overall', 's', 'c', 1), (11, 'Somewhere', 'region-1', 's', 'c', 1),
             (12, 'Top 1%', 'top-1%', 's', 'c', 1), (13, 'Friends', null, 'x', 'c', 1)`);
    await db.execute(sql`insert into league_entries (entry_id, league_id)
                         values (1, 10), (2, 10), (1, 11), (1, 12), (1, 13)`);
    await db.execute(sql`create table league_standings_1 partition of league_standings
                         for values in (1)`);
    await db.execute(sql`
      insert into league_standings (league_id, phase, rank_sort, entry_id, rank, last_rank, total,
                                    event_total, entry_name, player_name)
      values (10, 1, 1, 2, 1, 2, 60, 20, 'Two', 'Bob Ray'),
             (10, 1, 2, 1, 2, 1, 50, 10, 'One', 'Ann Lee')`);
    await first.close();

    const after = await reopen();
    cleanups.push(() => after.close());
    expect(
      await queryRows(
        after.db,
        sql`select entry_id, overall_league, sc_league, region_league, club_league, start_league
            from general_members order by entry_id`,
      ),
    ).toEqual([
      {
        entry_id: 1,
        overall_league: 10,
        sc_league: null,
        region_league: 11,
        club_league: null,
        start_league: null,
      },
      {
        entry_id: 2,
        overall_league: 10,
        sc_league: null,
        region_league: null,
        club_league: null,
        start_league: null,
      },
    ]);
    const parts = await readStandingsParts(after.db, {
      league: 10,
      phase: 1,
      page: 1,
      newEntriesPage: 1,
      rule: 'all',
      event: 1,
    });
    const standings = JSON.parse(parts!.standings) as {
      results: { entry: number; rank: number }[];
    };
    expect(standings.results.map((r) => [r.entry, r.rank])).toEqual([
      [2, 1],
      [1, 2],
    ]);
    const overall = (await entryMemberships(after.db, 1)).find((m) => m.league.id === 10);
    expect(overall?.standing).toMatchObject({ rank: 2, lastRank: 1, rankSort: 2 });
  });
});
