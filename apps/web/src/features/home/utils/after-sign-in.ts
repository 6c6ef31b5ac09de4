import { paths } from '../../../config/paths';

/**
 * Where a successful sign-in lands (SPEC §2 Home): the entry's page for the current gameweek,
 * else Pick Team, else squad selection for a player without a team.
 */
export function afterSignIn(entry: number | null, currentEventId: number | undefined): string {
  if (entry == null) return paths.squadSelection.getHref();
  if (currentEventId !== undefined) return paths.entryEvent.getHref(entry, currentEventId);
  return paths.myTeam.getHref();
}
