// The defensive contribution count of game-rules §1.3: CBIT for defenders, CBIRT for MID and FWD.
import { DEFENDER, FORWARD, MIDFIELDER } from '../types';
import type { ElementTypeId } from '../types';
import type { FixtureStats } from './types';

/**
 * FPL's position-specific defensive contribution count. The given count wins (it is what the
 * feed publishes); otherwise it is built from clearances, blocks, interceptions, tackles and,
 * for midfielders and forwards, recoveries. Goalkeepers and managers have none.
 */
export function defensiveContributionCount(type: ElementTypeId, stats: FixtureStats): number {
  if (stats.defensive_contribution !== undefined) return stats.defensive_contribution;
  const cbit = (stats.clearances_blocks_interceptions ?? 0) + (stats.tackles ?? 0);
  if (type === DEFENDER) return cbit;
  if (type === MIDFIELDER || type === FORWARD) return cbit + (stats.recoveries ?? 0);
  return 0;
}
