import { useState, type ReactNode } from 'react';
import type { Fixture, GameElement } from '@ofl/api';

import { Button } from '../../../../components/ui/button';
import { DataTable } from '../../../../components/ui/data-table';
import type { GameData } from '../../../../components/ui/pitch/game-data';
import { formatMoney } from '../../../../lib/money';
import { EXPECTED_FIGURES, expectedFigure } from '../../utils/expected-figures';
import { fixtureTicker } from '../../utils/fixture-ticker';
import { TickerMatches } from './ticker-matches';

/** The most players side by side: more would not fit a phone. */
export const MAX_COMPARED = 4;

/** A row of the comparison: what it shows, and each player's value. */
interface Figure {
  label: string;
  value: (element: GameElement) => ReactNode;
}

/**
 * Two to four players side by side: price, form, points, the next fixtures, ownership and the
 * expected figures. Players are chosen from a list grouped by position.
 */
export function PlayerComparison({
  data,
  fixtures,
  events,
}: {
  data: GameData;
  fixtures: readonly Fixture[];
  events: readonly number[];
}) {
  const [ids, setIds] = useState<number[]>([]);
  const [choice, setChoice] = useState('');
  const compared = ids.flatMap((id) => data.elements.find((e) => e.id === id) ?? []);
  const shortName = (id: number) => data.teams.find((t) => t.id === id)?.short_name ?? '';
  const figures: Figure[] = [
    { label: 'Club', value: (e) => data.teams.find((t) => t.id === e.team)?.name ?? '' },
    {
      label: 'Position',
      value: (e) => data.element_types.find((t) => t.id === e.element_type)?.singular_name ?? '',
    },
    { label: 'Price', value: (e) => formatMoney(e.now_cost) },
    { label: 'Form', value: (e) => e.form },
    { label: 'Total points', value: (e) => e.total_points },
    { label: 'Points per game', value: (e) => e.points_per_game },
    {
      label: `Fixtures GW${events[0]}–${events.at(-1)}`,
      value: (e) => (
        <span className="comparison__fixtures">
          {fixtureTicker(e.team, fixtures, events).map((matches, i) => (
            <span key={events[i]}>
              <span className="visually-hidden">GW{events[i]}: </span>
              <TickerMatches matches={matches} shortName={shortName} />
            </span>
          ))}
        </span>
      ),
    },
    { label: 'Selected by', value: (e) => `${e.selected_by_percent}%` },
    ...EXPECTED_FIGURES.map(([key, label]) => ({
      label,
      value: (e: GameElement) => expectedFigure(e, key),
    })),
  ];
  const add = () => {
    const id = Number(choice);
    if (id && !ids.includes(id) && ids.length < MAX_COMPARED) setIds([...ids, id]);
    setChoice('');
  };

  return (
    <section className="comparison" aria-labelledby="comparison-title">
      <h2 id="comparison-title">Compare players</h2>
      <div className="planner__form">
        <div className="field">
          <label htmlFor="comparison-player">Player to compare</label>
          <select
            id="comparison-player"
            value={choice}
            disabled={ids.length >= MAX_COMPARED}
            onChange={(e) => setChoice(e.target.value)}
          >
            <option value="">Choose a player</option>
            {data.element_types.map((type) => (
              <optgroup key={type.id} label={type.plural_name}>
                {data.elements
                  .filter((e) => e.element_type === type.id && !ids.includes(e.id))
                  .sort((a, b) => b.total_points - a.total_points)
                  .map((e) => (
                    <option key={e.id} value={e.id}>
                      {e.web_name} ({shortName(e.team)})
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </div>
        <Button onClick={add} disabled={!choice || ids.length >= MAX_COMPARED}>
          Compare
        </Button>
      </div>
      {compared.length < 2 ? (
        <p>Choose two to four players to see them side by side.</p>
      ) : (
        <DataTable
          label="Players compared"
          className="comparison__table"
          rows={figures}
          rowKey={(f) => f.label}
          columns={[
            { header: 'Figure', rowHeader: true, cell: (f) => f.label },
            ...compared.map((e) => ({ header: e.web_name, cell: (f: Figure) => f.value(e) })),
          ]}
        />
      )}
      {compared.length > 0 && (
        <ul className="comparison__chosen" aria-label="Players chosen">
          {compared.map((e) => (
            <li key={e.id}>
              <Button secondary onClick={() => setIds(ids.filter((id) => id !== e.id))}>
                Remove {e.web_name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
