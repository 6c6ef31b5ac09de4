import type { UpdateH2hInput } from '@ofl/api';

import { api } from '../../../lib/api-client';
import { entryKey, useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { leagueKeys } from './keys';
import type { H2hLeague } from './types';

/** Saves a head-to-head league's settings (`PUT leagues-h2h/{id}/`); only the name once started. */
export function updateH2hLeague(leagueId: number, input: UpdateH2hInput) {
  return api.put<H2hLeague>(`/api/leagues-h2h/${leagueId}/`, input);
}

/** Edits a league (or hands it over); the league and the entry are read again. */
export function useUpdateH2hLeague(leagueId: number, entryId: number) {
  return useInvalidatingMutation(
    (input: UpdateH2hInput) => updateH2hLeague(leagueId, input),
    [leagueKeys.one(leagueId), entryKey(entryId)],
  );
}
