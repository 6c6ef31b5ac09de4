import { useQuery } from '@tanstack/react-query';
import type { RenewableLeague } from '@ofl/api';

import { apiQueryOptions } from '../../../lib/api-query';
import { leagueKeys } from './keys';

/** Last season's leagues the manager administered, waiting to be renewed or deleted. */
export function useRenewableLeagues() {
  return useQuery(
    apiQueryOptions<RenewableLeague[]>(leagueKeys.renewable, '/api/leagues-renewable/'),
  );
}
