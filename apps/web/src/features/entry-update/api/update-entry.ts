import type { EntryUpdateInput, UpdatedEntry } from '@ofl/api';
import { HIDDEN_CHARACTER_MESSAGE, TEAM_NAME_MAX, teamNameProblem } from '@ofl/api/rules';

import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { entryKey } from '../../../lib/query-keys';

/**
 * The body of `POST /api/entry-update/` (SPEC §7): kit is JSON text, None club is null. Team
 * Details has no email control, so `email` is left out and the manager's choice stays as it is.
 */
export type UpdateEntryInput = EntryUpdateInput;

export { TEAM_NAME_MAX };

const PROBLEMS = {
  blank: 'Please enter a team name.',
  too_long: `Maximum ${TEAM_NAME_MAX} characters`,
  hidden: HIDDEN_CHARACTER_MESSAGE,
} as const;

/** The reason the name cannot be sent, or null: the server's own rule. */
export function checkTeamName(name: string): string | null {
  const problem = teamNameProblem(name);
  return problem === null ? null : PROBLEMS[problem];
}

/** Changes the signed-in manager's team details. */
export function updateEntry(input: UpdateEntryInput): Promise<UpdatedEntry> {
  return api.post<UpdatedEntry>('/api/entry-update/', input);
}

/** Saves Team Details; the entry (name, kit, club) is fetched again everywhere it shows. */
export function useUpdateEntry(entryId: number) {
  return useInvalidatingMutation(updateEntry, [entryKey(entryId)]);
}
