import { render } from '@testing-library/react';
import type { Bootstrap, NewsItem } from '@ofl/api';
import { describe, expect, it } from 'vitest';

import { NewsLeadImage } from './news-lead-image';

const kit = (shirt: string) => ({
  shirt,
  sleeves: shirt,
  shorts: '#ffffff',
  socks: shirt,
  secondary: '#ffffff',
  style: 'plain' as const,
});

const data = {
  teams: [
    { id: 1, kit: kit('#034694') },
    { id: 2, kit: kit('#c8102e') },
  ],
  elements: [{ id: 7, first_name: 'Martin', second_name: 'Ødegaard', team: 2, element_type: 3 }],
} as unknown as Pick<Bootstrap, 'elements' | 'teams'>;

const item = (references: NewsItem['references']) =>
  ({ id: 1, title: 'The shortlist', references }) as unknown as NewsItem;

const shirtFills = (container: HTMLElement) =>
  [...container.querySelectorAll('.shirt path')].map((p) => p.getAttribute('fill'));

describe('an article’s lead image', () => {
  it('shows the shirt of the player the article is about, his initials on it, and the headline', () => {
    const { container } = render(
      <NewsLeadImage item={item([{ type: 'player', id: 7 }])} data={data} />,
    );
    expect(container.querySelector('.news-lead__headline')?.textContent).toBe('The shortlist');
    expect(container.querySelector('.shirt text')?.textContent).toBe('MØ');
    expect(shirtFills(container)).toContain('#c8102e');
    // The headline is the article's title: the image is not read a second time.
    expect(container.querySelector('.news-lead')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the club’s shirt, with no initials, when the article is about a club', () => {
    const { container } = render(
      <NewsLeadImage item={item([{ type: 'team', id: 1 }])} data={data} />,
    );
    expect(container.querySelector('.shirt text')).toBeNull();
    expect(shirtFills(container)).toContain('#034694');
  });
});
