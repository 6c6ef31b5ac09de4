import { useState } from 'react';
import { Link } from 'react-router';

import { Loading } from '../../../components/ui/loading';
import { useWinners } from '../api/get-winners';

/**
 * A prize's selector and its winners (SPEC §2 Prize Winners): Gameweek Winners link to the
 * manager's points of that gameweek, Monthly Winners to his history.
 */
export function WinnersTable({
  kind,
  title,
  pointsLabel,
  choices,
  emptyChoices,
  href,
}: {
  kind: 'event' | 'phase';
  title: string;
  pointsLabel: string;
  /** The finished gameweeks or phases, oldest first; the latest is shown first. */
  choices: ReadonlyArray<{ id: number; name: string }>;
  emptyChoices: string;
  href: (entry: number, id: number) => string;
}) {
  const [chosen, setChosen] = useState<number | null>(null);
  const id = chosen ?? choices.at(-1)?.id ?? null;
  const winners = useWinners(kind, id);
  const selectId = `winners-${kind}`;
  return (
    <section className="winners" aria-labelledby={`${selectId}-title`}>
      <h2 id={`${selectId}-title`}>{title}</h2>
      <div className="field">
        <label htmlFor={selectId}>{kind === 'event' ? 'Gameweek' : 'Month'}</label>
        <select
          id={selectId}
          value={id ?? ''}
          disabled={choices.length === 0}
          onChange={(e) => setChosen(Number(e.target.value))}
        >
          {choices.length === 0 ? (
            <option value="">{emptyChoices}</option>
          ) : (
            [...choices].reverse().map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))
          )}
        </select>
      </div>
      {id !== null &&
        (winners.data ? (
          <table className="table">
            <thead>
              <tr>
                <th scope="col" className="table__num">
                  Rank
                </th>
                <th scope="col">Team &amp; Manager</th>
                <th scope="col" className="table__num">
                  {pointsLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {winners.data.length === 0 ? (
                <tr>
                  <td colSpan={3}>No winners</td>
                </tr>
              ) : (
                winners.data.map((w) => (
                  <tr key={w.rank_sort}>
                    <td className="table__num">{w.rank}</td>
                    <td>
                      <Link to={href(w.entry_id, id)}>{w.team_name}</Link>
                      <br />
                      {w.first_name} {w.last_name}
                    </td>
                    <td className="table__num">{w.points}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        ) : winners.error ? null : (
          <Loading />
        ))}
    </section>
  );
}
