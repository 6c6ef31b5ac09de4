import { DEFAULT_GAME_SETTINGS } from '@ofl/engine/game-settings';
import { describe, expect, it } from 'vitest';

import { aLineUp, aPicksHistory } from '../../../testing/entry-api';
import type { EntryEventPicks } from '../api/get-entry-event-picks';
import { liveResults, scoreEvent } from './event-points';

// A 4-4-2 of elements 1-11, bench 12 (keeper), 13-15; 5 captain, 6 vice.
const payload = (cost = 0): EntryEventPicks => ({
  active_chip: null,
  automatic_subs: [],
  provisional_automatic_subs: [],
  entry_history: aPicksHistory(1, { event_transfers: cost / 4, event_transfers_cost: cost }),
  picks: aLineUp(4, 5),
});

const live = (points: (id: number) => number, played: (id: number) => boolean) =>
  liveResults(
    Array.from({ length: 15 }, (_, i) => ({
      id: i + 1,
      stats: {
        total_points: points(i + 1),
        minutes: played(i + 1) ? 90 : 0,
        played: played(i + 1),
      },
      explain: [],
    })),
  );

describe('the points of an entry gameweek', () => {
  it('while matches are on, sums live points times the multipliers frozen at the deadline', () => {
    const score = scoreEvent(
      payload(4),
      live(
        () => 2,
        (id) => id !== 5,
      ),
      DEFAULT_GAME_SETTINGS,
      false,
    );
    // Ten starters at 2, the captain (who has not played yet) at 2 x 2.
    expect(score.points).toBe(24);
    expect(score.netPoints).toBe(20);
    expect(score.automaticSubs).toEqual([]);
  });

  it('once finished, brings on the first bench player who played and passes the armband to the vice-captain', () => {
    const score = scoreEvent(
      payload(),
      live(
        (id) => id,
        (id) => id !== 5,
      ),
      DEFAULT_GAME_SETTINGS,
      true,
    );
    expect(score.automaticSubs).toEqual([{ element_in: 13, element_out: 5 }]);
    const starters = score.picks.filter((p) => p.position <= 11).map((p) => p.element);
    expect(starters).toContain(13);
    expect(starters).not.toContain(5);
    // 1..11 without 5, plus 13, with the vice-captain (6) doubled.
    expect(score.points).toBe(66 - 5 + 13 + 6);
  });

  it('while live, plays the provisional substitutions and passes the armband of a captain taken off', () => {
    const subs = [{ entry: 1, element_in: 13, element_out: 5, event: 1 }];
    // The captain (5) is off; 7 has not played yet but his match is still on.
    const played = (id: number) => id !== 5 && id !== 7;
    const score = scoreEvent(
      { ...payload(4), provisional_automatic_subs: subs },
      live((id) => id, played),
      DEFAULT_GAME_SETTINGS,
      false,
      (id) => id === 7,
    );
    expect(score.provisional).toBe(true);
    expect(score.automaticSubs).toEqual([{ element_in: 13, element_out: 5 }]);
    const byElement = new Map(score.picks.map((p) => [p.element, p]));
    expect(byElement.get(13)).toMatchObject({ position: 5, multiplier: 1 });
    expect(byElement.get(5)).toMatchObject({ position: 13, multiplier: 0 });
    expect(byElement.get(6)!.multiplier).toBe(2);
    // 1..11 without 5, plus 13, with the vice-captain (6) doubled; the hit stays apart.
    expect(score.points).toBe(66 - 5 + 13 + 6);
    expect(score.netPoints).toBe(score.points - 4);
  });
});
