import type { GameElement } from '@ofl/api';

import { DataTable } from '../../../components/ui/data-table';
import { fdrClass } from '../../../components/ui/fdr';
import type { GameData } from '../../../components/ui/pitch/game-data';
import type { SummaryFixture } from '../api/get-element-summary';
import { formatDayTime } from '../../../lib/format-time';
import { fixtureRows, isTbc } from '../utils/fixture-rows';

/**
 * The Fixtures tab (SPEC §2): Date, GW, Opponent and FDR for each coming gameweek; 'TBC' with
 * 'Date To Be Confirmed' for a kickoff not yet fixed; 'None' for a blank gameweek.
 */
export function PlayerFixturesTab({
  element,
  data,
  fixtures,
  from,
  last,
}: {
  element: GameElement;
  data: GameData;
  fixtures: readonly SummaryFixture[];
  from: number;
  last: number;
}) {
  const names = new Map(data.teams.map((t) => [t.id, t.name]));
  const rows = fixtureRows(fixtures, from, last);
  return (
    <DataTable
      className="player-fixtures"
      caption={`Fixtures of ${element.web_name}`}
      captionClassName="visually-hidden"
      rows={rows}
      rowKey={(row) => (row.kind === 'blank' ? `blank-${row.event}` : row.fixture.id)}
      columns={[
        {
          header: 'Date',
          cell: (row) =>
            row.kind === 'blank' ? null : isTbc(row.fixture) || !row.fixture.kickoff_time ? (
              <abbr title="Date To Be Confirmed">TBC</abbr>
            ) : (
              formatDayTime(row.fixture.kickoff_time)
            ),
        },
        { header: 'GW', cell: (row) => row.event ?? '' },
        {
          header: 'Opponent',
          cell: (row) =>
            row.kind === 'blank' ? (
              'None'
            ) : (
              <>
                {names.get(row.fixture.is_home ? row.fixture.team_a : row.fixture.team_h)} (
                {row.fixture.is_home ? 'H' : 'A'})
              </>
            ),
        },
        {
          header: 'FDR',
          cell: (row) =>
            row.kind === 'blank' ? null : (
              <span className={`fdr ${fdrClass(row.fixture.difficulty)}`}>
                {row.fixture.difficulty}
              </span>
            ),
        },
      ]}
    />
  );
}
