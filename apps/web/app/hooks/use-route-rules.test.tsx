import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { render } from '../test/render';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { StorageKey } from '@shp/contracts';
import { useRouteRules } from './use-route-rules';

function Rules() {
  useRouteRules();
  return null;
}

async function visit(paths: string[]) {
  vi.useFakeTimers();
  const router = createMemoryRouter([{ path: '*', element: <Rules /> }], { initialEntries: [paths[0]] });
  render(<RouterProvider router={router} />);
  await act(async () => vi.advanceTimersByTime(0));
  for (const p of paths.slice(1)) {
    await act(async () => {
      await router.navigate(p);
    });
    await act(async () => vi.advanceTimersByTime(0));
  }
}

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('useRouteRules: leaving the find-shop list for the smart shop recommendation', () => {
  it('clears the saved list address when going there as a member', async () => {
    sessionStorage.setItem(StorageKey.FIND_SHOP_FROM, '/findShopList?tabcheck=1&area=2');
    await visit(['/findShopList?tabcheck=1', '/shopRecommended']);
    expect(sessionStorage.getItem(StorageKey.FIND_SHOP_FROM)).toBeNull();
  });

  it('clears it too when a visitor is sent to log in first', async () => {
    sessionStorage.setItem(StorageKey.FIND_SHOP_FROM, '/findShopList?tabcheck=1&area=2');
    await visit(['/findShopList?tabcheck=1', `/login?redirect=${encodeURIComponent('/shopRecommended')}`]);
    expect(sessionStorage.getItem(StorageKey.FIND_SHOP_FROM)).toBeNull();
  });

  it('keeps it on the way anywhere else', async () => {
    sessionStorage.setItem(StorageKey.FIND_SHOP_FROM, '/findShopList?tabcheck=1&area=2');
    await visit(['/findShopList?tabcheck=1', '/shopDetail?id=3', `/login?redirect=${encodeURIComponent('/findResultList')}`]);
    expect(sessionStorage.getItem(StorageKey.FIND_SHOP_FROM)).toBe('/findShopList?tabcheck=1&area=2');
  });
});
