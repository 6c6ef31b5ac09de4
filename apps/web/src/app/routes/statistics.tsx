import { useNavigate, useParams } from 'react-router';

import { Loading } from '../../components/ui/loading';
import { paths } from '../../config/paths';
import { useMe } from '../../lib/api/get-me';
import { useBootstrap } from '../../features/bootstrap/api/get-bootstrap-static';
import { StatisticsTable } from '../../features/stats/components/statistics-table';
import { statColumn } from '../../features/stats/utils/stat-columns';
import '../../features/stats/components/statistics.css';

/**
 * /statistics and /statistics/:statName (SPEC §2 Other pages): the player table with the stat
 * named in the address as its chosen column; the dashboard's transfers links land here.
 */
export function Component() {
  const { statName } = useParams();
  const navigate = useNavigate();
  const bootstrap = useBootstrap().data;
  const me = useMe().data;
  const data = bootstrap ?? null;
  const stat = statColumn(statName);
  return (
    <section className="page">
      <h1>Statistics</h1>
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
    </section>
  );
}
