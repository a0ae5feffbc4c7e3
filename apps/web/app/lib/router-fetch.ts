import { ErrorText } from '@shp/contracts';
import { showError } from './notify';

/** How long a navigation waits before asking again when no 'online' event comes (a server down, not the device). */
export const ROUTER_RETRY_MS = 3000;

/** React Router's page-data requests: single fetch `.data` for navigations, revalidations and fetchers. */
export function isRouterDataRequest(url: string, method: string, base: string): boolean {
  return method.toUpperCase() === 'GET' && new URL(url, base).pathname.endsWith('.data');
}

function waitForRetry(win: Window, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      win.removeEventListener('online', done);
      signal?.removeEventListener('abort', aborted);
      resolve();
    };
    const aborted = () => {
      clearTimeout(timer);
      win.removeEventListener('online', done);
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    const timer = setTimeout(done, ROUTER_RETRY_MS);
    win.addEventListener('online', done);
    signal?.addEventListener('abort', aborted, { once: true });
  });
}

/**
 * SPEC §8: a network failure reads '网络异常，请稍后重试'. When a navigation's data cannot be
 * fetched, React Router would replace the whole page, frame included, with its error page
 * ('500 系统异常'). Instead the user stays on the page they were on and is told once; the
 * navigation tries again when the browser is back online (or every few seconds) and completes by
 * itself, unless the user goes elsewhere, which aborts it.
 */
export function guardRouterFetch(win: Window & typeof globalThis) {
  const base = win.fetch.bind(win);
  win.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (!isRouterDataRequest(url, method, win.location.href)) return base(input, init);
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    let told = false;
    for (;;) {
      try {
        return await base(input, init);
      } catch (err) {
        if (signal?.aborted) throw err;
        if (!told) showError(ErrorText.NETWORK);
        told = true;
        await waitForRetry(win, signal);
      }
    }
  };
}
