import { vi } from 'vitest';
import { envelope } from './render';

/**
 * Stubs `fetch` so every call succeeds with an application's receipt (id and reply deadline);
 * answers how many calls went to a path containing `path`, for a page that counts applications.
 * With `ownPhone` the signed-in member's own phone is that (their form needs no SMS code).
 */
export function stubApplyApi(path: string, opts: { ownPhone?: string } = {}) {
  let applied = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.includes('/applicantContact')) return envelope({ liaison: '', phone: opts.ownPhone ?? '' });
    if (url.includes(path)) applied++;
    return envelope({ id: 1, deadlineAt: '2026-11-27T10:00:00.000Z' });
  });
  return () => applied;
}
