import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { GroupedTables } from '../../../../components/ui/data-table';
import { Movement } from '../../../../components/ui/movement';
import { Tabs } from '../../../../components/ui/view-tabs';
import { standingsHref, paths } from '../../../../config/paths';

import type { EntryLeague } from '../../api/get-entry';
import { formatRank } from '../../../../lib/format-rank';
import { LEAGUE_GROUPS, leagueGroup } from '../../../../lib/league-groups';
import '../../../../components/ui/pitch/team-screen.css';

function LeagueTables({ leagues }: { leagues: readonly EntryLeague[] }) {
  return (
    <GroupedTables
      groups={LEAGUE_GROUPS}
      rows={leagues}
      groupOf={leagueGroup}
      rowKey={(l) => l.id}
      columns={[
        {
          header: 'Movement',
          numeric: true,
          cell: (l) => <Movement rank={l.entry_rank} lastRank={l.entry_last_rank} />,
        },
        { header: 'Rank', numeric: true, cell: (l) => formatRank(l.entry_rank) },
        { header: 'League', cell: (l) => <Link to={standingsHref(l)}>{l.name}</Link> },
      ]}
    />
  );
}

const TABS = [
  ['leagues', 'Leagues'],
  ['cups', 'Cups'],
] as const;

/**
 * The Leagues & Cups box of the profile (SPEC §2): Leagues by group, Cups by group with the
 * team's round and status in each (or the empty text), and the way to create and join leagues.
 * The cups table is drawn by the route (`cupsTable`), which composes this feature with the cups
 * feature.
 */
export function LeaguesCups({
  leagues,
  cupsTable,
}: {
  leagues: readonly EntryLeague[];
  cupsTable: ReactNode;
}) {
  const [tab, setTab] = useState<(typeof TABS)[number][0]>('leagues');
  return (
    <section className="profile-box" aria-labelledby="leagues-cups-title">
      <h3 id="leagues-cups-title">Leagues &amp; Cups</h3>
      <Tabs tabs={TABS} value={tab} onChange={setTab} label="Leagues and cups" />
      {tab === 'leagues' && <LeagueTables leagues={leagues} />}
      {tab === 'cups' && cupsTable}
      <p>
        <Link to={paths.leaguesCreateJoin.getHref()}>Create &amp; Join Leagues</Link>
      </p>
    </section>
  );
}
