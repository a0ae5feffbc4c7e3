import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from '../../test/render';
import { decodePhone } from '@shp/contracts';
import { LoginForm } from './LoginForm';

const notify = vi.hoisted(() => ({ errors: [] as string[], successes: [] as string[] }));
vi.mock('../../lib/notify', () => ({
  showError: (t: string) => notify.errors.push(t),
  showSuccess: (t: string) => notify.successes.push(t),
  showInfo: () => {},
  setMessageInstance: () => {},
}));

type Call = { path: string; body: { data: Record<string, unknown> } };
let calls: Call[] = [];
let answers: Record<string, () => { code: number; msg: string; data: unknown }> = {};

beforeEach(() => {
  calls = [];
  notify.errors.length = 0;
  notify.successes.length = 0;
  answers = {
    '/api/foreground/auth/captcha/challenge': () => ({
      code: 10000,
      msg: '成功',
      data: { challengeId: 'c1', width: 340, height: 40, handle: 40, expiresAt: '' },
    }),
    '/api/foreground/auth/captcha/verify': () => ({ code: 10000, msg: '成功', data: { ticket: 't1', randstr: 'r1' } }),
    '/api/foreground/auth/sendSms': () => ({ code: 10000, msg: '成功', data: { countdown: 60 } }),
    '/api/foreground/auth/loginRegister': () => ({ code: 502, msg: '验证码错误，请重新输入', data: null }),
  };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = url.split('?')[0];
    calls.push({ path, body: JSON.parse(String(init.body ?? '{}')) });
    const answer = answers[path]?.() ?? { code: 404, msg: '接口不存在', data: null };
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.cookie.split('; ').forEach((c) => (document.cookie = `${c.split('=')[0]}=; max-age=0; path=/`));
});

const submit = () => fireEvent.click(screen.getByRole('button', { name: /登录\/注册/ }));
const phone = () => screen.getByLabelText('手机号码');
/** Form.useWatch hands the typed phone to the code button on the next render. */
const typePhone = async (v: string) => {
  fireEvent.change(phone(), { target: { value: v } });
  await act(async () => {});
};
const code = () => screen.getByLabelText('验证码');
const agree = () => screen.getByRole('checkbox');

async function passSlider() {
  const handle = screen.getByRole('slider', { name: '滑动验证' });
  for (let i = 0; i < 10; i++) fireEvent.keyDown(handle, { key: 'ArrowRight' });
  await screen.findByText('验证通过', { selector: 'span' });
}

configure({ asyncUtilTimeout: 5000 });

