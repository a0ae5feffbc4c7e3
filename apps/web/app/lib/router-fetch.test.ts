import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorText } from '@shp/contracts';
import { onNotice, type Notice } from './notify';
import { ROUTER_RETRY_MS, guardRouterFetch, isRouterDataRequest } from './router-fetch';

afterEach(() => vi.useRealTimers());

/** A window whose fetch fails `failures` times (as fetch does offline), then answers. */
function fakeWindow(failures: number) {
  const calls: string[] = [];
  const win = new EventTarget() as Window & typeof globalThis;
  Object.assign(win, {
    location: { href: 'http://localhost/product' },
    fetch: async (input: RequestInfo | URL) => {
      calls.push(String(input));
      if (calls.length <= failures) throw new TypeError('Failed to fetch');
      return new Response('ok');
    },
  });
  guardRouterFetch(win);
  return { win, calls };
}

function notices() {
  const seen: Notice[] = [];
  const stop = onNotice((n) => seen.push(n));
  return { seen, stop };
}

describe('router data requests that meet no network', () => {
  it('knows the page-data requests from API calls', () => {
    expect(isRouterDataRequest('/product.data?_routes=root', 'GET', 'http://localhost/')).toBe(true);
    expect(isRouterDataRequest('/_root.data', 'get', 'http://localhost/')).toBe(true);
    expect(isRouterDataRequest('/api/foreground/shop/pageList', 'POST', 'http://localhost/')).toBe(false);
    expect(isRouterDataRequest('/product.data', 'POST', 'http://localhost/')).toBe(false);
  });

  it("says '网络异常，请稍后重试' once and completes the navigation when the browser is back online", async () => {
    const { win, calls } = fakeWindow(2);
    const { seen, stop } = notices();
    const answer = win.fetch('/product.data?regionId=1');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    win.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    win.dispatchEvent(new Event('online'));
    await expect((await answer).text()).resolves.toBe('ok');
    expect(calls).toHaveLength(3);
    expect(seen).toEqual([{ kind: 'error', text: ErrorText.NETWORK }]);
    stop();
  });

  it('asks again every few seconds without an online event (the server, not the device, was away)', async () => {
    vi.useFakeTimers();
    const { win, calls } = fakeWindow(1);
    const answer = win.fetch('/product.data');
    await vi.advanceTimersByTimeAsync(ROUTER_RETRY_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await answer).ok).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('gives up when the user navigates elsewhere (the router aborts it)', async () => {
    const { win, calls } = fakeWindow(5);
    const controller = new AbortController();
    const answer = win.fetch('/product.data', { signal: controller.signal });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort();
    await expect(answer).rejects.toThrow();
    win.dispatchEvent(new Event('online'));
    expect(calls).toHaveLength(1);
  });

  it('leaves API calls to the API client', async () => {
    const { win } = fakeWindow(1);
    await expect(win.fetch('/api/foreground/common/cityList', { method: 'POST' })).rejects.toThrow('Failed to fetch');
  });
});
