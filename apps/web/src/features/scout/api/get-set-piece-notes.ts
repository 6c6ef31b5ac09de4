import { useQuery } from '@tanstack/react-query';
import type { SetPieceNotes } from '@ofl/api';

import { api } from '../../../lib/api-client';

/** `GET team/set-piece-notes/` (api-shapes §17). */
export function useSetPieceNotes() {
  return useQuery({
    queryKey: ['set-piece-notes'],
    queryFn: () => api.get<SetPieceNotes>('/api/team/set-piece-notes/'),
    staleTime: 600_000,
  });
}
