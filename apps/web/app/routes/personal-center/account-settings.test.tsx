import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { envelope, renderWithProviders } from '../../test/render';
import { AuthText, Msg, logoffOp, memberInfoOp, userUpdateOp } from '@shp/contracts';
import { DEFAULT_AVATAR, readSession } from '../../lib/session';
import AccountSettingsPage from './account-settings';

const OLD = '/media/uploads/old.png';
const clearCookies = () => document.cookie.split('; ').forEach((c) => (document.cookie = `${c.split('=')[0]}=; max-age=0; path=/`));

beforeEach(() => {
  document.cookie = 'token=tok; path=/';
  document.cookie = `userIcon=${encodeURIComponent(OLD)}; path=/`;
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
});

/** A member with an avatar; user/update stores what it gets, as the API does (null → ''). */
function stubApi() {
  let avatarUrl = OLD;
  const updates: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const base = { desePhone: '138****8000', nickName: '会员', memberId: 'm1', gradeCode: 'L0' };
    if (url === memberInfoOp.path) return envelope({ ...base, avatarUrl, gradeName: '尚未成为VIP' });
    if (url === userUpdateOp.path) {
      const { data } = JSON.parse(String(init?.body)) as { data: Record<string, unknown> };
      updates.push(data);
      if ('avatarUrl' in data) avatarUrl = (data.avatarUrl as string | null) ?? '';
      return envelope({ ...base, avatarUrl, userId: 'u1', encryptPhone: 'x', userRole: '' });
    }
    return envelope({ stores: [] }); // affiliated stores: none
  });
  return updates;
}

function renderPage() {
  renderWithProviders(<AccountSettingsPage />);
}

describe('头像 移除 (account settings)', () => {
  it('sends avatarUrl null and shows the default avatar', async () => {
    const updates = stubApi();
    renderPage();
    expect(((await screen.findByAltText('已上传的图片')) as HTMLImageElement).getAttribute('src')).toBe(OLD);
    fireEvent.click(screen.getByRole('button', { name: '移除' }));
    await waitFor(() => expect(updates).toEqual([{ avatarUrl: null }]));
    expect(((await screen.findByAltText('默认头像')) as HTMLImageElement).getAttribute('src')).toBe(DEFAULT_AVATAR);
    expect(screen.queryByAltText('已上传的图片')).toBeNull();
    expect(screen.queryByRole('button', { name: '移除' })).toBeNull();
    // The frame's avatar reads the session: the old picture's cookie is gone.
    expect(readSession()?.userIcon).toBe(DEFAULT_AVATAR);
  });
});

describe('account settings when the profile cannot be read', { timeout: 30_000 }, () => {
  it('says so and retries, instead of an empty nickname and the default avatar', async () => {
    let down = true;
    vi.stubGlobal('fetch', async (url: string) => {
      if (url === memberInfoOp.path)
        return down
          ? envelope(null, 500)
          : envelope({ desePhone: '138****8000', nickName: '老会员', memberId: 'm1', gradeCode: 'L0', avatarUrl: OLD, gradeName: '尚未成为VIP' });
      return envelope({ stores: [] });
    });
    renderPage();
    expect(await screen.findByText('账号信息加载失败')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存昵称' })).toBeNull();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByDisplayValue('老会员')).toBeTruthy();
  });
});

describe('注销账号 (account settings)', { timeout: 30_000 }, () => {
  it('asks for the phone and the typed confirmation, then the code in the 6-box dialog; a wrong code stays there', async () => {
    const codes: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url === memberInfoOp.path)
        return envelope({ desePhone: '138****8000', nickName: '会员', memberId: 'm1', gradeCode: 'L0', avatarUrl: OLD, gradeName: '尚未成为VIP' });
      if (url === logoffOp.path) {
        const { data } = JSON.parse(String(init?.body)) as { data: { verifyCode: string } };
        codes.push(data.verifyCode);
        return data.verifyCode === '123456' ? envelope({ ok: true }) : new Response(JSON.stringify({ code: 400, msg: AuthText.CODE_WRONG, data: null }));
      }
      return envelope({ stores: [] });
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '注销账号' }));
    fireEvent.click(await screen.findByRole('button', { name: '确认注销' }));
    expect(await screen.findByText(Msg.PHONE_REQUIRED_LOGIN)).toBeTruthy();
    expect(screen.queryByRole('group', { name: '验证码' })).toBeNull();

    fireEvent.change(screen.getByLabelText('本账号绑定的手机号'), { target: { value: '13800138000' } });
    fireEvent.change(screen.getByLabelText('请输入“确认注销”'), { target: { value: '确认注销' } });
    fireEvent.click(screen.getByRole('button', { name: '确认注销' }));
    await screen.findByRole('group', { name: '验证码' });
    expect(screen.getByTestId('sms-code-button').textContent).toBe('获取验证码');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText(Msg.CODE_BOXES_EMPTY)).toBeTruthy();
    expect(codes).toEqual([]);

    fireEvent.change(screen.getByLabelText('验证码第1位'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText(AuthText.CODE_WRONG)).toBeTruthy();
    expect(screen.queryByText(Msg.CODE_BOXES_EMPTY)).toBeNull();
    fireEvent.change(screen.getByLabelText('验证码第1位'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(codes).toEqual(['654321', '123456']));
    await waitFor(() => expect(readSession()).toBeNull());
  });
});
