/**
 * Every route of the game once: `path` is the pattern the router mounts, `getHref` builds the
 * link. Nothing else in the app writes a URL by hand.
 */
type Id = number | string;

const route = <A extends unknown[]>(path: string, getHref: (...args: A) => string) => ({
  path,
  getHref,
});
const fixed = (path: string) => route(path, () => path);

/** The route table of the game (SPEC §2), plus the accounts pages. */
export const paths = {
  home: fixed('/'),
  squadSelection: fixed('/squad-selection'),
  myTeam: fixed('/my-team'),
  transfers: fixed('/transfers'),
  entryUpdate: fixed('/entry-update'),

  leagues: fixed('/leagues'),
  leaguesCups: fixed('/leagues/cups'),
  leaguesRenew: fixed('/leagues/renew'),
  leaguesCreateJoin: fixed('/leagues/create-join'),
  leaguesCreate: fixed('/leagues/create'),
  leaguesCreateClassic: fixed('/leagues/create/classic'),
  leaguesCreateH2h: fixed('/leagues/create/h2h'),
  leaguesJoin: fixed('/leagues/join'),
  leaguesJoinPrivate: fixed('/leagues/join/private'),
  leaguesJoinPublic: fixed('/leagues/join/public'),
  leagueAdminClassic: route('/leagues/:leagueId/admin/c', (id: Id) => `/leagues/${id}/admin/c`),
  leagueAdminH2h: route('/leagues/:leagueId/admin/h', (id: Id) => `/leagues/${id}/admin/h`),
  leagueInvite: route('/leagues/:leagueId/invite', (id: Id) => `/leagues/${id}/invite`),
  standingsClassic: route(
    '/leagues/:leagueId/standings/c',
    (id: Id) => `/leagues/${id}/standings/c`,
  ),
  standingsH2h: route('/leagues/:leagueId/standings/h', (id: Id) => `/leagues/${id}/standings/h`),
  leagueCup: route('/leagues/:leagueId/cup', (id: Id) => `/leagues/${id}/cup`),
  leagueCupNotStarted: route(
    '/leagues/:leagueId/cup-not-started',
    (id: Id) => `/leagues/${id}/cup-not-started`,
  ),
  matchesH2h: route('/leagues/:leagueId/matches/h', (id: Id) => `/leagues/${id}/matches/h`),
  newEntriesH2h: route(
    '/leagues/:leagueId/new-entries/h',
    (id: Id) => `/leagues/${id}/new-entries/h`,
  ),
  leagueAutoJoin: route('/leagues/auto-join/:code', (code: string) => {
    return `/leagues/auto-join/${encodeURIComponent(code)}`;
  }),

  entryHistory: route('/entry/:entryId/history', (entry: Id) => `/entry/${entry}/history`),
  entryEvent: route(
    '/entry/:entryId/event/:eventId',
    (entry: Id, event: Id) => `/entry/${entry}/event/${event}`,
  ),
  entryTransfers: route('/entry/:entryId/transfers', (entry: Id) => `/entry/${entry}/transfers`),

  teamOfTheSeason: fixed('/team-of-the-week/'),
  teamOfTheWeek: route('/team-of-the-week/:eventId', (event: Id) => `/team-of-the-week/${event}`),

  scout: fixed('/the-scout'),
  /** The Scout with one of its items open. */
  scoutItem: route('/the-scout', (item: Id) => `/the-scout?item=${item}`),
  scoutSetPieceTakers: fixed('/the-scout/set-piece-takers'),
  scoutPlayerNews: fixed('/the-scout/player-news'),

  statistics: fixed('/statistics'),
  /** A stat's table, or with the stats feature's PRICE_CHANGES our Price Changes page. */
  statistic: route('/statistics/:statName', (stat: string) => `/statistics/${stat}`),

  fixtures: fixed('/fixtures'),
  fixturesFdr: fixed('/fixtures/fdr'),
  fixturesEvent: route('/fixtures/:eventId', (event: Id) => `/fixtures/${event}`),

  help: fixed('/help'),
  helpRules: fixed('/help/rules'),
  helpTerms: fixed('/help/terms'),
  helpNew: fixed('/help/new'),
  helpReportName: route(
    '/help/report-name',
    (report?: { entryId?: Id; leagueId?: Id; leagueName?: string }) => {
      const query = new URLSearchParams();
      if (report?.entryId != null) query.set('entryId', String(report.entryId));
      if (report?.leagueId != null) query.set('leagueId', String(report.leagueId));
      if (report?.leagueName != null) query.set('leagueName', report.leagueName);
      const text = query.toString();
      return text ? `/help/report-name?${text}` : '/help/report-name';
    },
  ),

  playerList: fixed('/player-list'),
  prizes: fixed('/prizes'),
  prizesWinners: fixed('/prizes/winners'),
  prizeDetails: route('/winners/prize-details/:token/', (token: string) => {
    return `/winners/prize-details/${encodeURIComponent(token)}/`;
  }),

  register: fixed('/register'),
  passwordForgot: fixed('/password/forgot'),
  passwordReset: route('/password/reset', (token?: string) => {
    return token ? `/password/reset?token=${encodeURIComponent(token)}` : '/password/reset';
  }),
  passwordChange: fixed('/password/change'),
} as const;

/** A league as its links need it: its id, and its scoring ('h' for head-to-head). */
type LeagueRef = { id: number; scoring?: string };

/** A league's standings, on the page of its kind. */
export const standingsHref = (league: LeagueRef) =>
  league.scoring === 'h'
    ? paths.standingsH2h.getHref(league.id)
    : paths.standingsClassic.getHref(league.id);

/** A league's administration, on the page of its kind. */
export const leagueAdminHref = (league: LeagueRef) =>
  league.scoring === 'h'
    ? paths.leagueAdminH2h.getHref(league.id)
    : paths.leagueAdminClassic.getHref(league.id);

/** Old addresses of the game and where they live now (SPEC §2). */
export const legacyRedirects: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/a/team/my', to: paths.myTeam.getHref() },
  { from: '/a/squad/transfers', to: paths.transfers.getHref() },
  { from: '/a/leagues/main', to: paths.leagues.getHref() },
  { from: '/a/fixtures', to: paths.fixtures.getHref() },
  { from: '/a/statistics/total_points', to: paths.statistics.getHref() },
];
