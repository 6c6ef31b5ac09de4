import { useLayoutEffect, useRef, type ReactNode } from 'react';

import type { Availability } from '../availability/availability';
import { AvailabilityFlag } from '../availability/availability-flag';
import { InfoButton } from '../info-button';
import { TableScroll } from '../table-scroll';
import './pitch.css';

/** A column of the list view: its key, its heading and the heading's full name. */
export type ListColumn = { key: string; label: string; title?: string };

/** A player row of the list view. */
export type ListRow = {
  key: string;
  name: string;
  detail: string;
  captain?: boolean;
  viceCaptain?: boolean;
  cells: Record<string, ReactNode>;
  onSelect?: () => void;
  selectLabel?: string;
  /** Opens the player dialog from an information button after the name. */
  onInfo?: () => void;
  infoLabel?: string;
  /** A row the Transfers page marks (a player sold shows faded). */
  mark?: 'replaced' | 'removed' | 'addition';
  /** The flag of a doubtful or missing player. */
  availability?: Availability | null;
};

/** The list view of a team: one table per group (Starters, Substitutes) with the given columns. */
export function ListView({
  groups,
  columns,
}: {
  groups: ReadonlyArray<{ title: string; rows: readonly ListRow[] }>;
  columns: readonly ListColumn[];
}) {
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const view = root.current;
    if (!view) return;
    alignColumns(view);
    // The browsers the app supports all have it; the test DOM does not.
    if (typeof ResizeObserver === 'undefined') return;
    const resized = new ResizeObserver(() => alignColumns(view));
    resized.observe(view);
    return () => resized.disconnect();
  }, [groups, columns]);
  return (
    <div className="list-view" ref={root}>
      {groups.map((group) => (
        <TableScroll key={group.title}>
          <table className="table list-view__table">
            <caption>{group.title}</caption>
            {/* One column grid for every group (alignColumns): the tables line up. */}
            <colgroup>
              <col className="list-view__name-col" />
              {columns.map((c) => (
                <col key={c.key} />
              ))}
            </colgroup>
            <thead>
              <tr>
                <th scope="col">Player</th>
                {columns.map((c) => (
                  <th scope="col" key={c.key} className="table__num">
                    {c.title ? <abbr title={c.title}>{c.label}</abbr> : c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row) => (
                <tr key={row.key} className={row.mark ? `list-view__row--${row.mark}` : undefined}>
                  <th scope="row">
                    {row.onSelect ? (
                      <button
                        type="button"
                        className="list-view__player"
                        onClick={row.onSelect}
                        aria-label={row.selectLabel ?? row.name}
                      >
                        {row.name}
                      </button>
                    ) : (
                      <span className="list-view__player">{row.name}</span>
                    )}
                    {row.availability && (
                      <AvailabilityFlag
                        className="list-view__flag"
                        availability={row.availability}
                        name={row.name}
                      />
                    )}
                    {row.captain && <span className="list-view__badge"> (C)</span>}
                    {row.viceCaptain && <span className="list-view__badge"> (V)</span>}
                    {row.onInfo && (
                      <InfoButton
                        className="list-view__info"
                        label={row.infoLabel ?? `View information about ${row.name}`}
                        onClick={row.onInfo}
                      />
                    )}
                    <span className="list-view__detail">{row.detail}</span>
                  </th>
                  {columns.map((c) => (
                    <td key={c.key} className="table__num">
                      {row.cells[c.key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ))}
    </div>
  );
}

/**
 * Gives every table of the view the same column widths, each column as wide as it is in the
 * table that needs it widest, so that the groups line up under each other whether they fit the
 * screen or scroll.
 */
function alignColumns(view: HTMLElement) {
  const tables = [...view.querySelectorAll('table')];
  const cols = tables.map((table) => [...table.querySelectorAll('col')]);
  for (const col of cols.flat()) col.style.width = '';
  const widths = tables.map((table) =>
    [...table.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect().width),
  );
  if (widths.flat().every((width) => width === 0)) return; // not laid out (a test DOM)
  const widest = (widths[0] ?? []).map((_, i) => Math.max(...widths.map((w) => w[i] ?? 0)));
  for (const group of cols) {
    group.forEach((col, i) => (col.style.width = `${widest[i]}px`));
  }
}
