import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router';
import { renderRoutes } from '../../test/render';
import CloudList from './cloud-list';

const conference = (id: number) => ({
  id,
  kind: 'conference',
  title: `云招商会${id}`,
  summary: '',
  coverUrl: '/c.jpg',
  speaker: '李丽',
  speakerTitle: '总监',
  cityName: '苏州',
  startsAt: '2026-12-16T06:00:00.000Z',
  endsAt: '2026-12-16T08:00:00.000Z',
  state: 'upcoming',
  views: 1,
  videoId: null,
});

/** The list as the server loader answers it, for the state in the URL. */
const loader = ({ request }: LoaderFunctionArgs) => ({
  kind: 'conference' as const,
  state: new URL(request.url).searchParams.get('state') ?? 'all',
  result: { total: 30, list: [1, 2, 3, 4, 5].map(conference), pageNum: 1, pageSize: 5 },
});

describe('/cloudList state tabs', () => {
  it('a new state starts at page 1 and keeps the page size the visitor chose', { timeout: 20_000 }, async () => {
    const { router } = renderRoutes([{ path: '/cloudList', Component: CloudList, loader }], '/cloudList?limit=5&page=3');
    fireEvent.click(await screen.findByRole('radio', { name: '已结束' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('state')).toBe('ended'));
    const q = new URLSearchParams(router.state.location.search);
    expect(q.get('limit')).toBe('5');
    expect(q.get('page')).toBeNull();
    await waitFor(() => expect((screen.getByRole('radio', { name: '已结束' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('radio', { name: '全部' }));
    await waitFor(() => expect(router.state.location.search).toBe('?limit=5'));
  });

  it('an empty state links to all of them at the same page size', { timeout: 20_000 }, async () => {
    const empty = ({ request }: LoaderFunctionArgs) => ({
      ...loader({ request } as LoaderFunctionArgs),
      result: { total: 0, list: [], pageNum: 1, pageSize: 5 },
    });
    renderRoutes([{ path: '/cloudList', Component: CloudList, loader: empty }], '/cloudList?state=live&limit=5');
    expect((await screen.findByRole('link', { name: '查看全部云招商会' })).getAttribute('href')).toBe('/cloudList?limit=5');
  });
});
