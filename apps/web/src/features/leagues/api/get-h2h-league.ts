import { useQuery } from '@tanstack/react-query';
import type { H2hLeagueDetail } from '@ofl/api';

import { apiQueryOptions } from '../../../lib/api-query';
import { leagueKeys } from './keys';

/**
 * A head-to-head league with the viewer's rights, its code when he may see it; `started` once
 * it is locked.
 */
export function useH2hLeague(leagueId: number, enabled = true) {
  const path = `/api/leagues-h2h/${leagueId}/`;
  return useQuery({ ...apiQueryOptions<H2hLeagueDetail>(leagueKeys.h2h(leagueId), path), enabled });
}
