// The public profile of an entry (GET entry/{id}/): the entry, its manager and leagues, with
// the current gameweek from the game clock, and its cups.
import { currentEventId } from '@ofl/engine';
import { entryMemberships, entryWithManager, type Tx } from '@ofl/db';
import { notFound } from '../../errors';
import { presentKnockoutMatch } from '../../presenters/cup';
import { presentEntry } from '../../presenters/entry';
import { cupQualified, loadEntryCups, overallCupBlock } from '../leagues/cups';
import type { GameRules } from '../planning/squads-rules';

/** Loads and presents one entry; 404 when there is none. */
export async function entryProfile(db: Tx, entryId: number, now: Date, rules: GameRules) {
  const row = await entryWithManager(db, entryId);
  if (!row) throw notFound();
  const memberships = await entryMemberships(db, row.entry.id);
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
