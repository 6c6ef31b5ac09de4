import type { JoinedLeague } from '@ofl/api';

import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { entryKey } from '../../../lib/query-keys';

/** Places the entry in a public league with room (`POST leagues-public/join/`). */
export function joinPublicLeague(input: { scoring: 'c' | 'h'; entry: number }) {
  return api.post<JoinedLeague>('/api/leagues-public/join/', input);
}

/** Joins a public classic (c) or head-to-head (h) league; the league list is read again. */
export function useJoinPublicLeague(entryId: number) {
  return useInvalidatingMutation(
    (scoring: 'c' | 'h' = 'c') => joinPublicLeague({ scoring, entry: entryId }),
    [entryKey(entryId)],
  );
}
