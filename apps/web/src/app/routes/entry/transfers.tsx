import { useMemo } from 'react';
import { Link } from 'react-router';

import { ErrorPage } from '../../../components/ui/error-page';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { useBootstrap } from '../../../features/bootstrap/api/get-bootstrap-static';
import {
  mergeTransfers,
  useEntryTransfers,
  useLatestTransfers,
} from '../../../features/entry/api/get-entry-transfers';
import { TransferHistory } from '../../../features/entry/components/transfer-history';
import { useAddressedEntry } from './entry-params';

/**
 * /entry/:entryId/transfers, open to everyone (SPEC §6). Only the owner also fetches the
 * transfers made since the last deadline; a failure there leaves them out (SPEC §8).
 */
export function Component() {
  const { entryId, own, entry } = useAddressedEntry();
  const bootstrap = useBootstrap().data;
  const settled = useEntryTransfers(entryId ?? 0);
  const latest = useLatestTransfers(entryId ?? 0, own);
  const names = useMemo(
    () => new Map((bootstrap?.elements ?? []).map((e) => [e.id, String(e.web_name ?? e.id)])),
    [bootstrap],
  );
  if (entryId == null) return <ErrorPage status={404} />;
  return (
    <section className="page">
      <h1>Transfers</h1>
      {entry.data && (
        <p>
          <Link to={paths.entryHistory.getHref(entryId)}>{entry.data.name}</Link> (
          {entry.data.player_first_name} {entry.data.player_last_name})
        </p>
      )}
      <QueryState query={settled} keepData>
        {(data) => (
          <TransferHistory
            transfers={own ? mergeTransfers(data, latest.data ?? []) : data}
            own={own}
            nameOf={(id) => names.get(id) ?? String(id)}
          />
        )}
      </QueryState>
    </section>
  );
}
