import type { EntryCreateInput } from '@ofl/api';
import { TEAM_NAME_MAX, teamNameProblem } from '@ofl/api/rules';

import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

// The shell's session query: after entering, `me` carries the new entry id.
const meKey = ['me'];

/** The body of `POST /api/entry-create/` (SPEC §7). favourite_team null means 'None'. */
export type CreateEntryInput = EntryCreateInput;

export { TEAM_NAME_MAX };

/** Whether the Enter Squad form may be sent: a club chosen (or None), a name and the terms. */
export function canSubmitEntry(
  input: Pick<CreateEntryInput, 'name' | 'terms_agreed'> & {
    favouriteChoice: number;
  },
): boolean {
  return (
    input.favouriteChoice !== 0 &&
    teamNameProblem(input.name) === null &&
    input.terms_agreed === true
  );
}

/** Enters the squad: creates the manager's team with its fifteen players. */
export function createEntry(input: CreateEntryInput): Promise<unknown> {
  return api.post<unknown>('/api/entry-create/', input);
}

/** Enters the squad; on success the session (which now has an entry) is fetched again. */
export function useCreateEntry() {
  return useInvalidatingMutation(createEntry, [meKey]);
}
