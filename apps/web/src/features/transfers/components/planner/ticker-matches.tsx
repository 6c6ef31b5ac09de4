import { fdrClass } from '../../../../components/ui/fdr';
import type { TickerMatch } from '../../utils/fixture-ticker';

/**
 * A player's matches of one gameweek: each opponent with (H) or (A), coloured by its difficulty;
 * a blank gameweek shows a dash.
 */
export function TickerMatches({
  matches,
  shortName,
}: {
  matches: readonly TickerMatch[];
  shortName: (team: number) => string;
}) {
  if (matches.length === 0) return <span className="ticker__blank">–</span>;
  return matches.map((m, j) => (
    <span key={j} className={`ticker__match ${fdrClass(m.difficulty)}`}>
      {shortName(m.opponent)} ({m.home ? 'H' : 'A'})
      <span className="visually-hidden">, difficulty {m.difficulty}</span>
    </span>
  ));
}
