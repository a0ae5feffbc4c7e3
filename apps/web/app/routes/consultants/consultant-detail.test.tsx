import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { CONSULTANT_SERVICES, consultantDetailOp, consultantEvaluationListOp } from '@shp/contracts';
import { renderOnServer, renderRoutes, type ServerCall } from '../../test/render';
import { setSessionFromLogin } from '../../lib/session';
import { clearCookies, memberLogin } from '../../test/member-cookies';
import ConsultantDetail, { loader } from './consultant-detail';

const consultant = {
  id: 1,
  name: '朱勇',
  avatarUrl: '/a.jpg',
  title: '招商总监',
  cityCode: '110000',
  cityName: '北京',
  years: 8,
  intro: '商场招商',
  specialties: ['零售拓店'],
  rating: 4.5,
  serviceCount: 100,
  evaluationCount: 45,
  phone: '4000000000',
  collected: false,
  evaluatedServices: [],
  services: CONSULTANT_SERVICES.map((s) => ({ code: s.code, name: s.name, description: s.description, evaluationCount: 9, avgStars: 4.5 })),
};
const evaluation = (id: number) => ({
  id,
  consultantId: 1,
  memberName: '王**',
  serviceCode: 'viewing',
  serviceName: '铺位带看',
  stars: 5,
  content: `评价${id}`,
  createdAt: '2026-11-01T02:00:00.000Z',
});

/** The page as the server sends it, with the page of evaluations the loader asked for; 45 evaluations in all. */
async function serverPage(url: string) {
  const asked: unknown[] = [];
  const call: ServerCall = async (op, _input, opts) => {
    if (op.path === consultantDetailOp.path) return consultant;
    if (op.path !== consultantEvaluationListOp.path) throw new Error(`unexpected call ${op.path}`);
    const { pageNum = 1, pageSize = 20 } = opts.pageParam ?? {};
    asked.push(opts.pageParam);
    const ids = Array.from({ length: 45 }, (_, i) => i + 1).slice((pageNum - 1) * pageSize, pageNum * pageSize);
    return { total: 45, list: ids.map(evaluation), pageNum, pageSize };
  };
  const { html } = await renderOnServer([{ path: '/consultantDetail', loader, Component: ConsultantDetail }], url, call);
  return { html: html.replace(/&amp;/g, '&'), asked };
}

describe('/consultantDetail evaluations pager', () => {
  it('counts pages at the size it reads: ?limit=50 reads 20 a page and offers pages 2 and 3', async () => {
    const { html, asked } = await serverPage('/consultantDetail?id=1&limit=50');
    expect(asked).toEqual([{ pageNum: 1, pageSize: 20 }]);
    expect(html).toContain('评价20');
    expect(html).not.toContain('评价21');
    expect(html).toContain('href="/consultantDetail?id=1&page=2"');
    expect(html).toContain('href="/consultantDetail?id=1&page=3"');
  });

  it('keeps a size it offers: ?limit=10 reads 10 a page over 5 pages', async () => {
    const { html, asked } = await serverPage('/consultantDetail?id=1&limit=10&page=5');
    expect(asked).toEqual([{ pageNum: 5, pageSize: 10 }]);
    expect(html).toContain('评价45');
    expect(html).toContain('href="/consultantDetail?id=1&limit=10&page=4"');
  });
});

describe('/consultantDetail read by a visitor who then logs in', () => {
  afterEach(clearCookies);

  it('is read again for the member: their 已收藏 and 已评价 show without a reload', { timeout: 20_000 }, async () => {
    let reads = 0;
    const memberLoader = () => {
      reads++;
      const member = reads > 1;
      return {
        c: { ...consultant, collected: member, evaluatedServices: member ? ['viewing'] : [] },
        evaluations: { total: 0, list: [], pageNum: 1, pageSize: 20 },
      };
    };
    renderRoutes([{ path: '/consultantDetail', Component: ConsultantDetail, loader: memberLoader }], '/consultantDetail?id=1');
    await screen.findByRole('button', { name: /收藏/ });
    expect(screen.queryByText('已收藏')).toBeNull();
    expect(screen.queryByText('已评价')).toBeNull();
    act(() => setSessionFromLogin(memberLogin));
    expect(await screen.findByText('已收藏')).toBeTruthy();
    expect(screen.getByText('已评价')).toBeTruthy();
    expect(reads).toBe(2);
  });
});
