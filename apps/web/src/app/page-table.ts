import { paths } from '../config/paths';

// The screens of the game but Home (SPEC §2 route table) as plain data: the address each is
// mounted at, the module under ./routes that draws it, and who may open it. The router builds
// its routes from this table, and the build reads it to tell the server which files each
// address needs, so that the server names them in the page it sends (see vite.config.ts).

/** Who may open a screen: everyone, a player with a team, or any signed-in player. */
export type PageAccess = 'open' | 'team' | 'login';

export interface PageRoute {
  readonly path: string;
  /** The module of the screen, as its path under ./routes without the extension. */
  readonly page: string;
  readonly access: PageAccess;
  /**
   * The API addresses the screen reads as soon as it shows, written as its code asks for them
   * (`{next}` stands for the next gameweek): the page names them, so they load beside the code.
   */
  readonly data?: readonly string[];
  /**
   * What the screen loads at once for a manager with a team: more modules (paths under src/
   * without the extension) and API addresses (`{entry}` stands for his entry).
   */
  readonly team?: { readonly modules?: readonly string[]; readonly data?: readonly string[] };
}

/** The module that draws Home, which the router loads apart from this table. */
export const homePage: PageRoute = {
  path: paths.home.path,
  page: 'home',
  access: 'open',
  // A manager's Home is his dashboard.
  team: {
    modules: ['features/home/components/dashboard'],
    data: [
      '/api/entry/{entry}/',
      '/api/event-status/',
      '/api/dream-team/',
      '/api/news/?pageSize=1&type=TEXT&tag=Fantasy+Football+Scout',
      '/api/stats/most-valuable-teams/',
      '/api/stats/best-classic-private-leagues/',
    ],
  },
};

/** The news lists beside the statistics table. */
const statisticsNews = [
  '/api/news/?pageSize=5&type=TEXT&tag=FPL+Stats+Explained',
  '/api/news/?pageSize=5&type=TEXT',
];

export const pageTable = [
  { path: paths.squadSelection.path, page: 'squad-selection', access: 'open' },
  { path: paths.leagueAutoJoin.path, page: 'auto-join', access: 'open' },

  {
    path: paths.myTeam.path,
    page: 'my-team',
    access: 'team',
    team: { data: ['/api/my-team/{entry}/', '/api/entry/{entry}/', '/api/fixtures/?event={next}'] },
  },
  { path: paths.entryUpdate.path, page: 'entry-update', access: 'team' },
  {
    path: paths.transfers.path,
    page: 'transfers',
    access: 'team',
    team: { data: ['/api/my-team/{entry}/'] },
  },
  { path: paths.leagues.path, page: 'leagues/my-leagues', access: 'team' },
  { path: paths.leaguesRenew.path, page: 'leagues/renew', access: 'team' },
  { path: paths.leaguesCreateJoin.path, page: 'leagues/create-join', access: 'team' },
  { path: paths.leaguesCreate.path, page: 'leagues/create', access: 'team' },
  { path: paths.leaguesCreateClassic.path, page: 'leagues/create-classic', access: 'team' },
  { path: paths.leaguesJoin.path, page: 'leagues/join', access: 'team' },
  { path: paths.leaguesJoinPrivate.path, page: 'leagues/join-private', access: 'team' },
  { path: paths.leaguesJoinPublic.path, page: 'leagues/join-public', access: 'team' },
  { path: paths.leaguesCreateH2h.path, page: 'leagues/create-h2h', access: 'team' },
  { path: paths.leagueAdminClassic.path, page: 'leagues/admin-classic', access: 'team' },
  { path: paths.leagueAdminH2h.path, page: 'leagues/admin-h2h', access: 'team' },
  { path: paths.leagueInvite.path, page: 'leagues/invite', access: 'team' },
  { path: paths.leaguesCups.path, page: 'leagues/cups', access: 'team' },

  { path: paths.standingsClassic.path, page: 'leagues/standings-classic', access: 'open' },
  { path: paths.standingsH2h.path, page: 'leagues/standings-h2h', access: 'open' },
  { path: paths.matchesH2h.path, page: 'leagues/matches-h2h', access: 'open' },
  { path: paths.newEntriesH2h.path, page: 'leagues/new-entries-h2h', access: 'open' },
  { path: paths.leagueCup.path, page: 'leagues/cup', access: 'open' },
  { path: paths.leagueCupNotStarted.path, page: 'leagues/cup-not-started', access: 'open' },
  { path: paths.entryHistory.path, page: 'entry/history', access: 'open' },
  { path: paths.entryEvent.path, page: 'entry/event', access: 'open' },
  { path: paths.entryTransfers.path, page: 'entry/transfers', access: 'open' },
  { path: paths.helpRules.path, page: 'help/rules', access: 'open' },
  { path: paths.helpTerms.path, page: 'help/terms', access: 'open' },
  { path: paths.helpNew.path, page: 'help/new', access: 'open' },
  { path: paths.helpReportName.path, page: 'help/report-name', access: 'open' },
  { path: paths.prizes.path, page: 'prizes', access: 'open' },
  { path: paths.prizesWinners.path, page: 'prize-winners', access: 'open' },
  { path: paths.fixtures.path, page: 'fixtures', access: 'open' },
  { path: paths.fixturesFdr.path, page: 'fixtures-fdr', access: 'open' },
  { path: paths.fixturesEvent.path, page: 'fixtures', access: 'open' },
  { path: paths.scout.path, page: 'the-scout', access: 'open' },
  { path: paths.scoutPlayerNews.path, page: 'player-news', access: 'open' },
  { path: paths.scoutSetPieceTakers.path, page: 'set-piece-takers', access: 'open' },
  { path: paths.statistics.path, page: 'statistics', access: 'open', data: statisticsNews },
  { path: paths.statistic.path, page: 'statistics', access: 'open', data: statisticsNews },
  { path: paths.teamOfTheSeason.path, page: 'team-of-the-week', access: 'open' },
  { path: paths.teamOfTheWeek.path, page: 'team-of-the-week', access: 'open' },
  { path: paths.playerList.path, page: 'player-list', access: 'open' },
  { path: paths.register.path, page: 'accounts/register', access: 'open' },
  { path: paths.passwordForgot.path, page: 'accounts/password-forgot', access: 'open' },
  { path: paths.passwordReset.path, page: 'accounts/password-reset', access: 'open' },

  { path: paths.passwordChange.path, page: 'accounts/password-change', access: 'login' },

  // Any other address is the not-found screen.
  { path: '*', page: 'not-found', access: 'open' },
] as const satisfies readonly PageRoute[];

/** The name of a screen's module. */
export type PageName = (typeof pageTable)[number]['page'];
