// The cups as the pages and tools read them (SPEC §4 Cup, §3 Cup status; game rules §7.4): a
// league's cup status, its matches page by page, its teams, and an entry's cup block.
import { cupPlan, currentEventId } from '@ofl/engine';
import type { CupMatches, CupMatchesQuery } from '@ofl/api';
import {
  cupCandidateCount,
  cupEntrants,
  cupMatchesPage,
  entryCupMatches,
  findLeagueCup,
  leaguesByIds,
  entryEventRank,
  type CupMatchRow,
  type LeagueCup,
  type Tx,
} from '@ofl/db';
import { notFound, ruleBroken } from '../../errors';
import {
  LARGE_CUP,
  presentCupStatus,
  presentKnockoutMatch,
  presentLeagueCupStatus,
} from '../../presenters/cup';
import type { LeagueRow } from '../../presenters/league';
import type { GameRules } from '../planning/squads-rules';

/** Cup matches per page. */
export const CUP_PAGE_SIZE = 50;

const largeForbidden = () =>
  ruleBroken('large_leagues_forbidden', 'This cup is too large to list all its matches.');

async function cupOf(db: Tx, id: number): Promise<LeagueCup> {
  const found = await findLeagueCup(db, id);
  if (!found) throw notFound();
  return found;
}

/** GET league/{id}/cup-status/: 404 for a league without a cup. */
export async function leagueCupStatus(db: Tx, id: number, now: Date, rules: GameRules) {
  const found = await cupOf(db, id);
  if (found.cup) return presentLeagueCupStatus(found, { qualificationEvent: null, candidates: 0 });
  const current = currentEventId(rules.deadlines, now) ?? 0;
  const candidates = await cupCandidateCount(db, found.league.id, Math.max(current, 1));
  const plan = cupPlan(candidates);
  // It qualifies at the first finalisation on or after its planned gameweek.
  const event = Math.max(plan.qualificationEvent, current, 1);
  return presentLeagueCupStatus(found, {
    qualificationEvent: plan.rounds > 0 && event < 38 ? event : null,
    candidates,
  });
}

/**
 * GET league/{id}/cup-matches/: a page of the cup's matches; a cup of more than 512 teams only
 * by team or by gameweek.
 */
export async function cupMatches(db: Tx, id: number, query: CupMatchesQuery): Promise<CupMatches> {
  const { cup } = await cupOf(db, id);
  if (!cup) return { has_next: false, page: query.page, results: [] };
  if ((cup.qualificationNumbers ?? 0) > LARGE_CUP && !query.entry && !query.event) {
    throw largeForbidden();
  }
  const { rows, hasNext } = await cupMatchesPage(
    db,
    cup.id,
    { entry: query.entry, event: query.event },
    query.page,
    CUP_PAGE_SIZE,
  );
  return { has_next: hasNext, page: query.page, results: rows.map(presentKnockoutMatch) };
}

/** GET league/{id}/cup-entries/: the cup's teams, for its team filter (up to 512). */
export async function cupTeams(db: Tx, id: number) {
  const { cup } = await cupOf(db, id);
  if (!cup || cup.qualificationEvent === null) return [];
  if ((cup.qualificationNumbers ?? 0) > LARGE_CUP) throw largeForbidden();
  return cupEntrants(db, cup.id, cup.qualificationEvent + 1);
}

/** An entry's cups: its matches in every cup, and what the profile says of each league's cup. */
export interface EntryCups {
  matches: CupMatchRow[];
  cups: Map<number, LeagueRow>;
}

/** The entry's cup matches and the cup rows of its leagues. */
export async function loadEntryCups(
  db: Tx,
  entryId: number,
  memberOf: readonly LeagueRow[],
): Promise<EntryCups> {
  const ids = memberOf.flatMap((l) => (l.cupLeague === null ? [] : [l.cupLeague]));
  const rows = ids.length > 0 ? await leaguesByIds(db, ids) : [];
  const cups = new Map(rows.map((cup) => [cup.id, cup]));
  return { matches: await entryCupMatches(db, entryId), cups };
}

/** cup_qualified of one of the entry's leagues: null before its cup's draw. */
export function cupQualified(league: LeagueRow, { matches, cups }: EntryCups): boolean | null {
  const cup = league.cupLeague === null ? undefined : cups.get(league.cupLeague);
  if (!cup || cup.qualificationEvent === null) return null;
  const first = cup.qualificationEvent + 1;
  return matches.some((m) => m.league === cup.id && m.event === first);
}

/** The entry's `leagues.cup` block: the Overall cup. */
export async function overallCupBlock(
  db: Tx,
  entry: { id: number; startedEvent: number },
  overall: LeagueRow | undefined,
  entryCups: EntryCups,
) {
  const cup = overall?.cupLeague ? entryCups.cups.get(overall.cupLeague) : undefined;
  if (!overall || !cup || cup.qualificationEvent === null) {
    return { matches: [], status: presentCupStatus(null, null, null), cup_league: null };
  }
  const qualified = cupQualified(overall, entryCups);
  const rank = await entryEventRank(db, entry.id, cup.qualificationEvent);
  const state = qualified
    ? 'qualified'
    : entry.startedEvent > cup.qualificationEvent
      ? 'not_entered'
      : 'not_qualified';
  return {
    matches: entryCups.matches.filter((m) => m.league === cup.id).map(presentKnockoutMatch),
    status: presentCupStatus(cup, state, rank ?? null),
    cup_league: cup.id,
  };
}
