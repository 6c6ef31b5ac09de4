import type { RenewableLeague } from '@ofl/api';

import { LeagueActionList } from './league-action-list';
import './leagues.css';

/**
 * Renew your leagues (SPEC §4): each league the manager ran last season with Renew and Delete.
 * A failed renew or delete is ignored and the list is read again (SPEC §8).
 */
export function RenewLeagues({
  leagues,
  busy,
  onRenew,
  onDelete,
}: {
  leagues: readonly RenewableLeague[];
  busy: boolean;
  onRenew: (id: number) => void;
  onDelete: (id: number) => void;
}) {
  if (leagues.length === 0) return <p>You have no leagues from last season to renew.</p>;
  return (
    <LeagueActionList
      leagues={leagues}
      busy={busy}
      actions={[
        { label: 'Renew', onAct: onRenew },
        { label: 'Delete', onAct: onDelete },
      ]}
    />
  );
}
