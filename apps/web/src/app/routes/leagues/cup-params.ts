import { useSearchParams } from 'react-router';

import type { CupFilter } from '../../../features/cups/utils/cup-state';

const positive = (text: string | null) => {
  const value = Number.parseInt(text ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : undefined;
};

/**
 * The cup page's query (SPEC §2): entry, event and page_matches (default 1); a filter set to
 * nothing leaves the address. `replace` changes it without a new history entry (the redirects).
 */
export function useCupParams(): [
  CupFilter & { page: number },
  (changes: Partial<CupFilter & { page: number }>, replace?: boolean) => void,
] {
  const [params, setParams] = useSearchParams();
  const value = {
    entry: positive(params.get('entry')),
    event: positive(params.get('event')),
    page: positive(params.get('page_matches')) ?? 1,
  };
  const update = (changes: Partial<CupFilter & { page: number }>, replace = false) => {
    const next = new URLSearchParams(params);
    const names = { entry: 'entry', event: 'event', page: 'page_matches' } as const;
    for (const [key, name] of Object.entries(names)) {
      if (!(key in changes)) continue;
      const v = changes[key as keyof typeof names];
      if (v && !(key === 'page' && v === 1)) next.set(name, String(v));
      else next.delete(name);
    }
    setParams(next, { replace });
  };
  return [value, update];
}
