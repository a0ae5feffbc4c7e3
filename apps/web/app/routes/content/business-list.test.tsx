import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router';
import { renderRoutes } from '../../test/render';
import BusinessList from './business-list';

const article = (id: number) => ({
  id,
  category: 'news',
  categoryName: '资讯',
  title: `资讯${id}`,
  summary: '',
  coverUrl: '/a.jpg',
  author: '',
  source: '商铺汇',
  tags: [],
  views: 1,
  publishedAt: '2026-11-01T02:00:00.000Z',
  cityCode: null,
  mallId: null,
  brandId: null,
});

/** The list as the server loader answers it, for the category and order in the URL. */
const loader = ({ request }: LoaderFunctionArgs) => {
  const q = new URL(request.url).searchParams;
  return {
    category: q.get('category') ?? 'all',
    sort: q.get('sort') ?? 'latest',
    result: { total: 30, list: [1, 2, 3, 4, 5].map(article), pageNum: 1, pageSize: 5 },
  };
};

describe('/businessList category and order', () => {
  it('a new category or order starts at page 1 and keeps the page size the visitor chose', { timeout: 20_000 }, async () => {
    const { router } = renderRoutes([{ path: '/businessList', Component: BusinessList, loader }], '/businessList?limit=5&page=2');
    fireEvent.click(await screen.findByRole('radio', { name: '最热' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('hot'));
    expect(new URLSearchParams(router.state.location.search).get('limit')).toBe('5');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    await waitFor(() => expect((screen.getByRole('radio', { name: '最热' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('radio', { name: '品牌故事' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('category')).toBe('brand_story'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ limit: '5', sort: 'hot', category: 'brand_story' });
  });
});
