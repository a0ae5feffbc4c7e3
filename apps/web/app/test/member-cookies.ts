import { afterEach, beforeEach, vi } from 'vitest';
import type { LoginResult } from '@shp/contracts';

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

/** What the login dialog hands the session (`setSessionFromLogin`) when a member logs in on the page under test. */
export const memberLogin: LoginResult = {
  token: 't-9',
  expiresIn: 1,
  userInfo: { nickName: 'n', userId: 'u9', memberId: '9', desePhone: '138****0003', encryptPhone: 'e', gradeCode: 'L3', userRole: '', avatarUrl: '' },
};
