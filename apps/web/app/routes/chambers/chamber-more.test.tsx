import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { chamberEventListOp, chamberListOp } from '@shp/contracts';
import { renderOnServer, renderRoutes, type ServerCall } from '../../test/render';
import { titleForLocation } from '../../lib/title';
import ChamberMore, { loader } from './chamber-more';

const chamber = (id: number, slug: string, name: string) => ({
  id,
  slug,
  name,
  cityCode: '320100',
  cityName: '南京',
  intro: '',
  president: '',
  memberCount: 10,
  foundedYear: 2010,
  coverUrl: '/c.jpg',
  phone: '',
  address: '',
  eventCount: 1,
});
const event = {
  id: 7,
  chamberId: 1,
  chamberName: '南京商会',
  kind: 'visit',
  title: '南京商会走进新街口',
  summary: '',
  coverUrl: '/e.jpg',
  location: '南京',
  startsAt: '2026-01-01T02:00:00.000Z',
  state: 'ended',
};

/** The page as the server sends it, with the event filters the loader asked the API for. */
async function serverPage(url: string) {
  const asked: Record<string, unknown>[] = [];
  const call: ServerCall = async (op, input) => {
    if (op.path === chamberListOp.path) return [chamber(1, 'nanjing', '南京商会'), chamber(2, 'yuxi', '玉溪商会')];
    if (op.path !== chamberEventListOp.path) throw new Error(`unexpected call ${op.path}`);
    asked.push(input);
    return { total: 1, list: [event], pageNum: 1, pageSize: 20 };
  };
  return { ...(await renderOnServer([{ path: '/chamberMore', loader, Component: ChamberMore }], url, call)), asked };
}

describe('/chamberMore?chamber=', () => {
  it('an unknown chamber says it was not found (404) and offers all chambers, instead of listing every event', async () => {
    const { html, asked, status } = await serverPage('/chamberMore?chamber=nosuch&kind=live');
    expect(status).toBe(404);
    expect(asked).toEqual([]);
    expect(html).toContain('未找到该商会');
    expect(html).not.toContain('南京商会走进新街口');
    expect(html).toMatch(/href="\/chamberMore\?kind=live"[^>]*>.*查看全部商会活动/);
    expect(html).toMatch(/href="\/visitChamberCommerce"[^>]*>.*走进商会/);
  });

  it('a known chamber (in any case) filters by it and names it in the heading; no chamber lists all', async () => {
    const one = await serverPage('/chamberMore?chamber=NanJing');
    expect(one.status).toBe(200);
    expect(one.asked).toEqual([{ slug: 'nanjing', kind: undefined }]);
    expect(one.html).toContain('南京商会走进新街口');
    expect(one.html).toContain('<h1 class="shp-page-title">南京商会活动</h1>');
    const all = await serverPage('/chamberMore?chamber=');
    expect(all.asked).toEqual([{ slug: undefined, kind: undefined }]);
    expect(all.html).not.toContain('未找到该商会');
    expect(all.html).toContain('<h1 class="shp-page-title">商会活动</h1>');
  });
});

describe('/chamberMore title', () => {
  it('the tab and the breadcrumb say what the heading says (商会活动, not 商会列表: the page lists events)', async () => {
    expect(titleForLocation('/chamberMore', '')).toBe('商铺汇-商会活动');
    const { html } = await serverPage('/chamberMore');
    expect(html).toContain('<h1 class="shp-page-title">商会活动</h1>');
    expect(html).toContain('<li aria-current="page">商会活动</li>');
    expect(html).not.toContain('商会列表');
  });
});

describe('/chamberMore with filters that match no event', () => {
  it('offers 清空筛选 (back to every chamber and kind) instead of a bare 暂无活动', { timeout: 20_000 }, async () => {
    // 喀什商会 has no live; unfiltered there is one event.
    const loader = ({ request }: { request: Request }) => {
      const q = new URL(request.url).searchParams;
      const filtered = q.has('chamber') || q.has('kind');
      const events = { total: filtered ? 0 : 1, list: filtered ? [] : [event], pageNum: 1, pageSize: 20 };
      return { chambers: [chamber(1, 'kashi', '喀什商会')], events, slug: q.get('chamber') ?? undefined, kind: q.get('kind') ?? 'all' };
    };
    const { router } = renderRoutes([{ path: '/chamberMore', Component: ChamberMore, loader }], '/chamberMore?chamber=kashi&kind=live');
    expect(await screen.findByText('没有符合条件的活动，试试其他商会或活动类型')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /清空筛选/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('南京商会走进新街口')).toBeTruthy();
  });
});
