import { paths } from '../config/paths';

/** Who may open a screen: everyone, or only a player who has a team (SPEC §2 route table). */
export type Access = 'open' | 'team';

/**
 * Screens whose content later work fills in. Each is mounted now with its real title and
 * access rule; BUILDING.md lists the same table.
 */
export const pendingRoutes: ReadonlyArray<{ path: string; title: string; access: Access }> = [
  { path: paths.leaguesCreateH2h.path, title: 'Create a Head-to-Head League', access: 'team' },
  { path: paths.leagueAdminH2h.path, title: 'League Administration', access: 'team' },
  { path: paths.standingsH2h.path, title: 'League Standings', access: 'open' },
  { path: paths.matchesH2h.path, title: 'Matches', access: 'open' },
  { path: paths.newEntriesH2h.path, title: 'New Entries', access: 'open' },
  { path: paths.scout.path, title: 'The Scout', access: 'open' },
  { path: paths.scoutSetPieceTakers.path, title: 'Set-Piece Takers', access: 'open' },
  { path: paths.scoutPlayerNews.path, title: 'Player News', access: 'open' },
  { path: paths.prizeDetails.path, title: 'Prize Details', access: 'open' },
];
