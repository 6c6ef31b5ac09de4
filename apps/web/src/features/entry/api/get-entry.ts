import { useQuery } from '@tanstack/react-query';
import type { EntryLeague, EntrySummary } from '@ofl/api';

import { apiQueryOptions } from '../../../lib/api-query';
import { entryKey } from '../../../lib/query-keys';

export type { EntryLeague, EntrySummary };

/** One entry (a manager's team), which Team Details invalidates; pass null to skip the call. */
export function useEntry(entryId: number | null) {
  return useQuery({
    ...apiQueryOptions<EntrySummary>(entryKey(entryId ?? 0), `/api/entry/${entryId ?? 0}/`),
    enabled: entryId != null,
  });
}
