import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { Outlet } from 'react-router';
import { StorageKey } from '@shp/contracts';
import { envelope, renderRoutes } from '../../test/render';
import { useRouteRules } from '../../hooks/use-route-rules';
import { regionIdOf } from '../../lib/analytics';
import { CitySwitcher } from './CitySwitcher';
import { CityRulesHost } from './CityRulesHost';
import { readRegion, storeCity } from './city-store';

const city = (cityCode: string, cityName: string, hasMall = true) => ({ cityCode, cityName, hasMall });
let cities = [city('110000', '北京'), city('310000', '上海'), city('150100', '呼和浩特', false), city('440100', '广州', false)];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(StorageKey.IS_NOVICE, '1');
  cities = [city('110000', '北京'), city('310000', '上海'), city('150100', '呼和浩特', false), city('440100', '广州', false)];
  vi.stubGlobal('fetch', async () => envelope({ hot: [], province: [], regionWeb: [], tier: [], region: [{ key: 'A', name: 'A', cities }] }, '200'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'cityCode=; max-age=0; path=/';
});

/** The frame as the app has it: the route rules, the top-bar switcher and the city rules. */
function Frame() {
  useRouteRules();
  return (
    <>
      <CitySwitcher />
      <CityRulesHost />
      <Outlet />
    </>
  );
}

function open(url = '/') {
  return renderRoutes(
    [
      {
        path: '/',
        element: <Frame />,
        children: [
          { index: true, element: null },
          { path: 'product', element: <p>找商场</p> },
        ],
      },
    ],
    url,
  );
}

const flag = () => localStorage.getItem(StorageKey.NO_REGION);

describe("the 'no region chosen' flag (SPEC §2, decision 023)", () => {
  it('is set until a city is chosen in the top bar, then cleared at once and on later route changes', async () => {
    const { router } = open();
    await waitFor(() => expect(flag()).toBe('1'));
    expect(readRegion()).toBeNull();
    expect(regionIdOf()).toBe('1');

    fireEvent.click(screen.getByRole('menuitem', { name: '上海' }));
    await waitFor(() => expect(readRegion()).toEqual({ id: '310000', cityCode: '310000', cityName: '上海' }));
    expect(flag()).toBeNull();
    expect(regionIdOf()).toBe('310000');

    await act(async () => {
      await router.navigate('/product');
    });
    await screen.findByText('找商场');
    await new Promise((r) => setTimeout(r, 20));
    expect(flag()).toBeNull();
  });

  it('a chosen city without malls saves Beijing, the city it switched to', async () => {
    open();
    await waitFor(() => expect(flag()).toBe('1'));
    fireEvent.click(screen.getByRole('menuitem', { name: '广州' }));
    await waitFor(() => expect(readRegion()?.id).toBe('110000'));
    expect(flag()).toBeNull();
  });

  it('survives the next page load while the chosen city is still stored', async () => {
    storeCity({ cityCode: '310000', cityName: '上海' }, { chosen: true });
    open('/product');
    await screen.findByText('找商场');
    await new Promise((r) => setTimeout(r, 50));
    expect(readRegion()?.id).toBe('310000');
    expect(flag()).toBeNull();
  });

  it('is set again when the city rules replace the chosen city without a choice (its malls closed)', async () => {
    storeCity({ cityCode: '310000', cityName: '上海' }, { chosen: true });
    cities = cities.map((c) => (c.cityCode === '310000' ? { ...c, hasMall: false } : c));
    open('/product');
    await waitFor(() => expect(document.cookie).toContain('cityCode=110000'));
    expect(readRegion()).toBeNull();
    expect(flag()).toBe('1');
  });
});
