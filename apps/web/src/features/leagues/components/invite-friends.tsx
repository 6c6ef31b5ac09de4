import type { LeagueDetail } from '@ofl/api';

import { paths } from '../../../config/paths';
import { errorPageText } from '../../../lib/error-catalogue';
import { CopyValue } from './copy-value';
import './leagues.css';

/**
 * Invite Friends (SPEC §2): the league's code to type on Join an Invitational League and the
 * auto-join link that joins in one step. A closed league takes no one, so it shows no code; nor
 * does a league whose code privacy keeps it from this manager (the server leaves it out).
 */
export function InviteFriends({ league, origin }: { league: LeagueDetail; origin: string }) {
  if (league.closed) return <p>This league is closed to new entries.</p>;
  if (!league.code) return <p role="alert">{errorPageText(403).lines[0]}</p>;
  return (
    <div className="invite">
      <p>
        Give your friends the code below to type on Join an Invitational League, or send them the
        link: it takes them straight to joining {league.name}.
      </p>
      <CopyValue label="Code" value={league.code} />
      <CopyValue label="Link" value={`${origin}${paths.leagueAutoJoin.getHref(league.code)}`} />
    </div>
  );
}
