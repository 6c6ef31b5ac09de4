import { Link } from 'react-router';
import type { EntryLeague } from '@ofl/api';

import { leagueAdminHref, paths } from '../../../config/paths';

/** The ways to run a league, each offered only to an entry that may. */
const MANAGE = [
  { label: 'Administer', may: (l: EntryLeague) => l.entry_can_admin, href: leagueAdminHref },
  {
    label: 'Invite Friends',
    may: (l: EntryLeague) => l.entry_can_invite,
    href: (l: EntryLeague) => paths.leagueInvite.getHref(l.id),
  },
];

/** Administer and Invite Friends as button links, for the administrator and those who may invite. */
export function manageLinks(league: EntryLeague) {
  return MANAGE.filter((m) => m.may(league)).map((m) => (
    <Link key={m.label} className="button button--secondary" to={m.href(league)}>
      {m.label}
    </Link>
  ));
}

/** Above a league's table: Administer and Invite Friends, when the entry may. */
export function LeagueLinks({ league }: { league: EntryLeague | undefined }) {
  const links = league ? manageLinks(league) : [];
  if (links.length === 0) return null;
  return <p className="league-links">{links}</p>;
}
