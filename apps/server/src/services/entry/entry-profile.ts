// The public profile of an entry (GET entry/{id}/): the entry, its manager and leagues, with
// the current gameweek from the game clock, and its cups.
import { and, eq } from 'drizzle-orm';
import { currentEventId } from '@ofl/engine';
import { entries, leagueEntries, leagues, leagueStandings, regions, users, type Tx } from '@ofl/db';
import { notFound } from '../../errors';
import { presentKnockoutMatch } from '../../presenters/cup';
import { presentEntry } from '../../presenters/entry';
import { cupQualified, loadEntryCups, overallCupBlock } from '../leagues/cups';
import { loadGameRules, type GameRulesSource } from '../planning/squads-rules';

/** Loads and presents one entry; 404 when there is none. */
export async function entryProfile(
  db: Tx,
  entryId: number,
  now: Date,
  rulesOf: GameRulesSource = loadGameRules,
) {
  const [row] = await db
    .select({ entry: entries, user: users, region: regions })
    .from(entries)
    .innerJoin(users, eq(users.id, entries.userId))
    .leftJoin(regions, eq(regions.id, users.region))
    .where(eq(entries.id, entryId));
  if (!row) throw notFound();
  const memberships = await db
    .select({ league: leagues, membership: leagueEntries, standing: leagueStandings })
    .from(leagueEntries)
    .innerJoin(leagues, eq(leagues.id, leagueEntries.leagueId))
    .leftJoin(
      leagueStandings,
      and(
        eq(leagueStandings.phase, 1),
        eq(leagueStandings.leagueId, leagueEntries.leagueId),
        eq(leagueStandings.entryId, leagueEntries.entryId),
      ),
    )
    .where(eq(leagueEntries.entryId, row.entry.id));
  const rules = await rulesOf(db);
  const entryCups = await loadEntryCups(
    db,
    row.entry.id,
    memberships.map((m) => m.league),
  );
  const overall = memberships.find((m) => m.league.shortName === 'overall')?.league;
  return presentEntry(
    row.entry,
    row.user,
    row.region ?? undefined,
    memberships,
    currentEventId(rules.deadlines, now),
    rules.settings.squad_total_spend,
    {
      qualified: (league) => cupQualified(league, entryCups),
      block: await overallCupBlock(db, row.entry, overall, entryCups),
      matches: entryCups.matches.map(presentKnockoutMatch),
    },
  );
}
