// The league code of an auto-join link waits in local storage until the manager has a team and
// the leagues screen can offer to join it (SPEC §4 Leagues).
const key = 'ofl.autoJoinCode';

/** Keeps the code of an auto-join link for later. */
export function storeAutoJoinCode(code: string, storage: Storage = localStorage): void {
  storage.setItem(key, code);
}

/** The code of a pending auto-join, or null. */
export function readAutoJoinCode(storage: Storage = localStorage): string | null {
  return storage.getItem(key);
}

/** Forgets the pending auto-join code. */
export function clearAutoJoinCode(storage: Storage = localStorage): void {
  storage.removeItem(key);
}
