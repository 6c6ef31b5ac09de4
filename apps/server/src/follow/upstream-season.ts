// From the upstream's payloads to what the follower writes, as pure functions: the lines of a
// gameweek's started fixtures (a payload of another gameweek refused whole), each fixture's
// state, and what changed in the season since the last poll (new players, club moves, status
// and news, fixtures moved, postponed or doubled, deadlines) with a sentence for each change.
import {
  importEventLive,
  type ImportedElement,
  type ImportedFixture,
  type ImportedSeason,
} from '@ofl/feed';
import { z } from 'zod';
import type { ElementTypeId } from '@ofl/engine';
import type { FollowedSeasonChanges, FollowedSeasonFields } from '@ofl/db';
import { elementRow, fixtureRow } from '../demo/seed-demo-season';

/** One player's latest line in one fixture, the upstream's points and bonus in its stats. */
export interface FollowedLine {
  readonly fixture: number;
  readonly element: number;
  readonly stats: Readonly<Record<string, number>>;
  readonly bps: number;
}

/** A fixture as the upstream tells it. */
export interface FollowedFixtureState {
  readonly fixtureId: number;
  readonly started: boolean;
  readonly finished: boolean;
  readonly teamHScore: number | null;
  readonly teamAScore: number | null;
}

/** The fixtures a live payload names, when it is shaped well enough to say. */
const fixturesNamed = z.looseObject({
  elements: z.array(z.looseObject({ explain: z.array(z.looseObject({ fixture: z.number() })) })),
});

/**
 * Every player's line in each started fixture of `event`, from its `event/{event}/live/`
 * payload. Throws, so nothing of it is applied, when the payload is malformed, names a player
 * the bootstrap does not, or names a fixture of another gameweek.
 */
export function liveLinesOf(live: unknown, event: number, season: ImportedSeason): FollowedLine[] {
  const types = new Map<number, ElementTypeId>(season.elements.map((e) => [e.id, e.element_type]));
  const ofEvent = new Map(season.fixtures.filter((f) => f.event === event).map((f) => [f.id, f]));
  // Another gameweek's payload is told as such, before what else it may get wrong.
  const named = fixturesNamed.safeParse(live);
  const wrong = named.success
    ? named.data.elements.flatMap((e) => e.explain).find((x) => !ofEvent.has(x.fixture))
    : undefined;
  if (wrong) {
    throw new Error(
      `event/${event}/live/: fixture ${wrong.fixture} is not of gameweek ${event}; payload refused`,
    );
  }
  return importEventLive(live, event, types, season.fixtures)
    .filter((r) => ofEvent.get(r.fixture)!.started)
    .map((r) => ({
      fixture: r.fixture,
      element: r.element,
      stats: { ...(r.stats as Record<string, number>), total_points: r.officialPoints },
      bps: r.bps,
    }));
}

/** The state of each fixture of `event`. */
export function fixtureStatesOf(season: ImportedSeason, event: number): FollowedFixtureState[] {
  return season.fixtures
    .filter((f) => f.event === event)
    .map((f) => ({
      fixtureId: f.id,
      started: f.started,
      finished: f.finished,
      teamHScore: f.team_h_score,
      teamAScore: f.team_a_score,
    }));
}

/** What the follower writes to keep the season in step, and a sentence per change. */
export interface SeasonChanges {
  readonly newElements: readonly ImportedElement[];
  /** Players whose club, availability (or price, when mirrored) moved: their upstream rows. */
  readonly elements: readonly ImportedElement[];
  /** Fixtures new, moved, postponed or doubled: their upstream rows. */
  readonly fixtures: readonly ImportedFixture[];
  readonly deadlines: readonly { id: number; deadline: Date }[];
  readonly notes: readonly string[];
}

const timeOf = (at: string | null): number | null => (at === null ? null : Date.parse(at));

/** The changes that bring `ours` in step with the upstream's season. */
export function diffSeason(
  ours: FollowedSeasonFields,
  upstream: ImportedSeason,
  options: { mirrorPrices: boolean },
): SeasonChanges {
  const club = new Map(upstream.teams.map((t) => [t.id, t.short_name]));
  const ourElements = new Map(ours.elements.map((e) => [e.id, e]));
  const notes: string[] = [];
  const newElements: ImportedElement[] = [];
  const elements: ImportedElement[] = [];
  for (const e of upstream.elements) {
    const mine = ourElements.get(e.id);
    if (!mine) {
      newElements.push(e);
      notes.push(`New player: ${e.web_name} (${club.get(e.team)})`);
      continue;
    }
    const moved = mine.team !== e.team;
    const available =
      mine.status !== e.status ||
      mine.news !== e.news ||
      mine.chanceOfPlayingThisRound !== e.chance_of_playing_this_round ||
      mine.chanceOfPlayingNextRound !== e.chance_of_playing_next_round;
    const priced = options.mirrorPrices && mine.nowCost !== e.now_cost;
    if (!moved && !available && !priced) continue;
    elements.push(e);
    if (moved) notes.push(`${e.web_name} moves from ${club.get(mine.team)} to ${club.get(e.team)}`);
    if (available) notes.push(`${e.web_name}: ${e.status}${e.news ? `, ${e.news}` : ''}`);
  }

  const ourFixtures = new Map(ours.fixtures.map((f) => [f.id, f]));
  const fixtures: ImportedFixture[] = [];
  for (const f of upstream.fixtures) {
    const mine = ourFixtures.get(f.id);
    const kickoff = timeOf(f.kickoff_time);
    const name = `${club.get(f.team_h)} v ${club.get(f.team_a)}`;
    const when = f.event === null ? 'postponed' : `in GW${f.event} at ${f.kickoff_time}`;
    if (!mine) {
      if (f.event === null) continue;
      fixtures.push(f);
      notes.push(`New fixture ${name} ${when}`);
    } else if (mine.event !== f.event || (mine.kickoffTime?.getTime() ?? null) !== kickoff) {
      fixtures.push(f);
      notes.push(
        `${name} ${f.event === null ? 'is postponed' : `moves to GW${f.event} at ${f.kickoff_time}`}`,
      );
    }
  }

  const ourDeadlines = new Map(ours.events.map((e) => [e.id, e.deadlineTime.getTime()]));
  const deadlines = upstream.events
    .map((e) => ({ id: e.id, deadline: new Date(e.deadline_time) }))
    .filter((e) => ourDeadlines.has(e.id) && ourDeadlines.get(e.id) !== e.deadline.getTime());
  for (const d of deadlines) notes.push(`GW${d.id} deadline moves to ${d.deadline.toISOString()}`);
  return { newElements, elements, fixtures, deadlines, notes };
}

/** True when nothing changed. */
export const noChanges = (c: SeasonChanges): boolean =>
  c.newElements.length + c.elements.length + c.fixtures.length + c.deadlines.length === 0;

/** The changes as the rows the data layer writes; the price only when mirrored. */
export function changeRows(
  changes: SeasonChanges,
  options: { mirrorPrices: boolean },
): FollowedSeasonChanges {
  return {
    newElements: changes.newElements.map(elementRow),
    elements: changes.elements.map((e) => ({
      id: e.id,
      team: e.team,
      status: e.status,
      news: e.news,
      newsAdded: e.news_added ? new Date(e.news_added) : null,
      chanceOfPlayingThisRound: e.chance_of_playing_this_round,
      chanceOfPlayingNextRound: e.chance_of_playing_next_round,
      ...(options.mirrorPrices && { nowCost: e.now_cost }),
    })),
    fixtures: changes.fixtures.map(fixtureRow),
    deadlines: [...changes.deadlines],
  };
}
