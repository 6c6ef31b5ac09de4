import { useQuery } from '@tanstack/react-query';
import type { ChipPlayed, EntryEventHistory, EntryHistory, PastSeason } from '@ofl/api';

import { entryQueryOptions } from './entry-query';

/** A chip played: its name, when, and the gameweek it was active in. */
export type ChipPlay = ChipPlayed;
export type { EntryEventHistory, EntryHistory, PastSeason };

/** An entry's season so far, its chips and its past seasons. */
export function useEntryHistory(entryId: number) {
  return useQuery(entryQueryOptions<EntryHistory>(entryId, 'history'));
}
