import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { envelope, renderRoutes } from '../test/render';
import Consultant from './consultants/consultant';
import ChamberMore from './chambers/chamber-more';
import MerchantServices from './merchant-services/merchant-services';
import Case from './content/case';
import CloudList from './conferences/cloud-list';
import HotInvestment from './cooperation/hot-investment';
import CooperationList from './cooperation/cooperation-list';
import Cooperations from './cooperation/cooperations';
import FranchiseBrands from './franchise/franchise-brands';
import ConsIndex from './content/cons-index';
import Joinbrand from './franchise/joinbrand';
import ConsultantDetail from './consultants/consultant-detail';
import ChamberCity from './chambers/chamber-city';

afterEach(() => vi.unstubAllGlobals());

/** A page past the end of a list of 30 (an old link, or records gone since): its answer has no rows. */
const pastEnd = { total: 30, list: [] };

const lists: [string, React.ComponentType, () => unknown][] = [
  ['/consultant', Consultant, () => ({ result: pastEnd })],
  ['/chamberMore', ChamberMore, () => ({ chambers: [], events: pastEnd, kind: 'all' })],
  ['/merchantServices', MerchantServices, () => ({ serviceCode: 'all', result: pastEnd })],
  ['/case', Case, () => ({ detail: null, result: pastEnd })],
  ['/cloudList', CloudList, () => ({ kind: 'conference', state: 'all', result: pastEnd })],
  ['/hotInvestment', HotInvestment, () => ({ result: pastEnd })],
  ['/cooperationList', CooperationList, () => ({ result: pastEnd })],
  ['/cooperAtions', Cooperations, () => ({ kind: 'cross_industry', keyword: '', result: pastEnd })],
  ['/franchiseBrands', FranchiseBrands, () => ({ tab: 2, news: null, brands: pastEnd, sort: 'stores', keyword: '' })],
  ['/consIndex', ConsIndex, () => ({ tab: '0', keyword: '', result: pastEnd, categories: [] })],
];

describe('a public list on a page past its end', () => {
  it.each(lists)('%s says the page has no more and offers the first page (not "none at all" or "nothing matches")', async (path, Component, loader) => {
    vi.stubGlobal('fetch', async () => envelope([]));
    const { router } = renderRoutes([{ path, Component, loader }], `${path}?page=9`);
    await screen.findByText('这一页没有更多了');
    expect(document.body.textContent).not.toMatch(/暂无|没有符合条件/);
    fireEvent.click(screen.getByRole('button', { name: /回到第一页/ }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('franchise brands by budget (/joinbrand)', () => {
  it('says a page past the end has no more and offers the first page', async () => {
    vi.stubGlobal('fetch', async () => envelope([]));
    const { router } = renderRoutes(
      [{ path: '/joinbrand', Component: Joinbrand, loader: () => ({ investRange: undefined, result: pastEnd }) }],
      '/joinbrand?page=9',
    );
    await screen.findByText('这一页没有更多了');
    fireEvent.click(screen.getByRole('button', { name: /回到第一页/ }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says no brand matches when the budget has none', async () => {
    vi.stubGlobal('fetch', async () => envelope([]));
    renderRoutes(
      [{ path: '/joinbrand', Component: Joinbrand, loader: () => ({ investRange: '100-', result: { total: 0, list: [] } }) }],
      '/joinbrand?invest=100-',
    );
    await screen.findByText('没有符合条件的加盟品牌');
  });
});

describe('a consultant’s evaluations on a page past their end', () => {
  it('do not read 暂无评价 while the consultant has evaluations; the first page keeps the consultant', async () => {
    vi.stubGlobal('fetch', async () => envelope([]));
    const c = {
      id: 14,
      name: '朱晓东',
      avatarUrl: '/a.svg',
      title: '商业地产顾问',
      cityCode: '440100',
      cityName: '广州',
      years: 14,
      intro: '深耕广州商业地产',
      specialties: [],
      rating: 5,
      serviceCount: 10,
      evaluationCount: 3,
      phone: '400-000-1013',
      services: [],
      evaluatedServices: [],
      collected: false,
    };
    const { router } = renderRoutes(
      [{ path: '/consultantDetail', Component: ConsultantDetail, loader: () => ({ c, evaluations: { total: 3, list: [] } }) }],
      '/consultantDetail?id=14&page=9',
    );
    await screen.findByText('这一页没有更多了');
    expect(document.body.textContent).not.toContain('暂无评价');
    fireEvent.click(screen.getByRole('button', { name: /回到第一页/ }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?id=14'));
  });
});

describe('a city chamber’s events on a page past their end', () => {
  it('do not read 暂无活动 while the chamber has events', async () => {
    vi.stubGlobal('fetch', async () => envelope([]));
    const chamber = {
      id: 1,
      slug: 'nanjing',
      name: '南京商会',
      cityCode: '320100',
      cityName: '南京',
      intro: '',
      coverUrl: '/c.svg',
      memberCount: 646,
      foundedYear: 2006,
      eventCount: 5,
      president: '陈建国',
      address: '南京市',
      phone: '400-000-3000',
      paragraphs: [],
      highlights: [],
    };
    const { router } = renderRoutes(
      [{ path: '/nanjingChamberMore', Component: ChamberCity, loader: () => ({ chamber, events: { total: 5, list: [] } }) }],
      '/nanjingChamberMore?page=9',
    );
    await screen.findByText('这一页没有更多了');
    expect(document.body.textContent).not.toContain('暂无活动');
    fireEvent.click(screen.getByRole('button', { name: /回到第一页/ }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
