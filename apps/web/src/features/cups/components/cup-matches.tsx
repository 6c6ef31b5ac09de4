import { Link } from 'react-router';
import type { KnockoutMatch } from '@ofl/api';

import { DataTable } from '../../../components/ui/data-table';
import { paths } from '../../../config/paths';
import { tiebreakText } from '../utils/cup-state';
import './cups.css';

/** One side of a match: team and manager, linked to the team's gameweek. */
function Side({ match, side }: { match: KnockoutMatch; side: 1 | 2 }) {
  const entry = side === 1 ? match.entry_1_entry : match.entry_2_entry;
  const name = side === 1 ? match.entry_1_name : match.entry_2_name;
  const player = side === 1 ? match.entry_1_player_name : match.entry_2_player_name;
  if (entry === null) return <span className="cup-match__bye">BYE</span>;
  const won = match.winner === entry && !match.is_bye;
  return (
    <span className={won ? 'cup-match__team is-winner' : 'cup-match__team'}>
      <Link to={paths.entryEvent.getHref(entry, match.event)}>{name}</Link>
      <span className="cup-match__player">{player}</span>
      {won && <span className="visually-hidden"> (winner)</span>}
    </span>
  );
}

/** The score, or what the match is waiting for. */
function Score({ match, currentEvent }: { match: KnockoutMatch; currentEvent: number | null }) {
  if (match.is_bye) return null;
  if (match.winner === null) {
    return <span>{match.event === currentEvent ? 'In progress' : 'v'}</span>;
  }
  const note = tiebreakText(match.tiebreak);
  return (
    <span>
      <span className="cup-match__score">
        {match.entry_1_points} - {match.entry_2_points}
      </span>
      {note && <span className="cup-match__note">{note}</span>}
    </span>
  );
}

/** A cup's matches by round (SPEC §3 H2H/cup match): both teams, the score and the winner. */
export function CupMatches({
  matches,
  currentEvent,
}: {
  matches: readonly KnockoutMatch[];
  currentEvent: number | null;
}) {
  const rounds = [...new Set(matches.map((m) => m.event))];
  return (
    <>
      {rounds.map((event) => {
        const rows = matches.filter((m) => m.event === event);
        return (
          <DataTable
            key={event}
            scrollClassName="cups-section"
            className="cup-matches"
            caption={
              <>
                {rows[0]!.knockout_name} - Gameweek {event}
              </>
            }
            rows={rows}
            rowKey={(m) => m.id}
            columns={[
              { header: 'Team', cell: (m) => <Side match={m} side={1} /> },
              {
                header: 'Score',
                className: 'cup-matches__score',
                cell: (m) => <Score match={m} currentEvent={currentEvent} />,
              },
              { header: 'Opponent', cell: (m) => <Side match={m} side={2} /> },
            ]}
          />
        );
      })}
    </>
  );
}
