// The player dialog's Fixtures tab (SPEC §2): every coming gameweek, 'None' for a blank one.
import type { SummaryFixture } from '../api/get-element-summary';

/** A row of the Fixtures tab: a fixture, or a gameweek the player's club does not play in. */
export type FixtureRow =
  | { kind: 'fixture'; event: number | null; fixture: SummaryFixture }
  | { kind: 'blank'; event: number };

/**
 * The coming fixtures gameweek by gameweek from `fromEvent` to `lastEvent`, a blank row for a
 * gameweek without one, then the fixtures not yet given a gameweek.
 */
export function fixtureRows(
  fixtures: readonly SummaryFixture[],
  fromEvent: number,
  lastEvent: number,
): FixtureRow[] {
  const rows: FixtureRow[] = [];
  for (let event = fromEvent; event <= lastEvent; event++) {
    const of = fixtures.filter((f) => f.event === event);
    if (of.length === 0) rows.push({ kind: 'blank', event });
    for (const fixture of of) rows.push({ kind: 'fixture', event, fixture });
  }
  for (const fixture of fixtures.filter((f) => f.event == null)) {
    rows.push({ kind: 'fixture', event: null, fixture });
  }
  return rows;
}

/** Whether a kickoff is still to be confirmed: no time yet, or only a provisional one. */
export function isTbc(fixture: Pick<SummaryFixture, 'kickoff_time' | 'provisional_start_time'>) {
  return fixture.kickoff_time == null || fixture.provisional_start_time;
}
