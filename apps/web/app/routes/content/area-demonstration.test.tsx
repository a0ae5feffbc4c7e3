import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { data } from 'react-router';
import { renderRoutes } from '../../test/render';
import AreaDemonstration, { ErrorBoundary, meta } from './area-demonstration';

const config = {
  code: 'default',
  title: '2026商业地产招商大会',
  subtitle: '品牌与项目面对面',
  slogan: '商铺汇 让开店更简单',
  dateText: '2026年9月',
  stats: [{ label: '参会项目', value: 120, unit: '个' }],
  malls: [{ id: 3, name: '南京金鹰世界', cityName: '南京', coverUrl: '/m.jpg', investmentScore: 92, businessArea: 120000, dailyTraffic: 50000 }],
  agenda: [{ time: '14:00', title: '开场致辞' }],
  brands: [],
};

const routes = (big: boolean) => [
  { path: big ? '/areaScreenDemonstration' : '/areaDemonstration', Component: AreaDemonstration, loader: () => ({ screen: config, big }) },
];

describe('/areaDemonstration', () => {
  it('offers the way back the portal gives everywhere (the frame is hidden here): a breadcrumb to 首页', async () => {
    renderRoutes(routes(false), '/areaDemonstration');
    const nav = await screen.findByRole('navigation', { name: '面包屑' });
    expect(within(nav).getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/');
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('招商大会');
  });

  it('keeps a breadcrumb the link carries (SPEC §2) as the earlier steps', async () => {
    renderRoutes(routes(false), `/areaDemonstration?breadcrumb=${encodeURIComponent('云招商会,/cloudIndex')}`);
    const nav = await screen.findByRole('navigation', { name: '面包屑' });
    expect(within(nav).getByRole('link', { name: '云招商会' }).getAttribute('href')).toBe('/cloudIndex');
  });

  it('the hall big screen shows no navigation', async () => {
    renderRoutes(routes(true), '/areaScreenDemonstration');
    await screen.findByRole('heading', { name: '2026商业地产招商大会' });
    expect(screen.queryByRole('navigation', { name: '面包屑' })).toBeNull();
  });

  it.each([false, true])('a screen whose malls, agenda and brands are not chosen yet says so (big screen: %s)', async (big) => {
    const path = big ? '/areaScreenDemonstration' : '/areaDemonstration';
    renderRoutes([{ path, Component: AreaDemonstration, loader: () => ({ screen: { ...config, malls: [], agenda: [], brands: [] }, big }) }], path);
    expect(await screen.findByText('重点招商项目即将公布')).toBeTruthy();
    expect(screen.getByText('议程即将公布')).toBeTruthy();
    expect(screen.getByText('参会品牌即将公布')).toBeTruthy();
  });

  it('a code we do not have: the page and its tab both say 页面不存在, not 招商大会', async () => {
    renderRoutes(
      [
        {
          path: '/areaDemonstration',
          Component: AreaDemonstration,
          ErrorBoundary,
          loader: () => {
            throw data({ message: '招商大会不存在' }, { status: 404 });
          },
        },
      ],
      '/areaDemonstration?code=nope',
    );
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
    const parent = [{ title: '商铺汇-招商大会' }, { name: 'robots', content: 'noindex' }];
    const args = (error: unknown) => ({ error, matches: [{ meta: parent }] }) as unknown as Parameters<typeof meta>[0];
    const notFound = { status: 404, statusText: 'Not Found', internal: false, data: { message: '招商大会不存在' } };
    expect(meta(args(notFound))).toEqual([{ title: '商铺汇-页面不存在' }, { name: 'robots', content: 'noindex' }]);
    // The conference itself keeps the route's title.
    expect(meta(args(undefined))).toEqual(parent);
  });
});
