import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/**
 * The body of `POST /api/entry-update/` (SPEC §7): kit is JSON text, None club is null. Team
 * Details has no email control, so `email` is left out and the manager's choice stays as it is.
 */
export type UpdateEntryInput = {
  name: string;
  kit: string;
  favourite_team: number | null;
  email?: boolean;
};

/** Team name limit (SPEC §5, §9). */
export const TEAM_NAME_MAX = 20;

/** The name as it will be sent, or the reason it cannot be. */
export function checkTeamName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'Please enter a team name.';
  if (trimmed.length > TEAM_NAME_MAX) return 'Maximum 20 characters';
  return null;
}

/** Changes the signed-in manager's team details. */
export function updateEntry(input: UpdateEntryInput): Promise<unknown> {
  return api.post<unknown>('/api/entry-update/', input);
}

/** Saves Team Details; the entry (name, kit, club) is fetched again everywhere it shows. */
export function useUpdateEntry(entryId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateEntry,
    onSuccess: () => client.invalidateQueries({ queryKey: ['entry', entryId] }),
  });
}
