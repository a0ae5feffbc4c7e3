import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { envelope, renderRoutes } from '../../test/render';
import { onNotice } from '../../lib/notify';
import { CityRulesHost } from './CityRulesHost';

const cityList = {
  hot: [],
  province: [],
  regionWeb: [],
  tier: [],
  region: [
    {
      initial: 'B',
      cities: [
        { cityCode: '110000', cityName: '北京', hasMall: true },
        { cityCode: '150100', cityName: '呼和浩特', hasMall: false },
      ],
    },
  ],
};

const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.split('=')[1];

beforeEach(() => {
  sessionStorage.clear();
  localStorage.setItem('isNovice', '1');
  vi.stubGlobal('fetch', async () => envelope(cityList, '200'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'cityCode=; max-age=0; path=/';
});

function run(stored: string) {
  document.cookie = `cityCode=${stored}; path=/`;
  const notices: string[] = [];
  const off = onNotice((n) => notices.push(n.text));
  renderRoutes([{ path: '/', element: <CityRulesHost /> }], '/');
  return { notices, off };
}

describe('city rules (SPEC §4)', () => {
  it('a chosen city without malls switches to Beijing and says so', async () => {
    const { notices, off } = run('150100');
    await waitFor(() => expect(notices).toContain('您所选的城市下暂无商场，系统已自动为您切换为【北京】'));
    expect(cookie('cityCode')).toBe('110000');
    off();
  });

  it('a stored code that names no city at all falls back to Beijing quietly: nobody chose it', async () => {
    const { notices, off } = run('abc');
    await waitFor(() => expect(cookie('cityCode')).toBe('110000'));
    await new Promise((r) => setTimeout(r, 100));
    expect(notices).toEqual([]);
    off();
  });
});
