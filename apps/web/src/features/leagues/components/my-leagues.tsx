import { useState } from 'react';
import { Link } from 'react-router';
import type { EntryLeague } from '@ofl/api';

import { GroupedTables } from '../../../components/ui/data-table';
import { Movement } from '../../../components/ui/movement';
import { standingsHref, paths } from '../../../config/paths';
import { formatRank } from '../../../lib/format-rank';
import { LEAGUE_SECTIONS, leagueSection } from '../utils/league-sections';
import { LeagueOptionsDialog } from './league-options-dialog';
import './leagues.css';

/**
 * The manager's leagues by section (SPEC §4): League, Movement, Current Rank, Last Rank and the
 * Options dialog. A section he has no league in is left out.
 */
export function MyLeagues({
  leagues,
  onLeave,
  leaving,
}: {
  leagues: readonly EntryLeague[];
  onLeave: (league: EntryLeague) => Promise<unknown>;
  leaving: boolean;
}) {
  const [open, setOpen] = useState<EntryLeague | null>(null);
  return (
    <>
      <GroupedTables
        groups={LEAGUE_SECTIONS}
        rows={leagues}
        groupOf={leagueSection}
        scrollClassName="league-section"
        className="leagues-table"
        rowKey={(l) => l.id}
        columns={[
          {
            header: 'League',
            rowHeader: true,
            cell: (l) => <Link to={standingsHref(l)}>{l.name}</Link>,
          },
          {
            header: 'Movement',
            numeric: true,
            className: 'leagues-table__move',
            cell: (l) => <Movement rank={l.entry_rank} lastRank={l.entry_last_rank} />,
          },
          {
            header: 'Current Rank',
            numeric: true,
            cellClassName: 'leagues-table__rank',
            cell: (l) => (
              <>
                {/* Phones show the arrow here instead of in its own column; an unranked
                    row shows its one dash, not the movement's dash beside it. */}
                {l.entry_rank ? (
                  <span className="leagues-table__inline-move" aria-hidden="true">
                    <Movement rank={l.entry_rank} lastRank={l.entry_last_rank} />{' '}
                  </span>
                ) : null}
                {formatRank(l.entry_rank)}
              </>
            ),
          },
          { header: 'Last Rank', numeric: true, cell: (l) => formatRank(l.entry_last_rank) },
          {
            header: 'Options',
            numeric: true,
            cell: (l) => (
              <button
                type="button"
                className="options-button"
                aria-label={`Options for ${l.name}`}
                aria-haspopup="dialog"
                onClick={() => setOpen(l)}
              >
                ⋯
              </button>
            ),
          },
        ]}
      />
      <p className="league-links">
        <Link className="button button--primary" to={paths.leaguesCreateJoin.getHref()}>
          Create and join new leagues
        </Link>
        <Link className="button button--secondary" to={paths.leaguesRenew.getHref()}>
          Renew your leagues
        </Link>
      </p>
      {open && (
        <LeagueOptionsDialog
          league={open}
          leaving={leaving}
          onClose={() => setOpen(null)}
          onLeave={() => onLeave(open).finally(() => setOpen(null))}
        />
      )}
    </>
  );
}
