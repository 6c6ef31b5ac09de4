import { paths } from '../../../config/paths';

/**
 * Where a successful sign-in lands (SPEC §2 Home): the entry's page for the current gameweek
 * when the entry has picks for it (its first gameweek is that one or earlier), else Pick Team,
 * else squad selection for a player without a team.
 */
export function afterSignIn(
  entry: number | null,
  currentEventId: number | undefined,
  startedEvent: number | undefined,
): string {
  if (entry == null) return paths.squadSelection.getHref();
  if (
    currentEventId !== undefined &&
    startedEvent !== undefined &&
    startedEvent <= currentEventId
  ) {
    return paths.entryEvent.getHref(entry, currentEventId);
  }
  return paths.myTeam.getHref();
}
