import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { entryKey } from '../../../lib/query-keys';
import type { ClassicLeague, CodePrivacy } from './types';

/** The body of `POST leagues-classic/` (SPEC §7), with the code privacy the form asks for. */
export type CreateClassicLeagueInput = {
  name: string;
  has_cup: boolean;
  start_event: number;
  code_privacy: CodePrivacy;
};

/** League name limit (SPEC §5, §9). */
export const LEAGUE_NAME_MAX = 30;

/** Creates an invitational classic league administered by the signed-in manager. */
export function createClassicLeague(input: CreateClassicLeagueInput) {
  return api.post<ClassicLeague>('/api/leagues-classic/', input);
}

/** Creates a league; the manager's league list is read again. */
export function useCreateClassicLeague(entryId: number) {
  return useInvalidatingMutation(createClassicLeague, [entryKey(entryId)]);
}
