// Fantasy points of one element over a gameweek: blank, single or double (game-rules §1.2).
import { points } from '../types';
import type { ElementTypeId } from '../types';
import { scoreFixture } from './score-fixture';
import type { GameweekFixture, GameweekScore, RuleSet } from './types';

/**
 * Scores every fixture of an element's gameweek separately and sums them. A blank gameweek
 * (no fixture) scores 0 with an empty explain; a double gameweek has one explain entry per fixture.
 */
export function scoreGameweek(
  rules: RuleSet,
  type: ElementTypeId,
  fixtures: readonly GameweekFixture[],
): GameweekScore {
  let total = 0;
  const explain = fixtures.map(({ fixture, stats }) => {
    const score = scoreFixture(rules, type, stats);
    total += score.total;
    return { fixture, stats: score.explain };
  });
  return { total: points(total), explain };
}
