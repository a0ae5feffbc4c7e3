import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router';
import { getSubsiteOp, partnerBrandsOp, type OpDef, type PageParam, type SitePage, type Subsite } from '@shp/contracts';
import { envelope, renderRoutes } from '../../test/render';
import AboutUs, { loader } from './about-us';

afterEach(() => vi.unstubAllGlobals());

const page: SitePage = { key: 'aboutUs-2', title: '联系我们', subtitle: '', sections: [], updatedAt: '2026-01-01 00:00:00' };
const subsite: Subsite = {
  code: 'beijing',
  name: '北京站',
  cityCode: '110000',
  cityName: '北京',
  title: '商铺汇·北京',
  slogan: '京城商业',
  hotline: '400-000-0010,2',
  bannerUrl: '',
};

describe('/aboutUs?tabcheck=2 (联系我们)', () => {
  it('shows the service line and the sub-site hotline with the comma as the extension mark (SPEC §2)', async () => {
    vi.stubGlobal('fetch', async (url: string) => envelope(url.startsWith(getSubsiteOp.path) ? subsite : {}));
    const site = {
      phone: '400-000-0000,8001',
      email: 'service@example.com',
      company: '商铺汇示例科技有限公司',
      licenceNo: '增值电信业务经营许可证：示例B2-00000000',
      icpNo: '示例ICP备00000000号-1',
      policeNo: '示例公网安备 00000000000000号',
    };
    renderRoutes([{ path: '/aboutUs', Component: AboutUs, loader: () => ({ tab: 2, page, partners: null, site }) }], '/aboutUs?tabcheck=2');
    const line = await screen.findByRole('link', { name: '400-000-0000 转 8001' });
    expect(line.getAttribute('href')).toBe('tel:400-000-0000,8001');
    expect((await screen.findByRole('link', { name: '400-000-0010 转 2' })).getAttribute('href')).toBe('tel:400-000-0010,2');
    expect(document.body.textContent).not.toMatch(/\d,\d/);
  });

  it("holds the licence numbers the footer's 营业执照 link points at (#licence)", async () => {
    vi.stubGlobal('fetch', async () => envelope(null));
    const site = {
      phone: '400-000-0000',
      email: 'service@example.com',
      company: '商铺汇示例科技有限公司',
      licenceNo: '增值电信业务经营许可证：示例B2-00000000',
      icpNo: '示例ICP备00000000号-1',
      policeNo: '示例公网安备 00000000000000号',
    };
    renderRoutes([{ path: '/aboutUs', Component: AboutUs, loader: () => ({ tab: 2, page, partners: null, site }) }], '/aboutUs?tabcheck=2');
    const section = await screen.findByRole('region', { name: '营业执照与资质' });
    expect(section.id).toBe('licence');
    for (const text of [site.company, site.licenceNo, site.icpNo, site.policeNo]) expect(section.textContent).toContain(text);
  });
});

describe('/aboutUs?tabcheck=3 (合作品牌)', () => {
  const partnersPage = { key: 'aboutUs-3', title: '合作品牌', subtitle: '', sections: [], updatedAt: '2026-01-01 00:00:00' };
  /** 75 partners; the server's page of them as partnerBrandsOp answers it. */
  const partnerContext = (asked: Partial<PageParam>[]) =>
    ({
      site: {},
      api: {
        call: async (op: OpDef, _input: unknown, opts?: { pageParam?: Partial<PageParam> }) => {
          if (op.path !== partnerBrandsOp.path) return partnersPage;
          const { pageNum = 1, pageSize = 20 } = opts?.pageParam ?? {};
          asked.push({ pageNum, pageSize });
          const ids = Array.from({ length: 75 }, (_, i) => i + 1).slice((pageNum - 1) * pageSize, pageNum * pageSize);
          return { list: ids.map((id) => ({ id, name: `品牌${id}`, logoUrl: '', slogan: '' })), total: 75, pageNum, pageSize };
        },
      },
    }) as unknown as AppLoadContext;
  const load = (url: string, asked: Partial<PageParam>[]) => () =>
    loader({ request: new Request(`http://localhost${url}`), context: partnerContext(asked), params: {} } as LoaderFunctionArgs);

  it('pages through every partner the count names instead of showing only the first ones', async () => {
    vi.stubGlobal('fetch', async () => envelope(null));
    const asked: Partial<PageParam>[] = [];
    const url = '/aboutUs?tabcheck=3&page=3';
    renderRoutes([{ path: '/aboutUs', Component: AboutUs, loader: load(url, asked) }], url);
    await screen.findByText('合作品牌（75）');
    expect(asked).toEqual([{ pageNum: 3, pageSize: 30 }]);
    // Page 3 holds partners 61–75: the last of the 75 is reachable.
    expect(screen.getByText('品牌75')).toBeTruthy();
    expect(screen.queryByText('品牌1')).toBeNull();
    const first = screen.getByRole('link', { name: '第1页' });
    expect(first.getAttribute('href')).toBe('/aboutUs?tabcheck=3');
  });

  it('offers the first page for a page past the end', async () => {
    vi.stubGlobal('fetch', async () => envelope(null));
    const url = '/aboutUs?tabcheck=3&page=9';
    renderRoutes([{ path: '/aboutUs', Component: AboutUs, loader: load(url, []) }], url);
    expect(await screen.findByText('这一页没有更多了')).toBeTruthy();
  });
});
