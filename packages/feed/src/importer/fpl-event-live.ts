// Maps FPL's `event/{id}/live/` payload (api-shapes §4) onto one row per element per fixture:
// the raw stats the engine's scoreFixture reads, the BPS, and FPL's own points for the fixture.
import type { ElementId, ElementTypeId, FixtureId, FixtureStats } from '@ofl/engine';
import { z } from 'zod';
import { parsePayload, row, wholeNumber } from './json-payload';
import type { ImportedFixture } from './fpl-bootstrap';

/** One element's stats in one fixture of a gameweek, with FPL's official points for it. */
export interface LiveFixtureStats {
  readonly event: number;
  readonly element: ElementId;
  readonly elementType: ElementTypeId;
  readonly fixture: FixtureId;
  readonly stats: FixtureStats;
  readonly bps: number;
  /** FPL's points for this fixture: the sum of its explain rows. */
  readonly officialPoints: number;
}

/** The counting stats of the live `stats` object that scoring reads (the CSV's columns too). */
export const SCORED_STATS = [
  'minutes', 'goals_scored', 'assists', 'clean_sheets', 'goals_conceded', 'own_goals',
  'penalties_saved', 'penalties_missed', 'yellow_cards', 'red_cards', 'saves', 'bonus',
  'defensive_contribution', 'clearances_blocks_interceptions', 'tackles', 'recoveries',
  'mng_win', 'mng_draw', 'mng_loss', 'mng_underdog_win', 'mng_underdog_draw',
  'mng_clean_sheets', 'mng_goals_scored',
] as const; // prettier-ignore

/** What the importer reads of `event/{id}/live/`: each element's stats and explain rows. */
const livePayload = row({
  elements: z.array(
    row({
      id: wholeNumber,
      stats: row({}),
      explain: z.array(
        row({
          fixture: wholeNumber,
          stats: z.array(row({ identifier: z.string(), points: z.number(), value: z.number() })),
        }),
      ),
    }),
  ),
});

function pickStats(source: Record<string, unknown>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of SCORED_STATS) {
    const v = source[key];
    if (typeof v === 'number') out[key] = v;
  }
  return out;
}

/** A fixture's BPS for an element, from the fixture's `stats` (the only per-fixture BPS). */
function fixtureBps(fixture: ImportedFixture | undefined, element: number): number | undefined {
  const bps = fixture?.stats.find((s) => s.identifier === 'bps');
  return [...(bps?.h ?? []), ...(bps?.a ?? [])].find((r) => r.element === element)?.value;
}

/**
 * Every element's stats per fixture of the gameweek. With one fixture the live `stats` object is
 * used whole; in a double gameweek each fixture's stats come from its explain rows (FPL lists
 * every stat that gave points there, so the points are exact) and its BPS from `fixtures/`.
 * `elementTypes` maps element ids to positions (from bootstrap-static).
 */
export function importEventLive(
  live: unknown,
  event: number,
  elementTypes: ReadonlyMap<number, ElementTypeId>,
  fixtures: readonly ImportedFixture[] = [],
): LiveFixtureStats[] {
  const what = `event/${event}/live`;
  const fixtureById = new Map(fixtures.map((f) => [f.id, f]));
  const out: LiveFixtureStats[] = [];
  for (const { id, stats, explain } of parsePayload(livePayload, live, what).elements) {
    const elementType = elementTypes.get(id);
    if (elementType === undefined) {
      throw new Error(`${what}: element ${id} is not in bootstrap-static`);
    }
    for (const { fixture, stats: rows } of explain) {
      const single = explain.length === 1;
      const fromExplain = Object.fromEntries(rows.map((r) => [r.identifier, r.value]));
      out.push({
        event,
        element: id as ElementId,
        elementType,
        fixture: fixture as FixtureId,
        stats: (single ? pickStats(stats) : pickStats(fromExplain)) as FixtureStats,
        bps:
          (single ? (stats.bps as number | undefined) : fixtureBps(fixtureById.get(fixture), id)) ??
          0,
        officialPoints: rows.reduce((sum, r) => sum + r.points, 0),
      });
    }
  }
  return out;
}
