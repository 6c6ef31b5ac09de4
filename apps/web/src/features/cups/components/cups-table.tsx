import { Link } from 'react-router';
import type { EntryLeague, KnockoutMatch } from '@ofl/api';

import { GroupedTables } from '../../../components/ui/data-table';
import { paths } from '../../../config/paths';
import { CUP_GROUPS, cupGroup } from '../../../lib/league-groups';
import { cupRound } from '../utils/cup-state';
import './cups.css';

/** A manager's leagues, the knock-out matches of their cups, and his entry. */
export type EntryCupsProps = {
  leagues: readonly EntryLeague[];
  matches: readonly KnockoutMatch[];
  entry: number;
};

/**
 * A manager's cups by group (SPEC §4 /leagues/cups, §2 Entry profile): Cup, Round and Status
 * (BYE for a bye, W or L once decided). A league is listed once its cup has been drawn.
 */
export function CupsTable({ leagues, matches, entry }: EntryCupsProps) {
  const cups = leagues.filter((l) => l.cup_league != null);
  if (cups.length === 0) {
    return (
      <p>
        None of your leagues have a cup yet.{' '}
        <Link to={paths.leaguesCreateJoin.getHref()}>Create &amp; Join Leagues</Link>
      </p>
    );
  }
  return (
    <>
      <GroupedTables
        groups={CUP_GROUPS}
        rows={cups.map((l) => ({ league: l, round: cupRound(matches, l.cup_league!, entry) }))}
        groupOf={(r) => cupGroup(r.league)}
        scrollClassName="cups-section"
        className="cups-table"
        rowKey={(r) => r.league.id}
        columns={[
          {
            header: 'Cup',
            rowHeader: true,
            cell: ({ league }) => (
              <Link to={paths.leagueCup.getHref(league.id)}>{league.name}</Link>
            ),
          },
          {
            header: 'Round',
            cell: ({ league, round }) =>
              round?.round ?? (league.cup_qualified === false ? 'Not qualified' : ''),
          },
          {
            header: 'Status',
            numeric: true,
            cell: ({ round }) =>
              round?.status ? (
                <span className={`cup-status cup-status--${round.status.toLowerCase()}`}>
                  {round.status}
                </span>
              ) : null,
          },
        ]}
      />
    </>
  );
}