// antd forms in jsdom are slow on a busy machine, and one test waits out the 3 s lock.
describe('login form messages (SPEC §5, verbatim)', { timeout: 30_000 }, () => {
  it('asks for every missing field', async () => {
    render(<LoginForm onLoggedIn={() => {}} />);
    submit();
    // antd validates each field on its own promise: the messages do not all land in one render.
    for (const message of ['请输入手机号码', '请输入验证码', '请手动拖动滑动验证', '请勾选同意相关协议']) expect(await screen.findByText(message)).toBeTruthy();
    // One message a field: an empty code is asked for, not also told to be requested.
    expect(screen.queryByText('请点击获取验证码')).toBeNull();
    expect(calls.filter((c) => c.path.endsWith('loginRegister'))).toHaveLength(0);
  });

  it('checks the phone pattern and code digits, and that a code was requested', async () => {
    render(<LoginForm onLoggedIn={() => {}} />);
    fireEvent.change(phone(), { target: { value: '12345678901' } });
    fireEvent.blur(phone());
    expect(await screen.findByText('请输入正确的手机号码')).toBeTruthy();
    fireEvent.change(code(), { target: { value: '12ab56' } });
    submit();
    expect(await screen.findByText('请输入数字验证码!')).toBeTruthy();
    fireEvent.change(code(), { target: { value: '123456' } });
    submit();
    expect(await screen.findByText('请点击获取验证码')).toBeTruthy();
  });

  it('requests a code only after the agreement is ticked and the slider passed', async () => {
    render(<LoginForm onLoggedIn={() => {}} />);
    await typePhone('13800138000');
    fireEvent.click(screen.getByTestId('sms-code-button'));
    expect(await screen.findByText('请勾选同意相关协议')).toBeTruthy();
    fireEvent.click(agree());
    fireEvent.click(screen.getByTestId('sms-code-button'));
    await waitFor(() => expect(notify.errors).toContain('请手动拖动滑动验证'));
    expect(calls.filter((c) => c.path.endsWith('sendSms'))).toHaveLength(0);
    await passSlider();
    // Slider passed but no code yet: the slider field says '请先获取验证码'.
    submit();
    expect(await screen.findByText('请先获取验证码')).toBeTruthy();
    fireEvent.click(screen.getByTestId('sms-code-button'));
    await screen.findByText(/\d+s后重新获取/);
    const send = calls.find((c) => c.path.endsWith('sendSms'));
    // SPEC §7: the phone leaves the browser encoded, never as the digits.
    expect(send?.body.data).toMatchObject({ userSource: '2', scene: 'LOGIN', ticket: 't1', randstr: 'r1' });
    expect(JSON.stringify(send?.body)).not.toContain('13800138000');
    expect(decodePhone(String(send?.body.data.mobileCode))).toBe('13800138000');
    const verify = calls.find((c) => c.path.endsWith('captcha/verify'));
    expect(verify?.body.data).toMatchObject({ challengeId: 'c1', x: 300 });
  });

  it('shows the server message on a failed login, guards double submit and locks for 3 s', async () => {
    render(<LoginForm onLoggedIn={() => {}} />);
    await typePhone('13800138000');
    fireEvent.click(agree());
    await passSlider();
    fireEvent.click(screen.getByTestId('sms-code-button'));
    await screen.findByText(/\d+s后重新获取/);
    fireEvent.change(code(), { target: { value: '654321' } });
    submit();
    submit();
    await waitFor(() => expect(notify.errors).toContain('验证码错误，请重新输入'));
    expect(calls.filter((c) => c.path.endsWith('loginRegister'))).toHaveLength(1);
    expect(decodePhone(String(calls.find((c) => c.path.endsWith('loginRegister'))?.body.data.mobileCode))).toBe('13800138000');
    // Locked for 3 s after the answer.
    const button = await screen.findByRole('button', { name: /请稍候/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: /登录\/注册/ })).toBeTruthy(), { timeout: 8000 });
  });

  it("says '登录失败' when the network fails, and logs in on success", async () => {
    const loggedIn = vi.fn();
    render(<LoginForm onLoggedIn={loggedIn} />);
    await typePhone('13800138000');
    fireEvent.click(agree());
    await passSlider();
    fireEvent.click(screen.getByTestId('sms-code-button'));
    await screen.findByText(/\d+s后重新获取/);
    fireEvent.change(code(), { target: { value: '654321' } });
    answers['/api/foreground/auth/loginRegister'] = () => {
      throw new Error('offline');
    };
    submit();
    await waitFor(() => expect(notify.errors).toContain('登录失败'));
    answers['/api/foreground/auth/loginRegister'] = () => ({
      code: 10000,
      msg: '成功',
      data: {
        token: 'tok',
        expiresIn: 604800,
        userInfo: {
          desePhone: '138****8000',
          avatarUrl: '',
          nickName: '张三',
          memberId: '7',
          userId: 'u1',
          encryptPhone: 'enc',
          gradeCode: 'L3',
          userRole: 'SH100011',
        },
      },
    });
    await act(() => new Promise((r) => setTimeout(r, 3100)));
    submit();
    await waitFor(() => expect(loggedIn).toHaveBeenCalled());
    expect(document.cookie).toContain('token=tok');
    expect(document.cookie).toContain(`userName=${encodeURIComponent('张三')}`);
    expect(document.cookie).toContain('vipGradeCode=L3');
    expect(document.cookie).toContain('userRole=SH100011');
  });
});
