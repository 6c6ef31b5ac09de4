import { Link } from 'react-router';
import type { EntryLeague, KnockoutMatch } from '@ofl/api';

import { paths } from '../../../config/paths';
import { CUP_GROUPS, cupGroup } from '../../entry/utils/league-groups';
import { cupRound } from '../utils/cup-state';
import './cups.css';

/**
 * A manager's cups by group (SPEC §4 /leagues/cups, §2 Entry profile): Cup, Round and Status
 * (BYE for a bye, W or L once decided). A league is listed once its cup has been drawn.
 */
export function CupsTable({
  leagues,
  matches,
  entry,
}: {
  leagues: readonly EntryLeague[];
  matches: readonly KnockoutMatch[];
  entry: number;
}) {
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
      {CUP_GROUPS.map((group) => {
        const rows = cups.filter((l) => cupGroup(l) === group);
        if (rows.length === 0) return null;
        return (
          <div className="table-scroll cups-section" key={group}>
            <table className="table cups-table">
              <caption>{group}</caption>
              <thead>
                <tr>
                  <th scope="col">Cup</th>
                  <th scope="col">Round</th>
                  <th scope="col" className="table__num">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((l) => {
                  const round = cupRound(matches, l.cup_league!, entry);
                  return (
                    <tr key={l.id}>
                      <th scope="row">
                        <Link to={paths.leagueCup.getHref(l.id)}>{l.name}</Link>
                      </th>
                      <td>{round?.round ?? (l.cup_qualified === false ? 'Not qualified' : '')}</td>
                      <td className="table__num">
                        {round?.status ? (
                          <span className={`cup-status cup-status--${round.status.toLowerCase()}`}>
                            {round.status}
                          </span>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        );
      })}
    </>
  );
}
