import { useEffect, useState } from 'react';

import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { fdrClass } from '../../components/ui/fdr';
import { Loading } from '../../components/ui/loading';
import { useBootstrap } from '../../features/bootstrap/api/get-bootstrap-static';
import { useFixtures } from '../../features/fixtures/api/get-fixtures';
import { FdrTable } from '../../features/fixtures/components/fdr-table';
import { FixturesNav } from '../../features/fixtures/components/fixtures-nav';
import { FDR_WINDOW, initialFdrStart } from '../../features/fixtures/utils/fdr-table';
import { useMediaQuery } from '../../features/player-list/hooks/use-media-query';
import '../../features/fixtures/components/fixtures.css';

/** Gameweek columns by width (SPEC §9 'columns by width up to 7'). */
function useColumns(): number {
  const wide = useMediaQuery('(min-width: 900px)');
  const medium = useMediaQuery('(min-width: 610px)');
  return wide ? FDR_WINDOW : medium ? 5 : 3;
}

/** /fixtures/fdr: the Fixture Difficulty Rating table with Previous GW and Next GW (SPEC §2). */
export function Component() {
  const bootstrap = useBootstrap().data;
  const fixtures = useFixtures(undefined);
  const size = useColumns();
  const events = bootstrap?.events ?? [];
  const [start, setStart] = useState<number | null>(null);
  useEffect(() => {
    if (start === null && events.length > 0) setStart(initialFdrStart(events, size));
  }, [events, size, start]);
  const first = Math.max(1, Math.min(start ?? 1, events.length - size + 1));
  const shown = events.filter((e) => e.id >= first && e.id < first + size).map((e) => e.id);
  const live = events.some((e) => e.is_current || e.is_next);
  return (
    <section className="page">
      <h1>Fixture Difficulty Rating (FDR)</h1>
      <FixturesNav />
      {!bootstrap ? (
        <Loading />
      ) : !live ? (
        <p>
          The FDR table will display here when next season&apos;s Fantasy Premier League game is
          live.
        </p>
      ) : (
        <>
          <div className="event-pager">
            {first > 1 ? (
              <Button secondary onClick={() => setStart(first - 1)}>
                Previous GW
              </Button>
            ) : (
              <span />
            )}
            {first + size - 1 < events.length ? (
              <Button secondary onClick={() => setStart(first + 1)}>
                Next GW
              </Button>
            ) : (
              <span />
            )}
          </div>
          {fixtures.data ? (
            <FdrTable teams={bootstrap.teams} fixtures={fixtures.data} events={shown} />
          ) : fixtures.error ? (
            <Alert type="error">The fixtures could not be loaded.</Alert>
          ) : (
            <Loading />
          )}
          <ul className="fdr-key" aria-label="Key">
            {[1, 2, 3, 4, 5].map((d) => (
              <li key={d} className={fdrClass(d)}>
                {d}
                {d === 1 ? ' Easy' : d === 5 ? ' Hard' : ''}
              </li>
            ))}
          </ul>
          <section className="prose" aria-labelledby="fdr-explained">
            <h2 id="fdr-explained">FDR Explained</h2>
            <p>
              The Fixture Difficulty Rating (FDR) rates each match from 1 (easiest) to 5 (hardest).
              It comes from an algorithm that uses match data: each team&apos;s home and away form
              over its past six matches. The ratings are reviewed every week, after each gameweek is
              over.
            </p>
          </section>
        </>
      )}
    </section>
  );
}
