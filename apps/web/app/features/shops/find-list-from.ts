import { CookieKey, StorageKey } from '@shp/contracts';
import { cookieFromHeader, removeCookie, setSessionCookie } from '../../lib/cookies';
import { session } from '../../lib/storage';
import { findListLink, type FindListKind } from './find-list-link';

/**
 * The find list the visitor last browsed, with its filters, for the way back from a shop or point
 * page. Session storage keeps the list of this tab; a session cookie keeps its kind for the server,
 * so the server's page of a missing unit already names a 点位 (not a 铺位) to a visitor from the
 * business-point list, the way the page says it after hydration.
 */
export function rememberFindList(listUrl: string) {
  session.set(StorageKey.FIND_SHOP_FROM, listUrl);
  setSessionCookie(CookieKey.FIND_LIST_KIND, findListLink(listUrl).kind);
}

export function forgetFindList() {
  session.remove(StorageKey.FIND_SHOP_FROM);
  removeCookie(CookieKey.FIND_LIST_KIND);
}

/** The list remembered in this tab (browser only). */
export const rememberedFindList = () => session.get(StorageKey.FIND_SHOP_FROM);

/** The kind of list the visitor last browsed, as the server sees it. */
export function findListKindOfRequest(request: Request): FindListKind | undefined {
  const kind = cookieFromHeader(request.headers.get('cookie'), CookieKey.FIND_LIST_KIND);
  return kind === 'point' || kind === 'shop' ? kind : undefined;
}
