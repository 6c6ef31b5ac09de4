import { lazy, Suspense } from 'react';

import { ErrorPage } from '../../../components/ui/error-page';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { useBootstrap } from '../../../features/bootstrap/api/get-bootstrap-static';
import { useEntryFinance } from '../../../features/entry/api/get-entry-finance';
import { useEntryHistory } from '../../../features/entry/api/get-entry-history';
import { EntryHistoryTables } from '../../../features/entry/components/history/entry-history-tables';
import { CupsTable } from '../../../features/cups/components/cups-table';
import { EntryProfile } from '../../../features/entry/components/profile/entry-profile';
import { KitPreview } from '../../../features/kit/components/kit-preview';
import { parseKit } from '../../../features/kit/utils/kit';
import { errorStatus } from '../../../lib/api-client';
import { allLeagues } from '../../../lib/league-groups';
import '../../../features/entry/components/entry.css';
import { useAddressedEntry } from './entry-params';

// The charts and their library load only when a history page is shown, after its tables.
const SeasonCharts = lazy(() => import('../../../features/entry/components/charts/season-charts'));

/**
 * /entry/:entryId/history, open to everyone (SPEC §6). The route table has no address of its
 * own for the entry profile (SPEC §2), so the profile is shown here, the way the official game
 * puts the manager's panel beside the history: at the side on wide screens, under the history on
 * phones, so the season's table is the first thing a phone shows.
 * The Points page's manager link and the profile's 'Gameweek History' both lead here.
 */
export function Component() {
  const { entryId, own, entry } = useAddressedEntry();
  const bootstrap = useBootstrap().data;
  const history = useEntryHistory(entryId ?? 0);
  const finance = useEntryFinance(entryId ?? 0, own);
  // An unknown manager has no page at all, rather than two panels each saying so.
  if (entryId == null || errorStatus(entry.error) === 404) return <ErrorPage status={404} />;
  return (
    <section className="page">
      <h1>Fantasy Football Gameweek History</h1>
      <div className="entry-page">
        <div className="entry-page__main">
          <QueryState query={history} keepData>
            {(data) => (
              <>
                <EntryHistoryTables entryId={entryId} history={data} />
                <Suspense fallback={null}>
                  <SeasonCharts history={data} />
                </Suspense>
              </>
            )}
          </QueryState>
        </div>
        <div className="entry-page__side">
          <QueryState query={entry} keepData>
            {(data) => (
              <EntryProfile
                entry={data}
                own={own}
                finance={finance.data}
                totalPlayers={bootstrap?.total_players ?? 0}
                kitPreview={
                  <KitPreview kit={parseKit(data.kit)} size={72} title={`${data.name} kit`} />
                }
                cupsTable={
                  <CupsTable
                    leagues={allLeagues(data.leagues)}
                    matches={data.leagues?.cup_matches ?? []}
                    entry={data.id}
                  />
                }
                userProfileHref={paths.passwordChange.getHref()}
              />
            )}
          </QueryState>
        </div>
      </div>
    </section>
  );
}
