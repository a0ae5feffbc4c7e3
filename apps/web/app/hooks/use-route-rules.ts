import { useEffect, useRef } from 'react';
import { useEffectInNextTask } from './use-effect-next-task';
import { useLocation } from 'react-router';
import { StorageKey } from '@shp/contracts';
import { saveChannelRecord } from '../lib/channel';
import { local, readJson } from '../lib/storage';
import { forgetFindList } from '../features/shops/find-list-from';

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
    if (from === '/findshoplist' && location.pathname.toLowerCase() === '/shoprecommended') {
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
