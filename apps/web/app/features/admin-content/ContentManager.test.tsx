import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminContentListOp, adminContentSetStatusOp } from '@shp/contracts';
import { envelope, renderRoutes } from '../../test/render';
import { atWidth, stubMatchMedia } from '../../test/match-media';
import { stubListApi } from '../../test/stub-list';
import { ContentManager } from './ContentManager';

afterEach(() => vi.unstubAllGlobals());

const CONTENT = '/admin/content';
const operator = { id: 1, username: 'admin', displayName: '管理员', role: 'admin' as const };
const row = (n: number) => ({
  id: n,
  title: `条目${n}`,
  subtitle: '',
  imageUrl: null,
  status: 'published',
  updatedAt: '2026-11-25T02:00:00.000Z',
  publicUrl: null,
});

const renderContent = (url: string) => renderRoutes([{ path: CONTENT, element: <ContentManager operator={operator} /> }], url);
const query = (search: string) => Object.fromEntries(new URLSearchParams(search));
const currentPage = () => document.querySelector('.ant-pagination-item-active')?.textContent;

describe('内容管理: type, search, state and page in the URL (ContentManager)', { timeout: 60_000 }, () => {
  it('opens the list of the URL', async () => {
    const api = stubListApi(adminContentListOp.path, 45, row);
    renderContent(`${CONTENT}?type=shop&q=银泰&status=draft&page=2`);
    await screen.findByText('条目21');
    expect(api.last()).toEqual({ data: { type: 'shop', q: '银泰', status: 'draft' }, pageParam: { pageNum: 2, pageSize: 20 } });
    expect((screen.getByPlaceholderText('搜索商铺') as HTMLInputElement).value).toBe('银泰');
    // No longer than the filter schema takes: a longer search could never filter the list.
    expect((screen.getByPlaceholderText('搜索商铺') as HTMLInputElement).maxLength).toBe(64);
    expect(currentPage()).toBe('2');
  });

  it('keeps search and page through Back; another type starts afresh', async () => {
    const api = stubListApi(adminContentListOp.path, 45, row);
    const { router } = renderContent(CONTENT);
    await screen.findByText('条目1');
    const box = screen.getByPlaceholderText('搜索商场');
    fireEvent.change(box, { target: { value: '万象' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.last().data).toEqual({ type: 'mall', q: '万象' }));
    fireEvent.click(await waitFor(() => document.querySelector('.ant-pagination-item-3') ?? Promise.reject(new Error('no page 3'))));
    await screen.findByText('条目41');
    expect(query(router.state.location.search)).toEqual({ q: '万象', page: '3' });

    fireEvent.click(screen.getByRole('tab', { name: '品牌' }));
    await waitFor(() => expect(api.last()).toEqual({ data: { type: 'brand' }, pageParam: { pageNum: 1, pageSize: 20 } }));
    expect(query(router.state.location.search)).toEqual({ type: 'brand' });

    await act(() => router.navigate(-1));
    await screen.findByText('条目41');
    expect(api.last()).toEqual({ data: { type: 'mall', q: '万象' }, pageParam: { pageNum: 3, pageSize: 20 } });
    expect((screen.getByPlaceholderText('搜索商场') as HTMLInputElement).value).toBe('万象');
    expect(currentPage()).toBe('3');
  });
});

describe('内容管理在手机上 (ContentManager, 412 px)', { timeout: 60_000 }, () => {
  it('shows a card a row, no sideways-scrolling table, with 编辑 and 下架 as buttons and the pager', async () => {
    stubMatchMedia(atWidth(412));
    const api = stubListApi(adminContentListOp.path, 45, row);
    const lists = globalThis.fetch as unknown as (url: string, init?: RequestInit) => Promise<Response>;
    const statusCalls: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url !== adminContentSetStatusOp.path) return lists(url, init);
      statusCalls.push(JSON.parse(String(init?.body)).data);
      return envelope(null);
    });
    renderContent(CONTENT);
    const list = await screen.findByRole('list', { name: '商场列表' });
    expect(document.querySelector('.ant-table')).toBeNull();
    const cards = list.querySelectorAll('li[data-content-id]');
    expect(cards).toHaveLength(20);
    const first = within(cards[0] as HTMLElement);
    first.getByText('条目1');
    first.getByText('已发布');
    first.getByRole('button', { name: /编\s*辑/ });

    fireEvent.click(first.getByRole('button', { name: /下\s*架/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(statusCalls).toEqual([{ type: 'mall', id: 1, status: 'draft' }]));

    fireEvent.click(await waitFor(() => document.querySelector('.ant-pagination-item-3') ?? Promise.reject(new Error('no page 3'))));
    await screen.findByText('条目41');
    expect(api.last().pageParam).toEqual({ pageNum: 3, pageSize: 20 });
  });
});
