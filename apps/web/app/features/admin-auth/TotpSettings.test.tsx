import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminTotpConfirmOp, adminTotpEnrolOp, adminTotpStatusOp } from '@shp/contracts';
import { envelope, renderWithProviders } from '../../test/render';
import { TotpSettings } from './TotpSettings';

vi.mock('../../lib/notify', () => ({ showError: () => {}, showSuccess: () => {}, showInfo: () => {}, setMessageInstance: () => {} }));
afterEach(() => vi.unstubAllGlobals());

describe('身份验证器 in the console (TotpSettings)', { timeout: 60_000 }, () => {
  it('binds an authenticator: QR code and secret, then the six-box code; a wrong code is shown', async () => {
    let enabled = false;
    const confirmed: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url === adminTotpStatusOp.path) return envelope({ enabled, required: false });
      if (url === adminTotpEnrolOp.path)
        return envelope({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' });
      if (url === adminTotpConfirmOp.path) {
        const code = (JSON.parse(String(init.body)) as { data: { code: string } }).data.code;
        confirmed.push(code);
        if (code !== '135790')
          return new Response(JSON.stringify({ code: 502, msg: '动态验证码错误或已使用，请输入身份验证器上的最新验证码', data: null }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          });
        enabled = true;
        return envelope(null);
      }
      return envelope(null);
    });
    renderWithProviders(<TotpSettings open onClose={() => {}} />);
    expect(await screen.findByText('未绑定')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '绑定身份验证器' }));
    const secret = await screen.findByText('JBSWY3DPEHPK3PXP');
    const dialog = secret.closest('[role="dialog"]') as HTMLElement;
    expect((within(dialog).getByAltText('身份验证器绑定二维码') as HTMLImageElement).src).toMatch(/^data:image\/svg\+xml/);
    const typeAndOk = (code: string) => {
      fireEvent.paste(within(dialog).getByLabelText('验证码第1位'), { clipboardData: { getData: () => code } });
      fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    };
    typeAndOk('111111');
    expect(await within(dialog).findByText('动态验证码错误或已使用，请输入身份验证器上的最新验证码')).toBeTruthy();
    typeAndOk('135790');
    await waitFor(() => expect(confirmed).toEqual(['111111', '135790']));
    expect(await screen.findByText('已绑定')).toBeTruthy();
  });
});
