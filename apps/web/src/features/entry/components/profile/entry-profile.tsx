import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { paths } from '../../../../config/paths';
import type { EntrySummary } from '../../api/get-entry';
import type { EntryFinance } from '../../api/get-entry-finance';
import { formatRank } from '../../../../lib/format-rank';
import { allLeagues, fanLeague } from '../../../../lib/league-groups';
import { LeaguesCups } from './leagues-cups';
import { TransfersFinance } from './transfers-finance';
import '../entry.css';

/**
 * The entry profile (SPEC §2): names and kit, Points/Rankings, the kit box, the Fan League,
 * Leagues & Cups, Transfers & Finance and, for the owner only, the Admin box. The kit is drawn
 * by the route (`kitPreview`), which composes this feature with the kit feature, and so is the
 * cups table of Leagues & Cups (`cupsTable`, with the cups feature).
 */
export function EntryProfile({
  entry,
  own,
  finance,
  totalPlayers,
  kitPreview,
  cupsTable,
  userProfileHref,
}: {
  entry: EntrySummary;
  own: boolean;
  finance: EntryFinance | undefined;
  totalPlayers: number;
  kitPreview: ReactNode;
  cupsTable: ReactNode;
  userProfileHref: string;
}) {
  const leagues = allLeagues(entry.leagues);
  const fan = fanLeague(leagues);
  return (
    <aside className="entry-profile" aria-labelledby="entry-profile-title">
      <header className="profile-header">
        {kitPreview}
        <div>
          <h2 id="entry-profile-title">
            {entry.player_first_name} {entry.player_last_name}
          </h2>
          <p className="profile-header__team">{entry.name}</p>
        </div>
      </header>
      <section className="profile-box" aria-labelledby="points-rankings-title">
        <h3 id="points-rankings-title">Points/Rankings</h3>
        <dl className="figures profile-figures">
          <div>
            <dt>Overall points</dt>
            <dd>{entry.summary_overall_points ?? 0}</dd>
          </div>
          <div>
            <dt>Overall rank</dt>
            <dd>{formatRank(entry.summary_overall_rank)}</dd>
          </div>
          <div>
            <dt>Total players</dt>
            <dd>{formatRank(totalPlayers)}</dd>
          </div>
          <div>
            <dt>Gameweek points</dt>
            <dd>{entry.summary_event_points ?? 0}</dd>
          </div>
        </dl>
        <p>
          <Link to={`${paths.entryHistory.getHref(entry.id)}#gameweek-history`}>
            Gameweek History
          </Link>
        </p>
      </section>
      {own && (
        <section className="profile-box" aria-labelledby="team-kit-title">
          <h3 id="team-kit-title">My Team&apos;s Kit</h3>
          <p>
            <Link to={paths.entryUpdate.getHref()}>Design Your Kit</Link>
          </p>
        </section>
      )}
      {fan && (
        <section className="profile-box" aria-labelledby="fan-league-title">
          <h3 id="fan-league-title">Fan League</h3>
          <p>{fan.name}</p>
          <p>
            <Link to={paths.standingsClassic.getHref(fan.id)}>View My Fan League</Link>
          </p>
        </section>
      )}
      <LeaguesCups leagues={leagues} cupsTable={cupsTable} />
      <TransfersFinance entry={entry} own={own} finance={finance} />
      {own && (
        <section className="profile-box" aria-labelledby="admin-title">
          <h3 id="admin-title">Admin</h3>
          <ul className="profile-links">
            <li>
              <Link to={paths.entryUpdate.getHref()}>Team Details</Link>
            </li>
            <li>
              <a href={userProfileHref}>User Profile</a>
            </li>
          </ul>
        </section>
      )}
    </aside>
  );
}
