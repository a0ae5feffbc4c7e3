import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches. On the server (and in the first client render, so hydration
 * matches) it answers `serverDefault`.
 */
export function useMediaQuery(query: string, serverDefault = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : serverDefault),
    () => serverDefault,
  );
}
