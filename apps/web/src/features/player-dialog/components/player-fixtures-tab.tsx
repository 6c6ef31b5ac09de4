import type { GameElement } from '@ofl/api';

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
    <div className="table-scroll">
      <table className="table player-fixtures">
        <caption className="visually-hidden">Fixtures of {element.web_name}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">GW</th>
            <th scope="col">Opponent</th>
            <th scope="col">FDR</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) =>
            row.kind === 'blank' ? (
              <tr key={`blank-${row.event}`}>
                <td />
                <td>{row.event}</td>
                <td>None</td>
                <td />
              </tr>
            ) : (
              <tr key={row.fixture.id}>
                <td>
                  {isTbc(row.fixture) || !row.fixture.kickoff_time ? (
                    <abbr title="Date To Be Confirmed">TBC</abbr>
                  ) : (
                    formatDayTime(row.fixture.kickoff_time)
                  )}
                </td>
                <td>{row.event ?? ''}</td>
                <td>
                  {names.get(row.fixture.is_home ? row.fixture.team_a : row.fixture.team_h)} (
                  {row.fixture.is_home ? 'H' : 'A'})
                </td>
                <td>
                  <span className={`fdr fdr--${row.fixture.difficulty}`}>
                    {row.fixture.difficulty}
                  </span>
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
