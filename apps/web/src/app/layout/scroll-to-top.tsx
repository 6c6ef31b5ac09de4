import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** SPEC §2: the page scrolls to the top on every change of path (not of query or hash). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
