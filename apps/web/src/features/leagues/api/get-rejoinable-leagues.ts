import type { RejoinableLeague } from '@ofl/api';
import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from '../../../lib/api-query';
import { leagueKeys } from './keys';

/**
 * Last season's leagues renewed by their admin that the manager may join again (none until
 * their admins renew them).
 */
export function useRejoinableLeagues() {
  return useQuery(
    apiQueryOptions<RejoinableLeague[]>(leagueKeys.rejoinable, '/api/leagues-rejoin/'),
  );
}
