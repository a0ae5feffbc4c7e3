import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminLoginOp } from '@shp/contracts';
import { envelope, renderWithProviders } from '../../test/render';
import { AdminLoginForm } from './AdminLoginForm';

afterEach(() => vi.unstubAllGlobals());

const operator = { id: 1, username: 'admin', displayName: '管理员', role: 'admin' as const };
const refused = (msg: string) => new Response(JSON.stringify({ code: 502, msg, data: null }), { status: 400, headers: { 'content-type': 'application/json' } });
const svg = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';

function stubLogin(answers: ((data: Record<string, unknown>) => Response)[]) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url !== adminLoginOp.path) return envelope(null);
    const data = (JSON.parse(String(init.body)) as { data: Record<string, unknown> }).data;
    sent.push(data);
    return answers[Math.min(sent.length - 1, answers.length - 1)](data);
  });
  return sent;
}

async function submitPassword() {
  fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'admin' } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'a-long-passphrase' } });
  fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
}

const typeCode = (dialog: HTMLElement, code: string) =>
  fireEvent.paste(within(dialog).getByLabelText('验证码第1位'), { clipboardData: { getData: () => code } });

describe('operator sign-in with an authenticator code (AdminLoginForm)', { timeout: 60_000 }, () => {
  it('asks for the 6-digit code in the six-box dialog after a right password, and shows a refusal', async () => {
    const onDone = vi.fn();
    const sent = stubLogin([
      () => envelope({ operator: null, totp: 'required', enrol: null }),
      () => refused('动态验证码错误或已使用，请输入身份验证器上的最新验证码'),
      () => envelope({ operator, totp: null, enrol: null }),
    ]);
    renderWithProviders(<AdminLoginForm onDone={onDone} />);
    await submitPassword();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('请输入动态验证码')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    typeCode(dialog, '123456');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('动态验证码错误或已使用，请输入身份验证器上的最新验证码')).toBeTruthy();
    typeCode(dialog, '654321');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent.map((d) => d.totpCode)).toEqual([undefined, '123456', '654321']);
    expect(sent[2]).toMatchObject({ username: 'admin', password: 'a-long-passphrase' });
  });

  it('shows the binding QR code and secret when the admin must bind an authenticator first', async () => {
    stubLogin([() => envelope({ operator: null, totp: 'enrol', enrol: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrSvg: svg } })]);
    renderWithProviders(<AdminLoginForm />);
    await submitPassword();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('绑定身份验证器后登录')).toBeTruthy();
    expect(within(dialog).getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect((within(dialog).getByAltText('身份验证器绑定二维码') as HTMLImageElement).src).toMatch(/^data:image\/svg\+xml/);
  });
});
