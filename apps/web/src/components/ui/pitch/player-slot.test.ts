import type { GameData } from './game-data';
import { describe, expect, it } from 'vitest';

import { playerSlots } from './player-slot';

const data = {
  teams: [{ id: 4, kit: { shirt: '#034694' } }],
  element_types: [{ id: 1, singular_name_short: 'GKP' }],
} as unknown as Pick<GameData, 'teams' | 'element_types'>;

describe('a player’s pitch card', () => {
  it('wears his club’s kit with his initials when his full name is known', () => {
    const card = playerSlots(data)('1', {
      name: 'Raya',
      elementType: 1,
      team: 4,
      names: { first_name: 'David', second_name: 'Raya Martín' },
    });
    expect(card.player).toMatchObject({
      name: 'Raya',
      goalkeeper: true,
      kit: { shirt: '#034694' },
      mark: 'DM',
    });
    expect(card.typeLabel).toBe('GKP');
  });

  it('wears a plain shirt when only his short name is known', () => {
    const card = playerSlots(data)('1', { name: 'Raya', elementType: 1, team: 4 });
    expect(card.player?.mark).toBeUndefined();
  });
});
