import type { CreateH2hInput, H2hLeagueDetail } from '@ofl/api';

import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { entryKey } from '../../../lib/query-keys';

/** The body of `POST leagues-h2h/` (SPEC §7): max_entries null is Unlimited, ko_rounds null none. */
export type CreateH2hLeagueInput = Required<CreateH2hInput>;

/** Creates an invitational head-to-head league administered by the signed-in manager. */
export function createH2hLeague(input: CreateH2hLeagueInput) {
  return api.post<H2hLeagueDetail>('/api/leagues-h2h/', input);
}

/** Creates a league; the manager's league list is read again. */
export function useCreateH2hLeague(entryId: number) {
  return useInvalidatingMutation(createH2hLeague, [entryKey(entryId)]);
}
