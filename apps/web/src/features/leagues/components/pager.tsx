/** Previous and Next over a paged list; nothing when there is one page. */
export function Pager({
  label,
  page,
  hasNext,
  onPage,
}: {
  label: string;
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}) {
  if (page <= 1 && !hasNext) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="button button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span>Page {page}</span>
      <button
        type="button"
        className="button button--secondary"
        disabled={!hasNext}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
