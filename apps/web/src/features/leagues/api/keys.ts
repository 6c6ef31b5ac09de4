// Cache keys of the league calls, so a mutation invalidates exactly what it changed.

export const leagueKeys = {
  all: ['league'] as const,
  one: (id: number) => ['league', id] as const,
  search: (id: number, text: string) => ['league', id, 'search', text] as const,
  standings: (id: number, query: { phase: number; page: number; newEntriesPage: number }) =>
    ['league', id, 'standings', query] as const,
  renewable: ['leagues-renewable'] as const,
  rejoinable: ['leagues-rejoin'] as const,
};
