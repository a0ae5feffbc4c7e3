import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from '../test/render';
import { Form } from 'antd';
import { SmsVerifiedFields } from './SmsVerifiedFields';
import { SmsCodeButton } from './SmsCodeButton';
import { CaptchaConfigContext, type CaptchaConfig } from '../hooks/use-captcha-config';

const notify = vi.hoisted(() => ({ errors: [] as string[] }));
vi.mock('../lib/notify', () => ({
  showError: (t: string) => notify.errors.push(t),
  showSuccess: () => {},
  showInfo: () => {},
  setMessageInstance: () => {},
}));

type Call = { path: string; body: { data: Record<string, unknown> } };
let calls: Call[] = [];
/** What the TCaptcha popup answers when shown (the user solving it, or closing it). */
let popupAnswer: { ret: number; ticket?: string; randstr?: string };
const shown: string[] = [];

const TENCENT: CaptchaConfig = { driver: 'tencent', appId: '190000001', scriptUrl: 'https://turing.captcha.qcloud.com/TJCaptcha.js' };

beforeEach(() => {
  calls = [];
  shown.length = 0;
  notify.errors.length = 0;
  popupAnswer = { ret: 0, ticket: 'tc-ticket-1', randstr: '@rs' };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = url.split('?')[0];
    calls.push({ path, body: JSON.parse(String(init.body ?? '{}')) });
    return new Response(JSON.stringify({ code: 10000, msg: '成功', data: path.endsWith('sendSms') ? { countdown: 60 } : null }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  // TJCaptcha.js as loaded: the popup calls back with its answer when shown.
  window.TencentCaptcha = class {
    constructor(
      private appId: string,
      private callback: (a: typeof popupAnswer) => void,
    ) {}
    show() {
      shown.push(this.appId);
      setTimeout(() => this.callback(popupAnswer), 0);
    }
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.TencentCaptcha;
});

configure({ asyncUtilTimeout: 5000 });

function LoginLike() {
  const [codeSent, setCodeSent] = useState(false);
  return (
    <CaptchaConfigContext.Provider value={TENCENT}>
      <Form>
        <SmsVerifiedFields phone="13800138000" scene="LOGIN" codeName="code" codeSent={codeSent} onSent={() => setCodeSent(true)} />
      </Form>
    </CaptchaConfigContext.Provider>
  );
}

describe('Captcha with CAPTCHA_DRIVER=tencent (TCaptcha popup instead of the slider)', { timeout: 30_000 }, () => {
  it('the form shows 安全验证, opens the popup with the app id and sends its ticket with the code request', async () => {
    render(<LoginLike />);
    expect(screen.queryByRole('slider')).toBeNull();
    fireEvent.click(screen.getByTestId('sms-code-button'));
    await waitFor(() => expect(notify.errors).toContain('请点击完成安全验证'));
    fireEvent.click(screen.getByRole('button', { name: '安全验证' }));
    await screen.findByText('验证通过');
    expect(shown).toEqual(['190000001']);
    fireEvent.click(screen.getByTestId('sms-code-button'));
    await screen.findByText(/\d+s后重新获取/);
    const send = calls.find((c) => c.path.endsWith('sendSms'))!;
    expect(send.body.data).toMatchObject({ scene: 'LOGIN', ticket: 'tc-ticket-1', randstr: '@rs' });
    // The ticket is spent: the bar asks again.
    await screen.findByText('点击完成安全验证');
  });

  it('closing the popup sends nothing', async () => {
    popupAnswer = { ret: 2 };
    render(<LoginLike />);
    fireEvent.click(screen.getByRole('button', { name: '安全验证' }));
    await screen.findByText('点击完成安全验证');
    expect(shown).toHaveLength(1);
    expect(calls).toHaveLength(0);
  });

  it('a button without a form captcha opens the popup itself, then sends', async () => {
    render(
      <CaptchaConfigContext.Provider value={TENCENT}>
        <SmsCodeButton phone="13800138000" scene="LOGOFF" />
      </CaptchaConfigContext.Provider>,
    );
    fireEvent.click(screen.getByTestId('sms-code-button'));
    await screen.findByText(/\d+s后重新获取/);
    expect(shown).toEqual(['190000001']);
    expect(calls.find((c) => c.path.endsWith('sendSms'))!.body.data).toMatchObject({ scene: 'LOGOFF', ticket: 'tc-ticket-1' });
  });

  it("a script that cannot load reads '网络异常，请点击重试'", async () => {
    delete window.TencentCaptcha;
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      setTimeout(() => (node as HTMLScriptElement).onerror?.(new Event('error')), 0);
      return node;
    });
    render(
      <CaptchaConfigContext.Provider value={TENCENT}>
        <SmsCodeButton phone="13800138000" scene="LOGOFF" />
      </CaptchaConfigContext.Provider>,
    );
    fireEvent.click(screen.getByTestId('sms-code-button'));
    await waitFor(() => expect(notify.errors).toContain('网络异常，请点击重试'));
    expect((append.mock.calls[0][0] as HTMLScriptElement).src).toBe(TENCENT.scriptUrl);
    expect(calls).toHaveLength(0);
    append.mockRestore();
  });
});
