import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The search parameter that holds the open player's id. */
export const PLAYER_PARAM = 'player';

/**
 * Which player's dialog is open, kept in the URL (`?player=123`) so any player anywhere opens it
 * by id and Back closes it. 0 means closed (SPEC §2 Player dialog).
 */
export function usePlayerDialog() {
  const [params, setParams] = useSearchParams();
  const id = Number.parseInt(params.get(PLAYER_PARAM) ?? '', 10);
  const open = useCallback(
    (element: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (element > 0) next.set(PLAYER_PARAM, String(element));
        else next.delete(PLAYER_PARAM);
        return next;
      }),
    [setParams],
  );
  const close = useCallback(() => open(0), [open]);
  return { id: Number.isFinite(id) && id > 0 ? id : 0, open, close };
}
