import { Button } from './button';
import './pager.css';

/**
 * Previous, the page and Next over a paged list. With `pages` known it says 'Page n of m' and is
 * shown unless the list is empty (no pages); an open-ended list (`hasNext` from the server) shows
 * nothing when it has one page.
 */
export function Pager({
  label,
  className = 'pager',
  page,
  pages,
  hasNext = pages !== undefined && page < pages,
  onPage,
}: {
  label: string;
  className?: string;
  page: number;
  pages?: number;
  hasNext?: boolean;
  onPage: (page: number) => void;
}) {
  if (pages === 0 || (pages === undefined && page <= 1 && !hasNext)) return null;
  return (
    <nav className={className} aria-label={label}>
      <Button secondary disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>{pages === undefined ? `Page ${page}` : `Page ${page} of ${pages}`}</span>
      <Button secondary disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
