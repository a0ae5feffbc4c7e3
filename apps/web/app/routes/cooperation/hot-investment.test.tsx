import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { envelope, renderRoutes } from '../../test/render';
import HotInvestment from './hot-investment';

afterEach(() => vi.unstubAllGlobals());

const mall = {
  id: 7,
  name: '乌鲁木齐万达广场',
  cityName: '乌鲁木齐',
  districtName: '天山区',
  coverUrl: '/c.svg',
  investmentScore: 90,
  openStatus: 'open',
  businessArea: 100000,
  dailyTraffic: 50000,
  rentMin: 3,
  rentMax: 9,
  vacantShops: 12,
};

const cityBox = () => screen.getByRole('combobox', { name: '城市' }).closest('.ant-select')!.textContent;

describe('/hotInvestment?cityCode= a city outside the top bar', () => {
  it('names the city in the box, not its code', async () => {
    vi.stubGlobal('fetch', async () => envelope(null));
    renderRoutes(
      [{ path: '/hotInvestment', Component: HotInvestment, loader: () => ({ cityCode: '650100', result: { total: 1, list: [mall] } }) }],
      '/hotInvestment?cityCode=650100',
    );
    await screen.findByText('乌鲁木齐万达广场');
    expect(cityBox()).toContain('乌鲁木齐');
    expect(document.body.textContent).not.toContain('650100');
  });

  it('without projects to name it, still shows no code', async () => {
    vi.stubGlobal('fetch', async () => envelope(null));
    renderRoutes(
      [{ path: '/hotInvestment', Component: HotInvestment, loader: () => ({ cityCode: '650100', result: { total: 0, list: [] } }) }],
      '/hotInvestment?cityCode=650100',
    );
    await screen.findByText('该城市暂无招商项目');
    expect(cityBox()).toContain('其他城市');
    expect(document.body.textContent).not.toContain('650100');
  });
});
