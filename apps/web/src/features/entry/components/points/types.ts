import type { GameEvent } from '@ofl/api';

/** The fields of a bootstrap gameweek the points page reads (api-shapes §1.2). */
export type PointsEvent = Pick<
  GameEvent,
  | 'id'
  | 'name'
  | 'finished'
  | 'is_current'
  | 'average_entry_score'
  | 'highest_score'
  | 'highest_scoring_entry'
>;
