import { useSearchParams } from 'react-router';

import { Loading } from '../../components/ui/loading';
import { useBootstrap } from '../../features/bootstrap/api/get-bootstrap-static';
import { useNews, useNewsItem } from '../../lib/api/get-news';
import { NewsArticle, NewsCard } from '../../features/scout/components/news-article';
import { ScoutNav } from '../../features/scout/components/scout-nav';
import { SCOUT_TAG, dayMonthYear, minutesSeconds } from '../../lib/format-news';
import '../../features/scout/components/scout.css';

/** Items on the page: the lead and up to 6 more; videos: 5 (SPEC §2 News). */
const ITEMS = 7;
const VIDEOS = 5;

/**
 * /the-scout: the newest article in full, six more to open, and the video list (SPEC §2 News).
 * A failed list shows nothing (SPEC §2: nothing for news lists).
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const chosen = Number.parseInt(params.get('item') ?? '', 10);
  const news = useNews({ tag: SCOUT_TAG, type: 'TEXT', pageSize: ITEMS });
  const videos = useNews({ type: 'VIDEO', pageSize: VIDEOS });
  const game = useBootstrap().data;
  const items = news.data?.content ?? [];
  const inList = items.find((i) => i.id === chosen);
  const other = useNewsItem(Number.isInteger(chosen) && !inList ? chosen : null);
  const lead = inList ?? other.data ?? items[0];
  const open = (id: number) => {
    setParams({ item: String(id) });
    window.scrollTo(0, 0);
  };
  return (
    <section className="page scout">
      <h1>The Scout</h1>
      <ScoutNav />
      {news.isPending ? (
        <Loading />
      ) : (
        <div className="columns scout__layout">
          <div className="scout__main">
            {lead ? <NewsArticle item={lead} onOpen={open} game={game} /> : <p>No news yet.</p>}
          </div>
          <div className="scout__side">
            {items.length > 1 && (
              <section aria-labelledby="scout-more">
                <h2 id="scout-more">More from The Scout</h2>
                <ul className="news-list">
                  {items
                    .filter((i) => i.id !== lead?.id)
                    .slice(0, ITEMS - 1)
                    .map((i) => (
                      <NewsCard key={i.id} item={i} onOpen={open} />
                    ))}
                </ul>
              </section>
            )}
            {(videos.data?.content.length ?? 0) > 0 && (
              <section aria-labelledby="scout-videos">
                <h2 id="scout-videos">Videos</h2>
                <ul className="news-list">
                  {videos.data!.content.map((v) => (
                    <li key={v.id} className="news-card">
                      <p className="news-article__date">
                        {dayMonthYear(v.date)}
                        {v.duration !== null && ` · ${minutesSeconds(v.duration)}`}
                      </p>
                      <h3>
                        {v.hotlinkUrl ? (
                          <a href={v.hotlinkUrl} rel="noopener noreferrer" target="_blank">
                            {v.title}
                          </a>
                        ) : (
                          v.title
                        )}
                      </h3>
                      {v.summary && <p>{v.summary}</p>}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
