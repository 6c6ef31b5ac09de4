import { describe, expect, it } from 'vitest';
import type { Bootstrap } from '@ofl/api';

import { dayMonthYear, minutesSeconds } from './format-news';
import { playersWithNews } from './players-with-news';

type Element = Bootstrap['elements'][number];

const player = (id: number, facts: Partial<Element>): Element =>
  ({
    id,
    team: 1,
    element_type: 3,
    web_name: `P${id}`,
    status: 'a',
    news: '',
    news_added: null,
    chance_of_playing_next_round: null,
    ...facts,
  }) as Element;

const elements = [
  player(1, {
    status: 'i',
    news: 'Knee injury',
    news_added: '2025-09-01T10:00:00Z',
    chance_of_playing_next_round: 0,
  }),
  player(2, {
    status: 'd',
    news: 'Knock',
    news_added: '2025-09-03T10:00:00Z',
    chance_of_playing_next_round: 75,
    team: 2,
  }),
  player(3, {}),
  player(4, {
    status: 'd',
    news: 'Illness',
    news_added: '2025-09-03T10:00:00Z',
    chance_of_playing_next_round: 25,
    element_type: 2,
  }),
];

describe('playersWithNews', () => {
  it('lists only players with news, the most recently added first, ties by club', () => {
    expect(playersWithNews(elements, 'all', 'news_added').map((e) => e.id)).toEqual([4, 2, 1]);
  });

  it('sorts by chance of playing, lowest first', () => {
    expect(
      playersWithNews(elements, 'all', 'chance_of_playing_next_round').map((e) => e.id),
    ).toEqual([1, 4, 2]);
  });

  it('filters by position or by club', () => {
    expect(playersWithNews(elements, 'et_2', 'news_added').map((e) => e.id)).toEqual([4]);
    expect(playersWithNews(elements, 'te_2', 'news_added').map((e) => e.id)).toEqual([2]);
  });
});

describe('format', () => {
  it('writes dates as DD/MM/YYYY and video lengths as mm:ss', () => {
    expect(dayMonthYear('2025-09-03T10:00:00Z')).toBe('03/09/2025');
    expect(dayMonthYear('2025-12-25')).toBe('25/12/2025');
    expect(minutesSeconds(125)).toBe('02:05');
  });
});
