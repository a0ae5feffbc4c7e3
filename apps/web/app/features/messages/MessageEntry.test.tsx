import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { unreadCntOp } from '@shp/contracts';
import { envelope, renderWithProviders } from '../../test/render';
import { MessageEntry } from './MessageEntry';

vi.mock('../../lib/session', () => ({ useSession: () => ({ token: 'tok' }) }));

afterEach(() => vi.unstubAllGlobals());

function stubUnread(totalMsgCnt: number) {
  vi.stubGlobal('fetch', async (url: string) => (url === unreadCntOp.path ? envelope({ totalMsgCnt, serviceCnt: totalMsgCnt, feedbackCnt: 0 }) : envelope({})));
}

/** The words a sighted user sees, in order. */
const visibleText = (el: HTMLElement) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('top-bar messages entry (WCAG 2.5.3 label in name)', () => {
  it.each([
    [3, '消息 3', '消息 3条未读'],
    [150, '消息 99+', '消息 99+条未读'],
  ])('%i unread: shows %s and is named %s, the visible words first', async (count, shown, name) => {
    stubUnread(count);
    renderWithProviders(<MessageEntry />);
    const link = await screen.findByRole('link', { name });
    expect(visibleText(link)).toBe(shown);
    expect(name.startsWith(visibleText(link))).toBe(true);
  });

  it('is named 消息 with nothing unread', async () => {
    stubUnread(0);
    renderWithProviders(<MessageEntry />);
    const link = await screen.findByRole('link', { name: '消息' });
    expect(visibleText(link)).toBe('消息');
  });
});
