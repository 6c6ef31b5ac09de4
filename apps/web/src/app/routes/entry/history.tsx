import { Alert } from '../../../components/ui/alert';
import { ErrorPage } from '../../../components/ui/error-page';
import { Loading } from '../../../components/ui/loading';
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
import { errorPageText } from '../../../lib/error-catalogue';
import '../../../features/entry/components/entry.css';
import { useAddressedEntry } from './entry-params';

const failure = (error: unknown) => errorPageText(errorStatus(error)).lines[0];

/**
 * /entry/:entryId/history, open to everyone (SPEC §6). The route table has no address of its
 * own for the entry profile (SPEC §2), so the profile is shown here, the way the official game
 * puts the manager's panel beside the history: at the side on wide screens, on top on phones.
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
        <div className="entry-page__side">
          {entry.data ? (
            <EntryProfile
              entry={entry.data}
              own={own}
              finance={finance.data}
              totalPlayers={bootstrap?.total_players ?? 0}
              kitPreview={
                <KitPreview
                  kit={parseKit(entry.data.kit)}
                  size={72}
                  title={`${entry.data.name} kit`}
                />
              }
              cupsTable={
                <CupsTable
                  leagues={[
                    ...(entry.data.leagues?.classic ?? []),
                    ...(entry.data.leagues?.h2h ?? []),
                  ]}
                  matches={entry.data.leagues?.cup_matches ?? []}
                  entry={entry.data.id}
                />
              }
              userProfileHref={paths.passwordChange.getHref()}
            />
          ) : entry.error ? (
            <Alert type="error">{failure(entry.error)}</Alert>
          ) : (
            <Loading />
          )}
        </div>
        <div className="entry-page__main">
          {history.data ? (
            <EntryHistoryTables entryId={entryId} history={history.data} />
          ) : history.error ? (
            <Alert type="error">{failure(history.error)}</Alert>
          ) : (
            <Loading />
          )}
        </div>
      </div>
    </section>
  );
}
