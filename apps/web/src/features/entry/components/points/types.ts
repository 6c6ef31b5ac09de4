/** The fields of a bootstrap gameweek the points page reads (api-shapes §1.2). */
export type PointsEvent = {
  id: number;
  name: string;
  finished: boolean;
  is_current: boolean;
  average_entry_score?: number;
  highest_score?: number | null;
  highest_scoring_entry?: number | null;
};
