import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { envelope, renderRoutes } from '../../test/render';
import LandingPage from './landing-page';

afterEach(() => vi.unstubAllGlobals());

const brand = (id: number) => ({
  id,
  name: `品牌${id}`,
  logoUrl: '/l.svg',
  slogan: '',
  formatName: '茶饮',
  origin: '',
  foundedYear: 2015,
  storeCount: 10,
  investMin: 10,
  investMax: 20,
  areaMin: 20,
  areaMax: 40,
  hot: true,
});

describe('/LandingPage', () => {
  it('leads from the top straight to the application form (on a phone it sits below six brand cards)', { timeout: 20_000 }, async () => {
    vi.stubGlobal('fetch', async () => envelope(null));
    renderRoutes(
      [{ path: '/LandingPage', Component: LandingPage, loader: () => ({ hot: { total: 6, list: [1, 2, 3, 4, 5, 6].map(brand) }, total: 205 }) }],
      '/LandingPage',
    );
    const cta = await screen.findByRole('link', { name: '免费获取加盟方案' });
    const target = document.getElementById(cta.getAttribute('href')!.replace(/^#/, ''));
    expect(target?.querySelector('form[aria-label="加盟申请"]')).not.toBeNull();
    // The link comes before the brand cards in reading order.
    expect(cta.compareDocumentPosition(screen.getByText('品牌1')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has a breadcrumb of 首页 / 品牌加盟 / 加盟方案, the brand list not named twice', { timeout: 20_000 }, async () => {
    vi.stubGlobal('fetch', async () => envelope(null));
    renderRoutes([{ path: '/LandingPage', Component: LandingPage, loader: () => ({ hot: { total: 1, list: [brand(1)] }, total: 205 }) }], '/LandingPage');
    const nav = await screen.findByRole('navigation', { name: '面包屑' });
    expect([...nav.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['首页', '品牌加盟', '加盟方案']);
    expect(within(nav).getByRole('link', { name: '品牌加盟' }).getAttribute('href')).toBe('/franchiseBrands');
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('加盟方案');
  });

  it('with no hot brand offers the whole brand list instead of an empty 热门加盟品牌', { timeout: 20_000 }, async () => {
    vi.stubGlobal('fetch', async () => envelope(null));
    renderRoutes([{ path: '/LandingPage', Component: LandingPage, loader: () => ({ hot: { total: 0, list: [] }, total: 205 }) }], '/LandingPage');
    expect(await screen.findByText('暂无热门加盟品牌')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看全部品牌' }).getAttribute('href')).toBe('/franchiseBrands?titleCode=2');
  });

  it('with no brand listed yet reads no 0个 count', { timeout: 20_000 }, async () => {
    vi.stubGlobal('fetch', async () => envelope(null));
    renderRoutes([{ path: '/LandingPage', Component: LandingPage, loader: () => ({ hot: { total: 0, list: [] }, total: 0 }) }], '/LandingPage');
    expect(await screen.findByText('连锁品牌即将开放加盟，留下您的需求，商铺汇顾问免费帮您选址')).toBeTruthy();
    expect(document.body.textContent).not.toContain('0个连锁品牌');
  });

  it('counts the brands open to franchise when there are some', { timeout: 20_000 }, async () => {
    vi.stubGlobal('fetch', async () => envelope(null));
    renderRoutes([{ path: '/LandingPage', Component: LandingPage, loader: () => ({ hot: { total: 1, list: [brand(1)] }, total: 205 }) }], '/LandingPage');
    expect(await screen.findByText('205个连锁品牌开放加盟，投资额透明，商铺汇顾问免费帮您选址')).toBeTruthy();
  });
});
