import { useQuery } from '@tanstack/react-query';
import type { LeagueDetail } from '@ofl/api';

import { apiQueryOptions } from '../../../lib/api-query';
import { leagueKeys } from './keys';

/**
 * A classic league with the viewer's rights and, when he may see it, its code: what its
 * administrator edits (bans, name lock).
 */
export function useClassicLeague(leagueId: number, enabled = true) {
  const path = `/api/leagues-classic/${leagueId}/`;
  return useQuery({ ...apiQueryOptions<LeagueDetail>(leagueKeys.one(leagueId), path), enabled });
}
