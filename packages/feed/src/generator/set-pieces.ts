import type { Rng } from '@ofl/engine';
import type { DemoElement } from './types';

type SetPieceKey =
  'penalties_order' | 'direct_freekicks_order' | 'corners_and_indirect_freekicks_order';

// Who takes what: penalties go to the best finishers, free kicks and corners to good midfielders,
// with some randomness so it is not always the most expensive player.
const TAKERS: Array<{ key: SetPieceKey; weight: (p: DemoElement) => number }> = [
  {
    key: 'penalties_order',
    weight: (p) => p.quality * (p.element_type === 4 ? 1.3 : p.element_type === 3 ? 1.1 : 0.5),
  },
  { key: 'direct_freekicks_order', weight: (p) => p.quality * (p.element_type === 3 ? 1.3 : 0.8) },
  {
    key: 'corners_and_indirect_freekicks_order',
    weight: (p) => p.quality * (p.element_type === 3 ? 1.3 : p.element_type === 2 ? 0.9 : 0.5),
  },
];

/** Sets first and second takers of penalties, direct free kicks and corners for one club. */
export function assignSetPieces(rng: Rng, clubPlayers: DemoElement[]): void {
  const candidates = clubPlayers.filter(
    (p) => p.element_type !== 1 && p.element_type !== 5 && p.status !== 'u',
  );
  for (const { key, weight } of TAKERS) {
    const ranked = candidates
      .map((p) => ({ p, score: weight(p) * (0.85 + 0.3 * rng.next()) }))
      .sort((a, b) => b.score - a.score);
    ranked.slice(0, 2).forEach(({ p }, i) => {
      p[key] = i + 1;
    });
  }
}
