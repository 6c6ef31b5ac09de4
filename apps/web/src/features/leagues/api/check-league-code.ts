import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CodeCheck } from '@ofl/api';

import { api } from '../../../lib/api-client';

/** Looks up the league behind a code (`POST league/code-check/`); a bad code is a 400. */
export function checkLeagueCode(code: string) {
  return api.post<CodeCheck>('/api/league/code-check/', { code });
}

export function getCodeCheckQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['league-code-check', code],
    queryFn: () => checkLeagueCode(code),
    staleTime: Infinity,
  });
}

/** The league of a pending auto-join code; null skips the call. */
export function useCodeCheck(code: string | null) {
  return useQuery({ ...getCodeCheckQueryOptions(code ?? ''), enabled: code != null });
}
