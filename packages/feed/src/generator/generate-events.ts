import { shuffled, type Rng } from '@ofl/engine';
import { canPlayMidweek, midweekKickoffs, weekendKickoffs } from './kickoff-slots';
import type { DemoEvent } from './types';
import { DAY_MS, isoSeconds, ukLocalDay, ukLocalToUtc, utcToUkLocal } from './uk-time';

/** The deadline is 90 minutes before the gameweek's first kick-off (game-rules §4.4). */
export const DEADLINE_BEFORE_KICKOFF_MS = 90 * 60_000;
const MIDWEEK_ROUNDS = 3;

/** The first kick-off of every gameweek: the same UK wall-clock time, a week apart. */
export function gameweekAnchors(firstKickoffMs: number, count: number): number[] {
  const day = ukLocalDay(firstKickoffMs);
  const minuteOfDay = (utcToUkLocal(firstKickoffMs) - day) / 60_000;
  return Array.from({ length: count }, (_, i) =>
    i === 0
      ? firstKickoffMs
      : ukLocalToUtc(day + i * 7 * DAY_MS, Math.floor(minuteOfDay / 60), minuteOfDay % 60),
  );
}

/**
 * Kick-off times for each gameweek, sorted. Most are weekend rounds; a few (never the first or
 * last, never two in a row) are midweek rounds on Tuesday and Wednesday evenings.
 */
export function scheduleKickoffs(
  rng: Rng,
  firstKickoffMs: number,
  gameweeks: number,
  perGameweek: number,
): number[][] {
  const anchors = gameweekAnchors(firstKickoffMs, gameweeks);
  const eligible = shuffled(
    rng,
    anchors
      .map((_, i) => i)
      .filter((i) => i > 0 && i < gameweeks - 1 && canPlayMidweek(anchors[i]!)),
  );
  const midweek = new Set<number>();
  for (const i of eligible) {
    if (midweek.size >= MIDWEEK_ROUNDS) break;
    if (!midweek.has(i - 1) && !midweek.has(i + 1)) midweek.add(i);
  }
  return anchors.map((anchor, i) =>
    midweek.has(i)
      ? midweekKickoffs(anchor, perGameweek)
      : weekendKickoffs(rng, anchor, perGameweek),
  );
}

/** One event per gameweek, its deadline 90 minutes before its first kick-off. */
export function generateEvents(kickoffsByGameweek: number[][]): DemoEvent[] {
  return kickoffsByGameweek.map((kickoffs, i) => {
    const deadline = Math.min(...kickoffs) - DEADLINE_BEFORE_KICKOFF_MS;
    return {
      id: i + 1,
      name: `Gameweek ${i + 1}`,
      deadline_time: isoSeconds(deadline),
      deadline_time_epoch: Math.floor(deadline / 1000),
      deadline_time_game_offset: 0,
      release_time: null,
      average_entry_score: 0,
      finished: false,
      data_checked: false,
      highest_scoring_entry: null,
      highest_score: null,
      cup_leagues_created: false,
      h2h_ko_matches_created: false,
      can_enter: false,
      can_manage: false,
      released: false,
      ranked_count: 0,
      overrides: { rules: {}, scoring: {}, element_types: [], pick_multiplier: null },
      chip_plays: [],
      most_selected: null,
      most_transferred_in: null,
      top_element: null,
      top_element_info: null,
      transfers_made: 0,
      most_captained: null,
      most_vice_captained: null,
    };
  });
}
