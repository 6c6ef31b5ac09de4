import { paths } from '../config/paths';

/** Who may open a screen: everyone, or only a player who has a team (SPEC §2 route table). */
export type Access = 'open' | 'team';

/**
 * Screens whose content later work fills in. Each is mounted now with its real title and
 * access rule; BUILDING.md lists the same table.
 */
export const pendingRoutes: ReadonlyArray<{ path: string; title: string; access: Access }> = [
  { path: paths.leaguesCups.path, title: 'Leagues & Cups', access: 'team' },
  { path: paths.leaguesCreateH2h.path, title: 'Create a Head-to-Head League', access: 'team' },
  { path: paths.leagueAdminH2h.path, title: 'League Administration', access: 'team' },
  { path: paths.standingsH2h.path, title: 'League Standings', access: 'open' },
  { path: paths.leagueCup.path, title: 'Cup', access: 'open' },
  { path: paths.leagueCupNotStarted.path, title: 'Cup', access: 'open' },
  { path: paths.matchesH2h.path, title: 'Matches', access: 'open' },
  { path: paths.newEntriesH2h.path, title: 'New Entries', access: 'open' },
  { path: paths.teamOfTheSeason.path, title: 'Team of the Season', access: 'open' },
  { path: paths.teamOfTheWeek.path, title: 'Team of the Week', access: 'open' },
  { path: paths.scout.path, title: 'The Scout', access: 'open' },
  { path: paths.scoutSetPieceTakers.path, title: 'Set-Piece Takers', access: 'open' },
  { path: paths.scoutPlayerNews.path, title: 'Player News', access: 'open' },
  { path: paths.statistics.path, title: 'Statistics', access: 'open' },
  { path: paths.statistic.path, title: 'Statistics', access: 'open' },
  { path: paths.fixtures.path, title: 'Fixtures & Results', access: 'open' },
  { path: paths.fixturesFdr.path, title: 'Fixture Difficulty Rating (FDR)', access: 'open' },
  { path: paths.fixturesEvent.path, title: 'Fixtures & Results', access: 'open' },
  { path: paths.playerList.path, title: 'Player List', access: 'open' },
  { path: paths.prizesWinners.path, title: 'Prize Winners', access: 'open' },
  { path: paths.prizeDetails.path, title: 'Prize Details', access: 'open' },
];
