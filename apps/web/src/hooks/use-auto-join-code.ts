import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

import { readAutoJoinCode } from '../lib/auto-join';

/**
 * The code of a pending auto-join, read again after each move (the auto-join route stores it
 * just before it moves on) once the browser is idle: a visit's first read of local storage
 * opens it, tens of milliseconds that the first page should not wait for.
 */
export function useAutoJoinCode(): string | null {
  const location = useLocation();
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    const read = () => setCode(readAutoJoinCode());
    if (typeof requestIdleCallback === 'undefined') return read();
    const id = requestIdleCallback(read, { timeout: 1_000 });
    return () => cancelIdleCallback(id);
  }, [location.key]);
  return code;
}
