import { useSearchParams } from 'react-router';

import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useEntry } from '../../../features/entry/api/get-entry';
import { ReportNameForm } from '../../../features/help/components/report-name-form';
import type { ReportTarget } from '../../../features/help/components/report-name-form';
import { errorLine, errorStatus } from '../../../lib/api-client';

function readEntryId(params: URLSearchParams): number | null {
  const entryId = Number.parseInt(params.get('entryId') ?? '', 10);
  return entryId > 0 ? entryId : null;
}

function readLeague(params: URLSearchParams): ReportTarget {
  const leagueId = Number.parseInt(params.get('leagueId') ?? '', 10);
  const leagueName = params.get('leagueName') ?? '';
  return leagueId > 0 ? { leagueId, leagueName } : null;
}

/** Report an offensive team or league name; the query says which, a team by its id. */
export function Component() {
  const [params] = useSearchParams();
  const entryId = readEntryId(params);
  const entry = useEntry(entryId);
  let body;
  if (entryId == null) body = <ReportNameForm target={readLeague(params)} />;
  else if (entry.error) {
    body = (
      <Alert type="error">
        {errorStatus(entry.error) === 404
          ? 'There is no team with this number to report.'
          : errorLine(entry.error)}
      </Alert>
    );
  } else if (!entry.data) body = <Loading />;
  else body = <ReportNameForm target={{ entryId, entryName: entry.data.name }} />;
  return (
    <section className="page page--narrow">
      <h1>Report Offensive Name</h1>
      {body}
    </section>
  );
}
