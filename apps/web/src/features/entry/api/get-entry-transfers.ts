import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntryTransfer } from '@ofl/api';

import { api } from '../../../lib/api-client';

export type { EntryTransfer };

/** Fetches the transfers up to the last deadline; anyone may read them. */
export function getEntryTransfers(entryId: number): Promise<EntryTransfer[]> {
  return api.get<EntryTransfer[]>(`/api/entry/${entryId}/transfers/`);
}

/** Fetches the transfers made since the last deadline; only the owner may (SPEC §6). */
export function getLatestTransfers(entryId: number): Promise<EntryTransfer[]> {
  return api.get<EntryTransfer[]>(`/api/entry/${entryId}/transfers-latest/`);
}

/** The cache entry of an entry's transfers up to the last deadline. */
export function getEntryTransfersQueryOptions(entryId: number) {
  return queryOptions({
    queryKey: ['entry', entryId, 'transfers'],
    queryFn: () => getEntryTransfers(entryId),
  });
}

/** The cache entry of the owner's transfers since the last deadline. */
export function getLatestTransfersQueryOptions(entryId: number) {
  return queryOptions({
    queryKey: ['entry', entryId, 'transfers-latest'],
    queryFn: () => getLatestTransfers(entryId),
  });
}

/** An entry's transfers up to the last deadline. */
export function useEntryTransfers(entryId: number) {
  return useQuery(getEntryTransfersQueryOptions(entryId));
}

/** The owner's latest transfers; a failure only leaves them out (SPEC §8). */
export function useLatestTransfers(entryId: number, owner: boolean) {
  return useQuery({ ...getLatestTransfersQueryOptions(entryId), enabled: owner });
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
