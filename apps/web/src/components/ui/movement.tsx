import { rankMovement } from '@ofl/engine/leagues';

import './movement.css';

const WORDS = { up: 'Up', down: 'Down', same: 'Same', new: 'New' } as const;
const ARROWS = { up: '▲', down: '▼', same: '●', new: '-' } as const;

/** A league row's movement: an arrow up, down or level, or a dash when new or unranked. */
export function Movement({ rank, lastRank }: { rank: number; lastRank: number }) {
  const move = rankMovement(rank, lastRank);
  return (
    <span className={`movement movement--${move}`} title={WORDS[move]} aria-label={WORDS[move]}>
      {ARROWS[move]}
    </span>
  );
}
