import { useQuery } from '@tanstack/react-query';
import type { ScoreDistribution } from '@ofl/api';

import { apiQueryOptions } from '../../../lib/api-query';

export type { ScoreDistribution };

/** A gameweek's scores as a histogram (`GET /api/event/{id}/distribution/`). */
export function useScoreDistribution(event: number) {
  return useQuery(
    apiQueryOptions<ScoreDistribution>(
      ['event-distribution', event],
      `/api/event/${event}/distribution/`,
    ),
  );
}
