import type { Bootstrap } from '@ofl/api';

type Element = Bootstrap['elements'][number];

export type NewsSort = 'news_added' | 'chance_of_playing_next_round';

/**
 * The players with news (SPEC §2 News), filtered by 'all', 'et_{position}' or 'te_{club}', sorted
 * most recently added first (news_added compared as text, SPEC §9) or by chance of playing
 * ascending; ties by club, position and id.
 */
export function playersWithNews(elements: readonly Element[], filter: string, sort: NewsSort) {
  const [kind, value] = filter.split('_');
  const id = Number(value);
  const tie = (a: Element, b: Element) =>
    a.team - b.team || a.element_type - b.element_type || a.id - b.id;
  return elements
    .filter((e) => e.news !== '')
    .filter((e) => (kind === 'et' ? e.element_type === id : kind === 'te' ? e.team === id : true))
    .sort((a, b) => {
      if (sort === 'news_added') {
        const x = a.news_added ?? '';
        const y = b.news_added ?? '';
        return x < y ? 1 : x > y ? -1 : tie(a, b);
      }
      const x = a.chance_of_playing_next_round ?? 100;
      const y = b.chance_of_playing_next_round ?? 100;
      return x - y || tie(a, b);
    });
}
