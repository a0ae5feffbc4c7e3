/** A stand-in origin: only whether the target stays on it matters, not its name. */
const BASE = 'https://site.invalid';

/** Control characters and backslashes: URL parsers drop or reinterpret them (`/\t/host` is `//host`). */
const UNSAFE_CHARS = /[\u0000-\u001F\u007F\\]/;

function decoded(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/**
 * Where to go after login: a path on this site or `fallback` (open-redirect guard). The target is
 * parsed as a URL against our origin and must stay on it; it may not hold, as typed or once
 * decoded (the router decodes it), a control character or backslash, nor start with `//`, so
 * `/%09/host`, `/%2F/host` or `/..//host` cannot turn into another host later.
 * Answers the normalised path with query and hash.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return fallback;
  const plain = decoded(target);
  if (plain === null || UNSAFE_CHARS.test(target) || UNSAFE_CHARS.test(plain) || plain.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  const path = url.pathname;
  if (url.origin !== BASE || path.startsWith('//') || (decoded(path) ?? '//').startsWith('//')) return fallback;
  return path + url.search + url.hash;
}
