import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope, renderRoutes, renderWithProviders } from '../../test/render';
import { allReadOp, delMsgOp, readMsgOp, searchFeedbackListOp, searchServiceListOp, unreadCntOp, type Message } from '@shp/contracts';
import { MessageCenter } from './MessageCenter';
import { onNotice, type Notice } from '../../lib/notify';

afterEach(() => vi.unstubAllGlobals());

/** Two unread service notices and three unread feedback replies; allRead marks as the API does (a group, or all). */
function stubApi() {
  const msg = (id: number, category: 'service' | 'feedback'): Message => ({
    id,
    category,
    title: `消息${id}`,
    content: '内容',
    link: null,
    read: false,
    createTime: '2024-05-01 10:00:00',
  });
  const all = [msg(1, 'service'), msg(2, 'service'), msg(3, 'feedback'), msg(4, 'feedback'), msg(5, 'feedback')];
  const allReadCalls: Record<string, unknown>[] = [];
  const unread = (c: string) => all.filter((m) => m.category === c && !m.read).length;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const { data } = JSON.parse(String(init?.body ?? '{}')) as { data?: Record<string, unknown> };
    if (url === unreadCntOp.path)
      return envelope({ totalMsgCnt: unread('service') + unread('feedback'), serviceCnt: unread('service'), feedbackCnt: unread('feedback') });
    if (url === searchServiceListOp.path || url === searchFeedbackListOp.path) {
      const list = all.filter((m) => m.category === (url === searchServiceListOp.path ? 'service' : 'feedback'));
      return envelope({ list, total: list.length });
    }
    if (url === allReadOp.path) {
      allReadCalls.push(data ?? {});
      const marked = all.filter((m) => !m.read && (!data?.group || m.category === data.group));
      marked.forEach((m) => (m.read = true));
      return envelope({ updated: marked.length });
    }
    return envelope({});
  });
  return allReadCalls;
}

function renderCenter() {
  renderWithProviders(<MessageCenter token="tok" />);
}

describe('全部已读 (MessageCenter)', { timeout: 60_000 }, () => {
  it('marks every group, not just the open tab, and clears both badges', async () => {
    const calls = stubApi();
    // SPEC §8: one message at a time — a success goes through the same notice as every error.
    const notices: Notice[] = [];
    const stop = onNotice((n) => notices.push(n));
    renderCenter();
    expect(await screen.findByText('服务通知（2）')).toBeTruthy();
    expect(screen.getByText('反馈回复（3）')).toBeTruthy();
    fireEvent.click(screen.getByTestId('read-all'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).not.toHaveProperty('group');
    expect(await screen.findByText('已将 5 条消息标为已读')).toBeTruthy();
    expect(notices).toEqual([{ kind: 'success', text: '已将 5 条消息标为已读' }]);
    stop();
    await waitFor(() => expect(screen.queryByText('反馈回复（3）')).toBeNull());
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['服务通知', '反馈回复']);
  });
});

describe('opening a message from the keyboard (MessageCenter)', { timeout: 60_000 }, () => {
  it('Enter on a focused message expands it and marks it read', async () => {
    stubApi();
    const reads: unknown[] = [];
    const base = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url === readMsgOp.path) reads.push(JSON.parse(String(init?.body)).data);
      return base(url, init);
    });
    renderCenter();
    const title = await screen.findByText('消息1');
    const item = title.closest('[role="button"]') as HTMLElement;
    expect(item.tabIndex).toBe(0);
    expect(item.getAttribute('aria-expanded')).toBe('false');
    item.focus();
    fireEvent.keyDown(item, { key: 'Enter' });
    await waitFor(() => expect(reads).toEqual([{ id: 1 }]));
    expect(item.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('全部已读 when the server fails (MessageCenter)', { timeout: 60_000 }, () => {
  it('leaves the messages unread and raises no unhandled rejection', async () => {
    stubApi();
    const base = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => (url === allReadOp.path ? envelope(null, 500) : base(url, init)));
    const unhandled: unknown[] = [];
    const onUnhandled = (e: unknown) => unhandled.push(e);
    process.on('unhandledRejection', onUnhandled);
    try {
      renderCenter();
      await screen.findByText('消息1');
      fireEvent.click(screen.getByTestId('read-all'));
      await new Promise((r) => setTimeout(r, 300));
      expect(unhandled).toEqual([]);
      expect(screen.getAllByText('未读').length).toBeGreaterThan(0);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

describe('deleting the messages of the last page (MessageCenter)', { timeout: 60_000 }, () => {
  it('goes back a page to the messages left, not to an empty page', async () => {
    const msg = (id: number): Message => ({
      id,
      category: 'service',
      title: `消息${id}`,
      content: '内容',
      link: null,
      read: true,
      createTime: '2024-05-01 10:00:00',
    });
    let all = Array.from({ length: 21 }, (_, i) => msg(i + 1));
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { data?: { ids?: number[] }; pageParam?: { pageNum: number; pageSize: number } };
      if (url === unreadCntOp.path) return envelope({ totalMsgCnt: 0, serviceCnt: 0, feedbackCnt: 0 });
      if (url === searchServiceListOp.path) {
        const { pageNum, pageSize } = body.pageParam!; // the list is paged
        return envelope({ list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: all.length, pageNum, pageSize });
      }
      if (url === delMsgOp.path) {
        const ids = body.data?.ids ?? [];
        all = all.filter((m) => !ids.includes(m.id));
        return envelope({ deleted: ids.length });
      }
      return envelope({ list: [], total: 0 });
    });
    const { router } = renderRoutes([{ path: '/personalCenter/newsPage', element: <MessageCenter token="tok" /> }], '/personalCenter/newsPage?page=2');
    const item = (await screen.findByText('消息21')).closest('[data-testid="message-item"]') as HTMLElement;
    fireEvent.click(within(item).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(document.querySelector('.ant-popconfirm .ant-btn-primary')).not.toBeNull());
    fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-primary')!); // the popconfirm's 删除
    await screen.findByText('消息20');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('这一页没有更多了')).toBeNull();
  });
});
