import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntryUpdateInput, UpdatedEntry } from '@ofl/api';
import { TEAM_NAME_MAX, teamNameProblem } from '@ofl/api/rules';

import { api } from '../../../lib/api-client';

/**
 * The body of `POST /api/entry-update/` (SPEC §7): kit is JSON text, None club is null. Team
 * Details has no email control, so `email` is left out and the manager's choice stays as it is.
 */
export type UpdateEntryInput = EntryUpdateInput;

/** The name as it will be sent, or the reason it cannot be (the contract's rule). */
export function checkTeamName(name: string): string | null {
  const problem = teamNameProblem(name);
  if (problem === 'blank') return 'Please enter a team name.';
  if (problem === 'too_long') return `Maximum ${TEAM_NAME_MAX} characters`;
  return null;
}

/** Changes the signed-in manager's team details. */
export function updateEntry(input: UpdateEntryInput): Promise<UpdatedEntry> {
  return api.post<UpdatedEntry>('/api/entry-update/', input);
}

/** Saves Team Details; the entry (name, kit, club) is fetched again everywhere it shows. */
export function useUpdateEntry(entryId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateEntry,
    onSuccess: () => client.invalidateQueries({ queryKey: ['entry', entryId] }),
  });
}
