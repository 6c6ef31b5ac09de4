import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { useNews, type NewsFilter } from '../../../lib/api/get-news';
import { dayMonthYear } from '../../../lib/format-news';

/**
 * A titled list of news items, each a link to it on The Scout. A list that fails or has no items
 * shows nothing (SPEC §2: nothing for news lists).
 */
export function NewsLinks({
  id,
  title,
  filter,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  filter: NewsFilter;
}) {
  const items = useNews(filter).data?.content ?? [];
  if (items.length === 0) return null;
  return (
    <section className="news-links" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="news-list">
        {items.map((item) => (
          <li key={item.id} className="news-card">
            <p className="news-article__date">{dayMonthYear(item.date)}</p>
            <h3>
              <Link to={paths.scoutItem.getHref(item.id)}>{item.title}</Link>
            </h3>
          </li>
        ))}
      </ul>
    </section>
  );
}
