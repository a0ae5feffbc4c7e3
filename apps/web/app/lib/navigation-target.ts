import type { ClientInstrumentation } from 'react-router';
import { readJson, session } from './storage';

/**
 * Where an in-app navigation was going, kept in session storage until it completes. When the
 * target page's script piece fails to load, React Router reloads the page the user is leaving
 * (SPEC §8 'Loading chunk … failed'): after a deploy the click then only reloaded the old page, and
 * a second click did the same. The chunk guard (chunk-guard-script.ts) reads this record on that
 * reload and opens the target instead, served whole by the server.
 */
export const NAV_TARGET_KEY = 'shp:navTarget';

/** How long after the click a reload still counts as the failed navigation's. */
export const NAV_TARGET_MAX_AGE_MS = 30_000;

export interface NavTarget {
  /** Target path with query and hash. */
  to: string;
  /** The page being left, path with query: the one React Router reloads. */
  from: string;
  at: number;
  id: string;
}

/**
 * The same-site path a navigation goes to, or null when it is not worth remembering: history steps
 * (numbers), paths relative to a route (resolved by the router, not here), the current page itself.
 */
export function navigationTarget(to: string | number, currentUrl: string): string | null {
  if (typeof to !== 'string' || !(to.startsWith('/') || to.startsWith('?')) || to.startsWith('//')) return null;
  const base = new URL(currentUrl, 'http://x');
  const url = new URL(to, base);
  if (url.origin !== base.origin) return null;
  const path = url.pathname + url.search;
  if (path === base.pathname + base.search) return null;
  return path + url.hash;
}

let counter = 0;

/** Router instrumentation (HydratedRouter's `instrumentations`) that keeps the record above. */
export const rememberNavigationTarget: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      async navigate(handler, { to, currentUrl, formMethod }) {
        // A form post is not repeated as a page load.
        const target = formMethod && formMethod.toUpperCase() !== 'GET' ? null : navigationTarget(to, currentUrl);
        const id = target ? `${Date.now()}-${++counter}` : null;
        if (target && id) {
          const from = new URL(currentUrl, 'http://x');
          const record: NavTarget = { to: target, from: from.pathname + from.search, at: Date.now(), id };
          try {
            session.set(NAV_TARGET_KEY, JSON.stringify(record));
          } catch {
            // Storage full or refused: the reload then stays where it is, as without this record.
          }
        }
        await handler();
        // Done (or replaced by a later navigation, whose record stays).
        if (id && readJson<NavTarget>(session.get(NAV_TARGET_KEY))?.id === id) session.remove(NAV_TARGET_KEY);
      },
    });
  },
};
