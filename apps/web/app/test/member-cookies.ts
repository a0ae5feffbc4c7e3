import { afterEach, beforeEach, vi } from 'vitest';

/** Drops every cookie jsdom holds for the page. */
export const clearCookies = () => document.cookie.split('; ').forEach((c) => (document.cookie = `${c.split('=')[0]}=; max-age=0; path=/`));

/**
 * A logged-in member's cookies around each test of the file (`token`, plus any others given, e.g.
 * the grade), and none left after it; stubbed globals (fetch) are restored too.
 */
export function asLoggedInMember(extra: Record<string, string> = {}) {
  beforeEach(() => {
    document.cookie = 'token=tok; path=/';
    for (const [k, v] of Object.entries(extra)) document.cookie = `${k}=${encodeURIComponent(v)}; path=/`;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearCookies();
  });
}
