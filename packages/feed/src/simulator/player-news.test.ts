import { describe, expect, it } from 'vitest';
import { weekPlayerNews, type NewsPlayer, type WeekNewsInput } from './player-news';

const at = new Date('2026-10-04T18:00:00Z');
const day = (n: number) => new Date(at.getTime() + n * 86_400_000);
const fit: NewsPlayer = {
  id: 1,
  team: 1,
  status: 'a',
  news: '',
  newsReturn: null,
  minutes: 0,
  yellows: 0,
  reds: 0,
  seasonYellowsBefore: 0,
};
/** A player out or doubtful with `news`, expected back `back` days from now. */
const withNews = (id: number, status: string, news: string, back: number): NewsPlayer => ({
  ...fit,
  id,
  status,
  news,
  newsReturn: day(back).toISOString(),
});
const week = (players: NewsPlayer[], over: Partial<WeekNewsInput> = {}) =>
  weekPlayerNews({
    event: 7,
    at,
    nextDeadline: day(6),
    clubKickoffs: new Map([[1, [day(7), day(14), day(21), day(28)]]]),
    players,
    seed: 1,
    ...over,
  });

describe('weekPlayerNews', () => {
  it('bans for a fifth yellow by GW19, a tenth by GW32, and for red cards', () => {
    const fifth = { ...fit, yellows: 1, seasonYellowsBefore: 4 };
    expect(week([fifth])[0]).toMatchObject({
      status: 's',
      chance: 0,
      news: 'Suspended until 18 Oct',
    });
    expect(week([fifth], { event: 20 })).toEqual([]);
    const tenth = { ...fit, yellows: 1, seasonYellowsBefore: 9 };
    expect(week([tenth], { event: 30 })[0]).toMatchObject({ news: 'Suspended until 25 Oct' });
    expect(week([tenth], { event: 33 })).toEqual([]);
    expect(week([{ ...fit, reds: 1 }])[0]).toMatchObject({ news: 'Suspended until 1 Nov' });
    expect(week([{ ...fit, reds: 1, yellows: 1 }])[0]).toMatchObject({
      news: 'Suspended until 18 Oct',
    });
  });

  it('writes injuries with an expected return after the news, only for players who played', () => {
    const players = Array.from({ length: 3000 }, (_, i) => ({ ...fit, id: i + 1, minutes: 90 }));
    const injuries = week(players).filter((u) => u.status === 'i');
    expect(injuries.length).toBeGreaterThan(10);
    for (const u of injuries) {
      expect(u.news).toMatch(/ - Expected back \d{1,2} [A-Z][a-z]{2}$/);
      expect(Date.parse(u.news_return!)).toBeGreaterThan(Date.parse(u.news_added));
    }
    const benched = players.map((p) => ({ ...p, minutes: 0 }));
    expect(week(benched)).toEqual([]);
    expect(week(players)).toEqual(week(players));
  });

  it('clears news when the player plays again and brings the injured back to training when due', () => {
    const doubtful = { ...withNews(2, 'd', 'Knock - 75% chance of playing', 3), minutes: 90 };
    expect(week([doubtful])).toEqual([
      {
        id: 2,
        status: 'a',
        news: '',
        chance: null,
        news_return: null,
        news_added: '2026-10-04T18:00:00Z',
      },
    ]);
    const injured = withNews(3, 'i', 'Knee injury - Expected back 9 Oct', 5);
    expect(week([injured])[0]).toMatchObject({
      status: 'd',
      chance: 75,
      news: 'Returned to training - 75% chance of playing',
    });
    const later = { ...injured, newsReturn: day(20).toISOString() };
    expect(week([later])).toEqual([]);
    const banned = withNews(4, 's', 'Suspended until 9 Oct', 5);
    expect(week([banned])[0]).toMatchObject({ status: 'a', news: '', chance: null });
  });
});
