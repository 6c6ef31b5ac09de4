// Cache keys of the cup calls.
export const cupKeys = {
  status: (id: number) => ['cup', id, 'status'] as const,
  matches: (id: number, query: CupMatchFilter) => ['cup', id, 'matches', query] as const,
  entrants: (id: number) => ['cup', id, 'entrants'] as const,
};

/** Which matches of a cup: a page, optionally one team's or one gameweek's. */
export type CupMatchFilter = { page: number; entry?: number; event?: number };
