import { cleanup, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ClubBadge, inkOn } from './club-badge';

const kit = (style: string, shirt = '#c8102e', secondary = '#ffffff') => ({
  shirt,
  sleeves: shirt,
  shorts: '#ffffff',
  socks: shirt,
  secondary,
  style,
});

describe('a club badge', () => {
  it('is a shield in the shirt colour crossed by the secondary colour, as the shirt wears it', () => {
    const { container } = render(<ClubBadge kit={kit('stripes')} shortName="ARS" />);
    const fills = [...container.querySelectorAll('[fill]')].map((n) => n.getAttribute('fill'));
    expect(fills).toContain('#c8102e');
    expect(container.querySelector('g')!.getAttribute('fill')).toBe('#ffffff');
    expect(container.querySelectorAll('g rect')).toHaveLength(3);
    cleanup();
    const plain = render(<ClubBadge kit={kit('plain')} shortName="LIV" />).container;
    expect(plain.querySelectorAll('g rect')).toHaveLength(0);
    expect(plain.querySelector('text')!.textContent).toBe('LIV');
  });

  it('writes the initials in whichever of black and white reads on the shirt', () => {
    expect(inkOn('#ffffff')).toBe('#000000');
    expect(inkOn('#fdb913')).toBe('#000000');
    expect(inkOn('#c8102e')).toBe('#ffffff');
    expect(inkOn('#034694')).toBe('#ffffff');
    const { container } = render(<ClubBadge kit={kit('plain', '#fdb913')} shortName="WOL" />);
    expect(container.querySelector('text')!.getAttribute('fill')).toBe('#000000');
  });

  it('is decorative beside a name, and named when it stands alone', () => {
    const { container } = render(<ClubBadge kit={kit('plain')} />);
    expect(container.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    cleanup();
    const named = render(<ClubBadge kit={kit('plain')} title="Arsenal" />).container;
    expect(named.querySelector('svg')!.getAttribute('aria-label')).toBe('Arsenal');
  });
});
