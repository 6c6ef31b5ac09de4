import { Link } from 'react-router';
import type { H2hMatch } from '@ofl/api';

import { DataTable } from '../../../components/ui/data-table';
import { LiveBadge } from '../../../components/ui/live-badge';
import { paths } from '../../../config/paths';
import { ownRow } from '../utils/own-row';
import './leagues.css';

/** One side of a match: its team and manager, or the AVERAGE team (or nobody, for a bye). */
function Side({ match, side }: { match: H2hMatch; side: 1 | 2 }) {
  const entry = side === 1 ? match.entry_1_entry : match.entry_2_entry;
  const name = side === 1 ? match.entry_1_name : match.entry_2_name;
  const player = side === 1 ? match.entry_1_player_name : match.entry_2_player_name;
  const won = match.winner !== null && match.winner === entry;
  if (entry === null) return <span className="h2h-match__team">{name || 'Bye'}</span>;
  return (
    <span className="h2h-match__side">
      <span>
        <Link to={paths.entryHistory.getHref(entry)} className="h2h-match__team">
          {name}
        </Link>
        {won && (
          <>
            <span aria-hidden="true"> ✓</span>
            <span className="visually-hidden"> (winner)</span>
          </>
        )}
      </span>
      <span className="standings-manager">{player}</span>
    </span>
  );
}

/**
 * The matches of a head-to-head league (SPEC §3 H2H/cup match): each pairing with its scores,
 * the knock-out round's name, the winner marked, and Live while its gameweek is played.
 */
export function H2hMatchList({
  matches,
  ownEntry,
}: {
  matches: readonly H2hMatch[];
  ownEntry: number | null;
}) {
  const own = (m: H2hMatch) =>
    ownEntry !== null && (m.entry_1_entry === ownEntry || m.entry_2_entry === ownEntry);
  return (
    <DataTable
      className="h2h-matches"
      caption="Matches"
      captionClassName="visually-hidden"
      empty="There are no matches to show."
      rows={matches}
      rowKey={(m) => m.id}
      {...ownRow(own)}
      columns={[
        {
          header: 'GW',
          cell: (m) => (
            <>
              {m.event}
              {m.knockout_name && <span className="h2h-match__round">{m.knockout_name}</span>}
            </>
          ),
        },
        { header: 'Home', cell: (m) => <Side match={m} side={1} /> },
        {
          header: 'Score',
          className: 'h2h-match__score',
          cell: (m) => (
            <>
              {m.is_bye ? (
                'Bye'
              ) : (
                <>
                  {m.entry_1_points} - {m.entry_2_points}
                </>
              )}
              {m.live && <LiveBadge />}
              {m.tiebreak && (
                <span className="h2h-match__tiebreak">
                  {m.tiebreak === 'goals_scored'
                    ? 'Won on goals scored'
                    : m.tiebreak === 'goals_conceded'
                      ? 'Won on goals conceded'
                      : 'Won on a coin toss'}
                </span>
              )}
            </>
          ),
        },
        { header: 'Away', cell: (m) => <Side match={m} side={2} /> },
      ]}
    />
  );
}
