import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PitchCard } from '../pitch/pitch-card';
import { availabilityOf } from './availability';
import { AvailabilityFlag } from './availability-flag';

const facts = (status: string, chance: number | null, news = '') => ({
  status,
  chance_of_playing_next_round: chance,
  news,
});

describe('a player’s availability', () => {
  it('shows no flag for a fit player', () => {
    expect(availabilityOf(facts('a', null))).toBeNull();
    expect(availabilityOf(facts('a', 100))).toBeNull();
    expect(availabilityOf(undefined)).toBeNull();
  });

  it('flags at the colours of 0, 25, 50 and 75 percent, with the words the game uses', () => {
    expect(availabilityOf(facts('d', 75, 'Knock'))).toEqual({
      level: 75,
      chance: '75% chance of playing',
      news: 'Knock',
    });
    expect(availabilityOf(facts('d', 50))?.level).toBe(50);
    expect(availabilityOf(facts('d', 25))?.level).toBe(25);
    expect(availabilityOf(facts('i', 0, 'Hamstring'))).toEqual({
      level: 0,
      chance: 'Unlikely to play',
      news: 'Hamstring',
    });
    // Without a figure: doubtful reads as even, injured, suspended or gone as none.
    expect(availabilityOf(facts('d', null))?.level).toBe(50);
    expect(availabilityOf(facts('s', null))?.level).toBe(0);
    expect(availabilityOf(facts('u', null))?.chance).toBe('Unlikely to play');
  });
});

describe('the availability flag', () => {
  const knock = availabilityOf(facts('d', 75, 'Knock - 75% chance of playing'))!;

  it('is a button named for the player and his chance, described by his news', () => {
    render(<AvailabilityFlag availability={knock} name="Saka" />);
    const flag = screen.getByRole('button', { name: 'Saka: 75% chance of playing' });
    expect(flag.className).toContain('availability__flag--75');
    const news = screen.getByRole('tooltip', { hidden: true });
    expect(flag.getAttribute('aria-describedby')).toBe(news.id);
    expect(news.textContent).toContain('Knock');
  });

  it('opens its news on a tap, and closes it on a second tap or when left', () => {
    const { container } = render(<AvailabilityFlag availability={knock} name="Saka" />);
    const flag = screen.getByRole('button');
    const holder = container.querySelector('.availability')!;
    expect(holder.hasAttribute('data-open')).toBe(false);
    fireEvent.click(flag);
    expect(holder.hasAttribute('data-open')).toBe(true);
    expect(flag.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(flag);
    expect(holder.hasAttribute('data-open')).toBe(false);
    fireEvent.click(flag);
    fireEvent.blur(flag);
    expect(holder.hasAttribute('data-open')).toBe(false);
  });

  it('stands beside a doubtful player’s pitch card, never inside its button', () => {
    render(
      <PitchCard
        slot={{
          key: '1',
          elementType: 3,
          typeLabel: 'MID',
          label: 'Saka',
          player: { name: 'Saka', teamId: 1, goalkeeper: false, availability: knock },
        }}
      />,
    );
    const flag = screen.getByRole('button', { name: 'Saka: 75% chance of playing' });
    expect(flag.closest('.pitch-card')).toBeNull();
    expect(flag.closest('.pitch-slot')).not.toBeNull();
  });
});
