import { useSearchParams } from 'react-router';

import { ReportNameForm } from '../../../features/help/components/report-name-form';
import type { ReportTarget } from '../../../features/help/components/report-name-form';

function readTarget(params: URLSearchParams): ReportTarget {
  const entryId = Number.parseInt(params.get('entryId') ?? '', 10);
  if (entryId > 0) return { entryId };
  const leagueId = Number.parseInt(params.get('leagueId') ?? '', 10);
  const leagueName = params.get('leagueName') ?? '';
  if (leagueId > 0) return { leagueId, leagueName };
  return null;
}

/** Report an offensive team or league name; the query says which. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <section className="page page--narrow">
      <h1>Report Offensive Name</h1>
      <ReportNameForm target={readTarget(params)} />
    </section>
  );
}
