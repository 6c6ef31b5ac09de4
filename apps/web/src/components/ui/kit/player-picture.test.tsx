import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PlayerPicture, initials } from './player-picture';

const kit = {
  shirt: '#034694',
  sleeves: '#034694',
  shorts: '#ffffff',
  socks: '#034694',
  secondary: '#ffffff',
  style: 'plain',
} as const;

describe('a player’s picture', () => {
  it('takes the initials of the first name and of the surname’s last word', () => {
    expect(initials('Bruno', 'Borges Fernandes')).toBe('BF');
    expect(initials('josé', 'Sá')).toBe('JS');
  });

  it('is his club’s shirt with his initials, named as his picture', () => {
    render(
      <PlayerPicture
        player={{ first_name: 'Martin', second_name: 'Ødegaard', team: 3 }}
        kit={kit}
        goalkeeper={false}
        size={88}
      />,
    );
    const picture = screen.getByRole('img', { name: 'Picture of Martin Ødegaard' });
    expect(picture.querySelector('text')?.textContent).toBe('MØ');
    const fills = [...picture.querySelectorAll('path')].map((p) => p.getAttribute('fill'));
    expect(fills).toContain('#034694');
  });
});

describe('a player’s picture beside his name', () => {
  it('is left out of the accessibility tree, his name already saying who', () => {
    const { container } = render(
      <PlayerPicture
        player={{ first_name: 'Martin', second_name: 'Ødegaard', team: 3 }}
        kit={kit}
        goalkeeper={false}
        size={32}
        decorative
      />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelector('text')?.textContent).toBe('MØ');
  });
});
