import { CookieKey, COOKIE_DAYS } from '@shp/contracts';

/** Client-side cookies of SPEC §3. Never read on the server except the token for login redirects. */
export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return hit ? decodeURIComponent(hit.slice(prefix.length)) : undefined;
}

export function setCookie(name: string, value: string, days: number = COOKIE_DAYS) {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${Math.round(days * 86400)}; path=/; samesite=lax${secure}`;
}

/** A cookie that ends with the browser session, like session storage (but the server sees it). */
export function setSessionCookie(name: string, value: string) {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; samesite=lax${secure}`;
}

export function removeCookie(name: string) {
  document.cookie = `${name}=; max-age=0; path=/`;
}

/** SPEC §4: a 401 clears every cookie except the city code. */
export function clearCookiesExceptCity() {
  if (typeof document === 'undefined') return;
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name && name !== CookieKey.CITY_CODE) removeCookie(name);
  }
}

/** Reads one cookie from a request's Cookie header (server loaders). */
export function cookieFromHeader(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(/;\s*/)) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i) === name) return decodeURIComponent(part.slice(i + 1));
  }
  return undefined;
}
