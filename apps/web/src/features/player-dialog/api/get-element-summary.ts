import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** A coming fixture of the player (api-shapes §3 `fixtures[]`). */
export type SummaryFixture = {
  id: number;
  event: number | null;
  team_h: number;
  team_a: number;
  kickoff_time: string | null;
  provisional_start_time: boolean;
  is_home: boolean;
  difficulty: number;
};

/** A fixture played this season: the opponent, the score, points and stats (SPEC §3 History row). */
export type HistoryRow = {
  fixture: number;
  round: number;
  opponent_team: number;
  was_home: boolean;
  team_h_score: number | null;
  team_a_score: number | null;
  total_points: number;
  transfers_balance: number;
  selected: number;
  value: number;
} & Record<string, unknown>;

/** A previous season's totals (SPEC §3 Season row). */
export type SeasonRow = {
  season_name: string;
  total_points: number;
  start_cost: number;
  end_cost: number;
} & Record<string, unknown>;

/** `GET /api/element-summary/{id}/`: fixtures, history and history_past. */
export type ElementSummary = {
  fixtures: SummaryFixture[];
  history: HistoryRow[];
  history_past: SeasonRow[];
};

/** Fetches one player's detail. */
export function getElementSummary(id: number): Promise<ElementSummary> {
  return api.get<ElementSummary>(`/api/element-summary/${id}/`);
}

/** The cache entry of a player's detail. */
export function getElementSummaryQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['element-summary', id],
    queryFn: () => getElementSummary(id),
    staleTime: 60_000,
  });
}

/** A player's detail; a failure only leaves the tables empty (SPEC §8 ignores it). */
export function useElementSummary(id: number) {
  return useQuery({ ...getElementSummaryQueryOptions(id), enabled: id > 0 });
}
