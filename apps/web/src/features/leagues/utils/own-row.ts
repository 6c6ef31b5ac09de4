/**
 * The DataTable props that mark the manager's own row: highlighted (`standings-row--own`) and
 * `aria-current`.
 */
export function ownRow<T>(own: (row: T) => boolean) {
  return {
    rowClassName: (row: T) => (own(row) ? 'standings-row--own' : undefined),
    currentRow: own,
  };
}
