import { useState } from 'react';
import { Link } from 'react-router';

import { DataTable } from '../../../components/ui/data-table';
import { Options } from '../../../components/ui/field';
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
            <Options items={[...choices].reverse()} value={(c) => c.id} label={(c) => c.name} />
          )}
        </select>
      </div>
      {id !== null &&
        (winners.data ? (
          <DataTable
            scroll={false}
            rows={winners.data}
            rowKey={(w) => w.rank_sort}
            emptyRow="No winners"
            columns={[
              { header: 'Rank', numeric: true, cell: (w) => w.rank },
              {
                header: 'Team & Manager',
                cell: (w) => (
                  <>
                    <Link to={href(w.entry_id, id)}>{w.team_name}</Link>
                    <br />
                    {w.first_name} {w.last_name}
                  </>
                ),
              },
              { header: pointsLabel, numeric: true, cell: (w) => w.points },
            ]}
          />
        ) : winners.error ? null : (
          <Loading />
        ))}
    </section>
  );
}
