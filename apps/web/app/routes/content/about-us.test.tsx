import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { getSubsiteOp, type SitePage, type Subsite } from '@shp/contracts';
import { envelope, renderRoutes } from '../../test/render';
import AboutUs from './about-us';

afterEach(() => vi.unstubAllGlobals());

const page: SitePage = { key: 'aboutUs-2', title: '联系我们', subtitle: '', sections: [], updatedAt: '2026-01-01 00:00:00' };
const subsite: Subsite = { code: 'beijing', name: '北京站', cityCode: '110000', cityName: '北京', title: '商铺汇·北京', slogan: '京城商业', hotline: '400-000-0010,2', bannerUrl: '' };

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
    const site = { phone: '400-000-0000', email: 'service@example.com', company: '商铺汇示例科技有限公司', licenceNo: '增值电信业务经营许可证：示例B2-00000000', icpNo: '示例ICP备00000000号-1', policeNo: '示例公网安备 00000000000000号' };
    renderRoutes([{ path: '/aboutUs', Component: AboutUs, loader: () => ({ tab: 2, page, partners: null, site }) }], '/aboutUs?tabcheck=2');
    const section = await screen.findByRole('region', { name: '营业执照与资质' });
    expect(section.id).toBe('licence');
    for (const text of [site.company, site.licenceNo, site.icpNo, site.policeNo]) expect(section.textContent).toContain(text);
  });
});
