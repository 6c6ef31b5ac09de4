// How a squad screen answers a failed save (SPEC §8): the refusals it explains, the rest reloaded.
import { ApiError } from './api-client';
import { messageForCode } from './error-catalogue';

/**
 * Shows the catalogue's text for a refusal whose code the screen explains; any other refusal
 * (a 400) reloads the page with the game data it was missing; any other failure shows its own
 * message.
 */
export function showRefusal(
  failure: Error,
  shownCodes: ReadonlySet<string>,
  show: (message: string) => void,
) {
  if (failure instanceof ApiError && failure.code && shownCodes.has(failure.code)) {
    show(messageForCode(failure.code));
  } else if (failure instanceof ApiError && failure.status === 400) {
    window.location.reload();
  } else {
    show(failure.message);
  }
}
