import type { Bootstrap } from '@ofl/api';

import type { NewsItem } from '../../../lib/api/get-news';
import { dayMonthYear } from '../../../lib/format-news';
import { NewsLeadImage } from './news-lead-image';

/**
 * One article in full. The body is the server's HTML, rendered from Markdown and sanitised
 * when it was written (no scripts, handlers or script links survive it).
 */
export function NewsArticle({
  item,
  onOpen,
  game,
}: {
  item: NewsItem;
  onOpen?: (id: number) => void;
  /** The game's players and clubs, for the lead image's shirt. */
  game?: Pick<Bootstrap, 'elements' | 'teams'>;
}) {
  return (
    <article className="news-article" aria-labelledby={`news-${item.id}`}>
      <NewsLeadImage item={item} data={game} />
      <p className="news-article__date">{dayMonthYear(item.date)}</p>
      <h2 id={`news-${item.id}`}>{item.title}</h2>
      {item.subtitle && <p className="news-article__subtitle">{item.subtitle}</p>}
      {item.summary && <p className="news-article__summary">{item.summary}</p>}
      <div className="news-article__body prose" dangerouslySetInnerHTML={{ __html: item.body }} />
      {item.related.length > 0 && (
        <aside className="news-article__related" aria-label="Related">
          <h3>Related</h3>
          <ul>
            {item.related.map((r) => (
              <li key={r.id}>
                {onOpen ? (
                  <button type="button" className="link-button" onClick={() => onOpen(r.id)}>
                    {r.title}
                  </button>
                ) : (
                  r.title
                )}
              </li>
            ))}
          </ul>
        </aside>
      )}
    </article>
  );
}

/** An item in a list: its date, title and summary; choosing it opens it. */
export function NewsCard({ item, onOpen }: { item: NewsItem; onOpen: (id: number) => void }) {
  return (
    <li className="news-card">
      <p className="news-article__date">{dayMonthYear(item.date)}</p>
      <h3>
        <button type="button" className="link-button" onClick={() => onOpen(item.id)}>
          {item.title}
        </button>
      </h3>
      {item.summary && <p>{item.summary}</p>}
    </li>
  );
}
