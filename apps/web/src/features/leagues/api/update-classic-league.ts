import { api } from '../../../lib/api-client';
import { entryKey, useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { leagueKeys } from './keys';
import type { ClassicLeague, CodePrivacy } from './types';

/** The body of `PUT leagues-classic/{id}/` (SPEC §7); a field left out stays. */
export type UpdateClassicLeagueInput = Partial<{
  name: string;
  code_privacy: CodePrivacy;
  start_event: number;
  closed: boolean;
  admin_entry: number;
  has_cup: boolean;
}>;

/** Saves a classic league's settings; only its administrator may. */
export function updateClassicLeague(leagueId: number, input: UpdateClassicLeagueInput) {
  return api.put<ClassicLeague>(`/api/leagues-classic/${leagueId}/`, input);
}

/** Edits a league (or hands it to another admin); the league and the entry are read again. */
export function useUpdateClassicLeague(leagueId: number, entryId: number) {
  return useInvalidatingMutation(
    (input: UpdateClassicLeagueInput) => updateClassicLeague(leagueId, input),
    [leagueKeys.one(leagueId), entryKey(entryId)],
  );
}
