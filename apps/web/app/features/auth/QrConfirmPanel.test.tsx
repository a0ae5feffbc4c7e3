import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { envelope, renderWithProviders } from '../../test/render';
import { onNotice } from '../../lib/notify';
import { QrConfirmPanel } from './QrConfirmPanel';

afterEach(() => vi.unstubAllGlobals());

const info = { status: 'pending', createdAt: new Date().toISOString(), device: 'Chrome · Windows' };

describe('QR login confirm (phone side)', () => {
  it('keeps 确认登录 on screen after a dropped connection, and confirms on the next try', async () => {
    let confirms = 0;
    vi.stubGlobal('fetch', async (url: string) => {
      if (String(url).endsWith('/qrLogin/info')) return envelope(info);
      confirms++;
      if (confirms === 1) throw new TypeError('Failed to fetch');
      return envelope({ ok: true });
    });
    const notices: string[] = [];
    const off = onNotice((n) => notices.push(n.text));
    renderWithProviders(<QrConfirmPanel requestId="r1" />);
    fireEvent.click(await screen.findByRole('button', { name: /确认登录/ }));
    await vi.waitFor(() => expect(notices).toContain('网络异常，请稍后重试'));
    fireEvent.click(await screen.findByRole('button', { name: /确认登录/ }));
    expect(await screen.findByText('已确认登录')).toBeTruthy();
    off();
  }, 15_000);

  it('ends with the server message when the request is refused', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      String(url).endsWith('/qrLogin/info')
        ? envelope(info)
        : new Response(JSON.stringify({ code: 502, msg: '二维码已失效，请刷新后重试', data: null }), { status: 400 }),
    );
    renderWithProviders(<QrConfirmPanel requestId="r1" />);
    fireEvent.click(await screen.findByRole('button', { name: /确认登录/ }));
    expect(await screen.findByText('二维码已失效，请刷新后重试')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /确认登录/ })).toBeNull();
  }, 15_000);
});
