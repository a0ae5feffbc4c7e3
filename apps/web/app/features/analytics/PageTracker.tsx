import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackEvent } from '../../lib/analytics';

/** One page event per route change (after the title is set). */
export function PageTracker() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const t = window.setTimeout(() => trackEvent('page'), 300);
    return () => window.clearTimeout(t);
  }, [pathname, search]);
  return null;
}
