import { describe, expect, it } from 'vitest';
import { playedInGameweek } from './played';

describe('playedInGameweek', () => {
  it('counts a player with minutes in any fixture as played', () => {
    expect(playedInGameweek([{ minutes: 0 }, { minutes: 12 }])).toBe(true);
  });

  it('counts a booking on the bench as played', () => {
    expect(playedInGameweek([{ minutes: 0, yellow_cards: 1 }])).toBe(true);
    expect(playedInGameweek([{ minutes: 0, red_cards: 1 }])).toBe(true);
  });

  it('does not count a player with no minutes and no card, or with no fixture', () => {
    expect(playedInGameweek([{ minutes: 0 }])).toBe(false);
    expect(playedInGameweek([])).toBe(false);
  });
});
