import { useNavigate, useParams } from 'react-router';

import { Loading } from '../../components/ui/loading';
import { paths } from '../../config/paths';
import { useMe } from '../../lib/api/get-me';
import { useBootstrap } from '../../features/bootstrap/api/get-bootstrap-static';
import { NewsLinks } from '../../features/scout/components/news-links';
import { StatisticsTable } from '../../features/stats/components/statistics-table';
import { PriceChanges } from '../../features/stats/components/price-changes';
import { PRICE_CHANGES, statColumn } from '../../features/stats/utils/stat-columns';
import '../../features/scout/components/scout.css';
import '../../features/stats/components/statistics.css';

/** The tag of the articles that explain the game's statistics. */
const STATS_EXPLAINED_TAG = 'FPL Stats Explained';
/** Items in each of the page's news lists. */
const NEWS_ITEMS = 5;

/**
 * /statistics and /statistics/:statName (SPEC §2 Other pages): the player table with the stat
 * named in the address as its chosen column, and beside it the news lists 'FPL Stats Explained'
 * and 'Latest FPL News'; the dashboard's transfers links land here. /statistics/price-changes
 * is our Price Changes page.
 */
export function Component() {
  const { statName } = useParams();
  const bootstrap = useBootstrap().data;
  if (statName === PRICE_CHANGES) return <PriceChanges data={bootstrap} />;
  return <Statistics statName={statName} />;
}

function Statistics({ statName }: { statName: string | undefined }) {
  const navigate = useNavigate();
  const bootstrap = useBootstrap().data;
  const me = useMe().data;
  const data = bootstrap ?? null;
  const stat = statColumn(statName);
  return (
    <section className="page">
      <h1>Statistics</h1>
      <div className="columns statistics__layout">
        <div>
          {!data ? (
            <Loading />
          ) : (
            <StatisticsTable
              elements={data.elements}
              teams={data.teams}
              elementTypes={data.element_types.filter((t) => t.id <= 4)}
              watched={me?.player?.entry ? me.watched : undefined}
              stat={stat}
              onStat={(name) => navigate(paths.statistic.getHref(name))}
            />
          )}
        </div>
        <div className="statistics__news">
          <NewsLinks
            id="stats-explained"
            title="FPL Stats Explained"
            filter={{ type: 'TEXT', tag: STATS_EXPLAINED_TAG, pageSize: NEWS_ITEMS }}
          />
          <NewsLinks
            id="stats-news"
            title="Latest FPL News"
            filter={{ type: 'TEXT', pageSize: NEWS_ITEMS }}
          />
        </div>
      </div>
    </section>
  );
}
