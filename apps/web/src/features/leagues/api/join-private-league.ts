import type { JoinedLeague } from '@ofl/api';

import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { entryKey } from '../../../lib/query-keys';
import { leagueKeys } from './keys';

/** Joins an invitational league by its code (`POST leagues-private/join/`). */
export function joinPrivateLeague(input: { code: string; entry: number }) {
  return api.post<JoinedLeague>('/api/leagues-private/join/', input);
}

/** Joins by code; the manager's league list and any league page are read again. */
export function useJoinPrivateLeague(entryId: number) {
  return useInvalidatingMutation(
    (code: string) => joinPrivateLeague({ code, entry: entryId }),
    [entryKey(entryId), leagueKeys.all],
  );
}
