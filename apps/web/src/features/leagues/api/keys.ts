// Cache keys of the league calls, so a mutation invalidates exactly what it changed.

export const leagueKeys = {
  all: ['league'] as const,
  one: (id: number) => ['league', id] as const,
  h2h: (id: number) => ['league', id, 'h2h'] as const,
  search: (id: number, text: string) => ['league', id, 'search', text] as const,
  standings: (id: number, query: { phase: number; page: number; newEntriesPage: number }) =>
    ['league', id, 'standings', query] as const,
  h2hStandings: (id: number, query: { page: number; newEntriesPage: number }) =>
    ['league', id, 'h2h-standings', query] as const,
  h2hMatches: (id: number, query: { page: number; entry: number; event: number }) =>
    ['league', id, 'h2h-matches', query] as const,
  race: (entries: readonly number[]) => ['league-race', ...entries] as const,
  renewable: ['leagues-renewable'] as const,
  rejoinable: ['leagues-rejoin'] as const,
};
