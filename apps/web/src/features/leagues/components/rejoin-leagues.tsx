import type { RejoinableLeague } from '@ofl/api';

import { LeagueActionList } from './league-action-list';
import './leagues.css';

/**
 * Last season's leagues that their admins renewed, offered to their members of last season:
 * one Join each. Nothing shows when there are none.
 */
export function RejoinLeagues({
  leagues,
  busy,
  onJoin,
}: {
  leagues: readonly RejoinableLeague[];
  busy: boolean;
  onJoin: (id: number) => void;
}) {
  if (leagues.length === 0) return null;
  return (
    <section className="league-section rejoin" aria-labelledby="rejoin-heading">
      <h2 id="rejoin-heading">Your leagues from last season</h2>
      <p>These leagues are back for the new season. Join again with one click.</p>
      <LeagueActionList
        leagues={leagues}
        busy={busy}
        actions={[{ label: 'Join', onAct: onJoin }]}
      />
    </section>
  );
}
