import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { envelope, renderWithProviders } from '../../test/render';
import { QrLoginPanel } from './QrLoginPanel';

afterEach(() => vi.unstubAllGlobals());

const qr = {
  requestId: 'r1',
  pollSecret: 's1',
  qrDataUrl: 'data:image/svg+xml;base64,',
  confirmUrl: 'http://x/login?qrConfirm=r1',
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
};

describe('QR login panel', () => {
  it('shows 二维码已失效 with a refresh when the server no longer knows the request, instead of polling it forever', async () => {
    const polls: number[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      if (String(url).endsWith('/qrLogin/create')) return envelope(qr);
      polls.push(Date.now());
      // Pruned after a day, or a database that was reset: the server answers 404.
      return new Response(JSON.stringify({ code: 404, msg: '二维码已失效，请刷新后重试', data: null }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    });
    renderWithProviders(<QrLoginPanel redirect="/" />);
    expect(await screen.findByText('二维码已失效', {}, { timeout: 6000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /刷新二维码/ })).toBeTruthy();
    const seen = polls.length;
    await new Promise((r) => setTimeout(r, 2500));
    expect(polls.length).toBe(seen);
  }, 15_000);

  it('keeps polling through a dropped connection', async () => {
    let polls = 0;
    vi.stubGlobal('fetch', async (url: string) => {
      if (String(url).endsWith('/qrLogin/create')) return envelope(qr);
      polls++;
      if (polls === 1) throw new TypeError('Failed to fetch');
      return envelope({ status: 'pending', code: null });
    });
    renderWithProviders(<QrLoginPanel redirect="/" />);
    await vi.waitFor(() => expect(polls).toBeGreaterThanOrEqual(2), { timeout: 7000 });
    expect(screen.queryByText('二维码已失效')).toBeNull();
    expect(screen.getByTestId('qr-confirm-link')).toBeTruthy();
  }, 15_000);
});
