import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { envelope, renderWithProviders } from '../../test/render';
import ServiceChat from './ServiceChat';

afterEach(() => vi.unstubAllGlobals());

describe('ServiceChat greeting', () => {
  it("shows the service line's comma as the extension mark and dials it as a pause (SPEC §2)", async () => {
    // jsdom lays nothing out; the log scrolls its end into view.
    Element.prototype.scrollIntoView = () => {};
    vi.stubGlobal('fetch', async () => envelope([]));
    renderWithProviders(<ServiceChat phone="400-000-0000,8001" />);
    const link = await screen.findByRole('link', { name: '400-000-0000 转 8001' });
    expect(link.getAttribute('href')).toBe('tel:400-000-0000,8001');
    expect(screen.getByRole('log').textContent).not.toContain('0000,8001');
  });
});

describe('ServiceChat sending', () => {
  it('keeps what was typed while a question was on its way (clears only the question sent)', async () => {
    Element.prototype.scrollIntoView = () => {};
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal('fetch', async (url: string) => {
      if (String(url).endsWith('/chatList')) return envelope([]);
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    renderWithProviders(<ServiceChat phone="400-000-0000" />);
    const box = screen.getByRole('textbox', { name: '请输入您的问题' });
    fireEvent.change(box, { target: { value: '怎么找铺' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /发送/ }).className).toContain('loading'));
    // The next question is typed before the answer arrives.
    fireEvent.change(box, { target: { value: '加盟费多少' } });
    const at = new Date().toISOString();
    answer(
      envelope([
        { id: '1', from: 'member', content: '怎么找铺', links: [], createdAt: at },
        { id: '2', from: 'service', content: '可以在找铺页筛选', links: [], createdAt: at },
      ]),
    );
    await screen.findByText('可以在找铺页筛选');
    expect((box as HTMLTextAreaElement).value).toBe('加盟费多少');
  });

  it('clears the box once the question it holds was sent', async () => {
    Element.prototype.scrollIntoView = () => {};
    const at = new Date().toISOString();
    vi.stubGlobal('fetch', async (url: string) =>
      String(url).endsWith('/chatList') ? envelope([]) : envelope([{ id: '1', from: 'member', content: '你好', links: [], createdAt: at }]),
    );
    renderWithProviders(<ServiceChat phone="400-000-0000" />);
    const box = screen.getByRole('textbox', { name: '请输入您的问题' });
    fireEvent.change(box, { target: { value: ' 你好 ' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await screen.findByText('你好');
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });
});
