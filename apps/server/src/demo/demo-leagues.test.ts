// The demo's simulated managers are in leagues as real managers are, and a new user can join one
// of them by its code.
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@ofl/db';
import { useTestApp } from '../../test/build-app';
import { buildEntryWithSquad } from '../../test/factories';
import { createDemoPopulation } from './demo-population';
import { qualifyCups } from '../runner/leagues/cups';
import { demoLeagueCodes } from './demo-leagues';
import { lockDeadline } from '../runner/lock-deadline';
import { loadRunnerSettings } from '../runner/runner-settings';

const MANAGERS = 300;
const t = useTestApp();
beforeAll(async () => {
  await createDemoPopulation(t.database.db, MANAGERS, 3);
}, 120_000);

interface LeagueSize {
  league_type: string;
  code: string | null;
  admin_entry: number | null;
  members: number;
  admin_is_member: boolean;
}

describe('demo leagues', () => {
  it('puts every simulated manager in an invitational league, and some in public ones', async () => {
    const leagues = await queryRows<LeagueSize>(
      t.database.db,
      sql`select l.league_type, l.code, l.admin_entry, count(*)::int as members,
                 bool_or(le.entry_id = l.admin_entry) as admin_is_member
          from leagues l join league_entries le on le.league_id = l.id
          where l.league_type in ('x', 'c') group by l.id`,
    );
    const invitational = leagues.filter((l) => l.league_type === 'x');
    const open = leagues.filter((l) => l.league_type === 'c');
    expect(invitational.every((l) => /^[a-z0-9]{6}$/.test(l.code!) && l.admin_is_member)).toBe(
      true,
    );
    expect(new Set(invitational.map((l) => l.code)).size).toBe(invitational.length);
    expect(Math.max(...invitational.map((l) => l.members))).toBeGreaterThan(50);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((l) => l.members <= 20 && l.admin_entry === null)).toBe(true);
    const [unplaced] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from entries e where not exists (
            select 1 from league_entries le join leagues l on l.id = le.league_id
            where le.entry_id = e.id and l.league_type = 'x')`,
    );
    expect(unplaced!.n).toBe(0);
  });

  it('lets a new manager join one by a code the status command prints', async () => {
    const [largest] = await demoLeagueCodes(t.database.db, 3);
    const m = await buildEntryWithSquad(t);
    const joined = await m.browser.send('POST', '/api/leagues-private/join/', {
      code: largest!.code,
    });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ id: largest!.id, name: largest!.name });
  });

  it('puts some in head-to-head leagues, with and without knock-outs, ordered at the deadline', async () => {
    const { db } = t.database;
    const leagues = await queryRows<{
      id: number;
      league_type: string;
      ko_rounds: number | null;
      max_entries: number | null;
      members: number;
    }>(
      db,
      sql`select l.id, l.league_type, l.ko_rounds, l.max_entries, count(*)::int as members
          from leagues l join league_entries le on le.league_id = l.id
          where l.scoring = 'h' group by l.id`,
    );
    const invitational = leagues.filter((l) => l.league_type === 'x');
    const open = leagues.filter((l) => l.league_type === 'c');
    expect(invitational.some((l) => l.ko_rounds === null)).toBe(true);
    expect(invitational.some((l) => (l.ko_rounds ?? 0) > 0)).toBe(true);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((l) => l.max_entries === 16 && l.members <= 16)).toBe(true);
    await lockDeadline(db, await loadRunnerSettings(db), 1);
    const [unordered] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from leagues l
          where l.scoring = 'h' and l.qualifying_league is null
            and not exists (select 1 from h2h_orders o where o.league_id = l.id)`,
    );
    expect(unordered!.n).toBe(0);
  });

  it('enters the simulated managers in the Overall, country, fan and league cups', async () => {
    const db = t.database.db;
    // 300 teams and more need nine rounds: the Overall cup qualifies on gameweek 29.
    expect(await qualifyCups(db, 28)).toBe(0);
    expect(await qualifyCups(db, 29)).toBeGreaterThan(0);
    const cups = await queryRows<{ kind: string; entrants: number; members: number }>(
      db,
      sql`select case when p.short_name = 'overall' then 'overall'
                      when p.short_name like 'team-%' then 'fan'
                      when p.short_name like 'region-%' then 'country'
                      else p.league_type end as kind,
                 c.qualification_numbers as entrants,
                 (select count(*)::int from league_entries le where le.league_id = p.id) as members
          from leagues c join leagues p on p.id = c.qualifying_league`,
    );
    // Every team is entered: nine rounds hold 512.
    const overall = cups.find((c) => c.kind === 'overall')!;
    expect(overall.members).toBeGreaterThanOrEqual(MANAGERS);
    expect(overall.entrants).toBe(overall.members);
    expect(cups.some((c) => c.kind === 'country')).toBe(true);
    // The smaller fan and invitational leagues qualify later, by their size.
    const drawn = async (kind: SQL) =>
      (
        await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from leagues c join leagues p on p.id = c.qualifying_league
              where ${kind}`,
        )
      )[0]!.n;
    const fan = sql`p.short_name like 'team-%'`;
    const invitational = sql`p.league_type = 'x'`;
    expect(await drawn(fan)).toBe(0);
    await qualifyCups(db, 36);
    expect(await drawn(fan)).toBeGreaterThan(0);
    expect(await drawn(invitational)).toBeGreaterThan(0);
  });
});
