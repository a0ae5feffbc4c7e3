import { DEFAULT_REGION_ID, StorageKey, analyticsTrackOp } from '@shp/contracts';
import { callApi } from './api-client';
import { local, readJson } from './storage';

/** Page name of a path for the share-tracking table: its first segment, 'home' for '/'. */
export function pageNameOf(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? 'home';
}

/** The saved region's id (SPEC §7: default '1'). */
export function regionIdOf(): string {
  const region = readJson<{ id?: string | number }>(local.get(StorageKey.REGION));
  return region?.id ? String(region.id).slice(0, 16) : DEFAULT_REGION_ID;
}

/**
 * Sends one page or share event; user and share/clue fields travel in the call wrapper and are
 * stored by the server. Never shows an error: analytics must not disturb the visitor.
 */
export function trackEvent(type: 'page' | 'share', extra: { shareUniqueId?: string } = {}) {
  if (typeof window === 'undefined') return;
  const { pathname, search } = window.location;
  void callApi(
    analyticsTrackOp,
    {
      events: [
        {
          type,
          pageName: pageNameOf(pathname).slice(0, 64),
          path: (pathname + search).slice(0, 500),
          title: document.title.slice(0, 120),
          regionId: regionIdOf(),
          referrer: document.referrer ? document.referrer.slice(0, 500) : undefined,
          ...extra,
        },
      ],
    },
    { silent: true },
  ).catch(() => undefined);
}
