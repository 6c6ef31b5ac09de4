import { Link } from 'react-router';
import type { H2hMatch } from '@ofl/api';

import { paths } from '../../../config/paths';
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
  if (matches.length === 0) return <p>There are no matches to show.</p>;
  return (
    <div className="table-scroll">
      <table className="table h2h-matches">
        <caption className="visually-hidden">Matches</caption>
        <thead>
          <tr>
            <th scope="col">GW</th>
            <th scope="col">Home</th>
            <th scope="col" className="h2h-match__score">
              Score
            </th>
            <th scope="col">Away</th>
          </tr>
        </thead>
        <tbody>
          {matches.map((m) => {
            const own =
              ownEntry !== null && (m.entry_1_entry === ownEntry || m.entry_2_entry === ownEntry);
            return (
              <tr
                key={m.id}
                className={own ? 'standings-row--own' : undefined}
                aria-current={own ? 'true' : undefined}
              >
                <td>
                  {m.event}
                  {m.knockout_name && <span className="h2h-match__round">{m.knockout_name}</span>}
                </td>
                <td>
                  <Side match={m} side={1} />
                </td>
                <td className="h2h-match__score">
                  {m.is_bye ? (
                    'Bye'
                  ) : (
                    <>
                      {m.entry_1_points} - {m.entry_2_points}
                    </>
                  )}
                  {m.live && <span className="live-badge">Live</span>}
                  {m.tiebreak && (
                    <span className="h2h-match__tiebreak">
                      {m.tiebreak === 'goals_scored'
                        ? 'Won on goals scored'
                        : m.tiebreak === 'goals_conceded'
                          ? 'Won on goals conceded'
                          : 'Won on a coin toss'}
                    </span>
                  )}
                </td>
                <td>
                  <Side match={m} side={2} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
