import type { Key, ReactNode } from 'react';

import { TableScroll } from './table-scroll';

/** One column of a {@link DataTable}: its header once, and how each row fills its cell. */
export interface DataColumn<T> {
  /** The header cell's content (`<th scope="col">`). */
  header: ReactNode;
  /** The cell's content for one row. */
  cell: (row: T, index: number) => ReactNode;
  /** A number column: centred, with tabular figures (`table__num`) in the header and cells. */
  numeric?: boolean;
  /** The row's header cell (`<th scope="row">`) instead of a data cell. */
  rowHeader?: boolean;
  /** A class on the header and every cell of the column. */
  className?: string;
  /** A class on the column's body cells only. */
  cellClassName?: string;
  /** The rows are sorted by this column (`aria-sort` on its header). */
  sort?: 'ascending' | 'descending';
}

const classes = (...names: (string | false | undefined)[]) =>
  names.filter(Boolean).join(' ') || undefined;

/** The props of a {@link DataTable}. */
export type DataTableProps<T> = {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  caption?: ReactNode;
  captionClassName?: string;
  /** The table's accessible name when it has no caption (`aria-label`). */
  label?: string;
  /** The id of the element naming the table (`aria-labelledby`). */
  labelledBy?: string;
  /** Classes added to `table`. */
  className?: string;
  /** A row's class, e.g. to highlight the manager's own row. */
  rowClassName?: (row: T, index: number) => string | undefined;
  /** Marks a row `aria-current="true"` (the manager's own row). */
  currentRow?: (row: T) => boolean;
  /** Shown in a paragraph instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Shown in a single full-width row of the table when there are no rows. */
  emptyRow?: ReactNode;
  /** Rows of a `<tfoot>` (totals and the like). */
  footer?: ReactNode;
  /** Wrap the table in a {@link TableScroll} (default true). */
  scroll?: boolean;
  /** Classes added to the scroller. */
  scrollClassName?: string;
};

/**
 * The app's compact data table (`.table`): column headers with `scope="col"`, one row a record,
 * named by a caption, `aria-label` or `aria-labelledby`, and by default inside a horizontal
 * scroller. With `empty`, no rows show that text in a paragraph instead of an empty table.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  captionClassName,
  label,
  labelledBy,
  className,
  rowClassName,
  currentRow,
  empty,
  emptyRow,
  footer,
  scroll = true,
  scrollClassName,
}: DataTableProps<T>) {
  if (rows.length === 0 && empty !== undefined) return <p>{empty}</p>;
  const table = (
    <table
      className={className ? `table ${className}` : 'table'}
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      {caption !== undefined && <caption className={captionClassName}>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((c, i) => (
            <th
              key={i}
              scope="col"
              className={classes(c.numeric && 'table__num', c.className)}
              aria-sort={c.sort}
            >
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && emptyRow !== undefined && (
          <tr>
            <td colSpan={columns.length}>{emptyRow}</td>
          </tr>
        )}
        {rows.map((row, r) => (
          <tr
            key={rowKey(row, r)}
            className={rowClassName?.(row, r)}
            aria-current={currentRow?.(row) ? 'true' : undefined}
          >
            {columns.map((c, i) => {
              const className = classes(c.numeric && 'table__num', c.className, c.cellClassName);
              return c.rowHeader ? (
                <th key={i} scope="row" className={className}>
                  {c.cell(row, r)}
                </th>
              ) : (
                <td key={i} className={className}>
                  {c.cell(row, r)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
      {footer !== undefined && <tfoot>{footer}</tfoot>}
    </table>
  );
  if (!scroll) return table;
  return <TableScroll className={scrollClassName}>{table}</TableScroll>;
}

/**
 * One {@link DataTable} a group, captioned with the group's name, in the groups' order; a group
 * without rows has no table.
 */
export function GroupedTables<G extends string, T>({
  groups,
  rows,
  groupOf,
  ...table
}: Omit<DataTableProps<T>, 'rows' | 'caption'> & {
  groups: readonly G[];
  rows: readonly T[];
  groupOf: (row: T) => G;
}) {
  return groups.map((group) => {
    const members = rows.filter((row) => groupOf(row) === group);
    return members.length > 0 ? (
      <DataTable key={group} caption={group} rows={members} {...table} />
    ) : null;
  });
}
