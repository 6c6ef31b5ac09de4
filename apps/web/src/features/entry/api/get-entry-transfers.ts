import { useQuery } from '@tanstack/react-query';
import type { EntryTransfer } from '@ofl/api';

import { entryQueryOptions } from './entry-query';

export type { EntryTransfer };

/** An entry's transfers up to the last deadline; anyone may read them. */
export function useEntryTransfers(entryId: number) {
  return useQuery(entryQueryOptions<EntryTransfer[]>(entryId, 'transfers'));
}

/**
 * The owner's transfers since the last deadline: only he may read them (SPEC §6), and a failure
 * only leaves them out (SPEC §8).
 */
export function useLatestTransfers(entryId: number, owner: boolean) {
  return useQuery({
    ...entryQueryOptions<EntryTransfer[]>(entryId, 'transfers-latest'),
    enabled: owner,
  });
}

/** Both lists as one, newest first, each transfer once. */
export function mergeTransfers(
  settled: readonly EntryTransfer[],
  latest: readonly EntryTransfer[],
): EntryTransfer[] {
  const key = (t: EntryTransfer) => `${t.time}|${t.element_in}|${t.element_out}`;
  const seen = new Set(settled.map(key));
  return [...latest.filter((t) => !seen.has(key(t))), ...settled].sort((a, b) =>
    b.time.localeCompare(a.time),
  );
}
