import type { CreateClassicInput, LeagueDetail } from '@ofl/api';

import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { entryKey } from '../../../lib/query-keys';

/** The body of `POST leagues-classic/` (SPEC §7), with the code privacy the form asks for. */
export type CreateClassicLeagueInput = Required<CreateClassicInput>;

/** Creates an invitational classic league administered by the signed-in manager. */
export function createClassicLeague(input: CreateClassicLeagueInput) {
  return api.post<LeagueDetail>('/api/leagues-classic/', input);
}

/** Creates a league; the manager's league list is read again. */
export function useCreateClassicLeague(entryId: number) {
  return useInvalidatingMutation(createClassicLeague, [entryKey(entryId)]);
}
