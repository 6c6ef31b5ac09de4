import type { GameElement } from '@ofl/api';

import type { GameData } from '../../../components/ui/pitch/game-data';
import { fdrClass } from '../../../components/ui/fdr';
import { formatMoney } from '../../../lib/money';
import type { ElementSummary } from '../api/get-element-summary';

/** Where a player's selection ranks among players of his position: '12 of 180'. */
export function selectedRank(element: GameElement, elements: readonly GameElement[]): string {
  const same = elements.filter((e) => e.element_type === element.element_type);
  const above = same.filter(
    (e) => Number(e.selected_by_percent) > Number(element.selected_by_percent),
  ).length;
  return `${above + 1} of ${same.length}`;
}

/**
 * The stats strip (Price, Form, Pts/Match, round points, Total Pts, Total Bonus, ICT Index,
 * Teams Selected By with its rank in the position) and the three Form and Fixtures boxes.
 */
export function PlayerStats({
  element,
  data,
  summary,
  next,
}: {
  element: GameElement;
  data: GameData;
  summary: ElementSummary | undefined;
  next: number;
}) {
  const manager = element.element_type === 5;
  const short = new Map(data.teams.map((t) => [t.id, t.short_name]));
  const stats: Array<[string, string]> = [
    ['Price', formatMoney(element.now_cost)],
    ['Form', element.form],
    ['Pts / Match', element.points_per_game],
    [`GW${Math.max(1, next - 1)} Pts`, String(element.event_points)],
    ['Total Pts', String(element.total_points)],
    ...(manager
      ? []
      : ([
          ['Total Bonus', String(element.bonus)],
          ['ICT Index', element.ict_index],
        ] as Array<[string, string]>)),
    ['Teams Selected By', `${element.selected_by_percent}%`],
  ];
  const form = (summary?.history ?? []).slice(-3);
  const coming = (summary?.fixtures ?? [])
    .filter((f) => f.event != null && f.event >= next)
    .slice(0, 3);

  return (
    <>
      <dl className="figures player-stats">
        {stats.map(([label, value]) => (
          <div key={label} className="player-stats__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="player-stats__item">
          <dt>TSB rank</dt>
          <dd>{selectedRank(element, data.elements)}</dd>
        </div>
      </dl>
      <div className="player-boxes">
        <section aria-label="Form" className="player-boxes__group">
          <h3>Form</h3>
          <ol>
            {form.length === 0 && <li className="player-box player-box--empty">-</li>}
            {form.map((h) => (
              <li key={`${h.fixture}-${h.round}`} className="player-box">
                <span className="player-box__gw">GW{h.round}</span>
                <span>
                  {short.get(h.opponent_team)} ({h.was_home ? 'H' : 'A'})
                </span>
                <strong>{h.total_points}pts</strong>
              </li>
            ))}
          </ol>
        </section>
        <section aria-label="Fixtures" className="player-boxes__group">
          <h3>Fixtures</h3>
          <ol>
            {coming.length === 0 && <li className="player-box player-box--empty">-</li>}
            {coming.map((f) => (
              <li key={f.id} className={`player-box ${fdrClass(f.difficulty)}`}>
                <span className="player-box__gw">GW{f.event}</span>
                <span>
                  {short.get(f.is_home ? f.team_a : f.team_h)} ({f.is_home ? 'H' : 'A'})
                </span>
                <strong title={`Difficulty ${f.difficulty}`}>{f.difficulty}</strong>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
