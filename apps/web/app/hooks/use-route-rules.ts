import { useEffect, useRef } from 'react';
import { useEffectInNextTask } from './use-effect-next-task';
import { useLocation } from 'react-router';
import { StorageKey } from '@shp/contracts';
import { saveChannelRecord } from '../lib/channel';
import { local, readJson } from '../lib/storage';
import { forgetFindList } from '../features/shops/find-list-from';

/**
 * The page a route change was heading for, lower-cased: a visitor going to a login-only page is
 * sent to /login?redirect=… by the root loader before the page is reached, and that counts as
 * leaving for it (as the SPEC's guard sees the navigation before its login redirect).
 */
function destination(pathname: string, search: string): string {
  const path = pathname.toLowerCase();
  if (path !== '/login') return path;
  const redirect = new URLSearchParams(search).get('redirect') ?? '';
  return redirect.split(/[?#]/)[0].toLowerCase();
}

/** The SPEC §2 rules that run on every route change, in the browser. */
export function useRouteRules() {
  const location = useLocation();
  const previous = useRef<string | null>(null);

  // Storage bookkeeping: in a task after hydration's effects (use-effect-next-task.ts).
  useEffectInNextTask(() => {
    saveChannelRecord(new URLSearchParams(location.search));

    const region = readJson<{ id?: string | number }>(local.get(StorageKey.REGION));
    if (region?.id !== undefined && region.id !== '') local.remove(StorageKey.NO_REGION);
    else local.set(StorageKey.NO_REGION, '1');

    const from = previous.current?.toLowerCase();
    if (from === '/findshoplist' && destination(location.pathname, location.search) === '/shoprecommended') {
      forgetFindList();
    }
    previous.current = location.pathname;
  }, [location.pathname, location.search]);

  useEffect(() => {
    // SPEC §2: a page restored from the back-forward cache on iOS or Safari is refreshed.
    const onShow = (e: PageTransitionEvent) => {
      const ua = navigator.userAgent;
      const safari = /iP(hone|ad|od)/.test(ua) || (/Safari\//.test(ua) && !/Chrome|Chromium|Edg|Android/.test(ua));
      if (e.persisted && safari) window.location.reload();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
}
