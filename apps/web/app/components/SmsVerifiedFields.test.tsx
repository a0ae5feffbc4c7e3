import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from '../test/render';
import { Button, Form } from 'antd';
import { decodePhone } from '@shp/contracts';
import { SmsVerifiedFields } from './SmsVerifiedFields';

const notify = vi.hoisted(() => ({ errors: [] as string[] }));
vi.mock('../lib/notify', () => ({
  showError: (t: string) => notify.errors.push(t),
  showSuccess: () => {},
  showInfo: () => {},
  setMessageInstance: () => {},
}));

type Call = { path: string; body: { data: Record<string, unknown> } };
let calls: Call[] = [];
let ticketNo = 0;

beforeEach(() => {
  calls = [];
  ticketNo = 0;
  notify.errors.length = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = url.split('?')[0];
    calls.push({ path, body: JSON.parse(String(init.body ?? '{}')) });
    const answers: Record<string, unknown> = {
      '/api/foreground/auth/captcha/challenge': { challengeId: `c${calls.length}`, width: 340, height: 40, handle: 40, expiresAt: '' },
      '/api/foreground/auth/captcha/verify': { ticket: `t${++ticketNo}`, randstr: 'r' },
      '/api/foreground/auth/sendSms': { countdown: 60 },
    };
    return new Response(JSON.stringify({ code: 10000, msg: '成功', data: answers[path] ?? null }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

configure({ asyncUtilTimeout: 5000 });

/** The lead-form use: the form's submit checks `codeSent` itself. */
function LeadLike({ onSent }: { onSent: () => void }) {
  const [codeSent, setCodeSent] = useState(false);
  return (
    <Form initialValues={{ identifyingCode: '' }}>
      <SmsVerifiedFields
        phone="13800138000"
        scene="LEAD"
        codeName="identifyingCode"
        codeSent={codeSent}
        onSent={() => {
          setCodeSent(true);
          onSent();
        }}
        phoneRequiredText="请输入手机号"
      />
      <Button htmlType="submit" autoInsertSpace={false}>
        提交
      </Button>
    </Form>
  );
}

async function passSlider() {
  const handle = screen.getByRole('slider', { name: '滑动验证' });
  for (let i = 0; i < 10; i++) fireEvent.keyDown(handle, { key: 'ArrowRight' });
  await screen.findByText('验证通过', { selector: 'span' });
}

describe('SmsVerifiedFields (slider + SMS code, shared by login and lead forms)', { timeout: 30_000 }, () => {
  it('asks for the slider first, sends with its one-time ticket, then resets the slider for a new challenge', async () => {
    const onSent = vi.fn();
    render(<LeadLike onSent={onSent} />);
    fireEvent.click(screen.getByTestId('sms-code-button'));
    await waitFor(() => expect(notify.errors).toContain('请手动拖动滑动验证'));
    expect(calls.some((c) => c.path.endsWith('sendSms'))).toBe(false);
    await passSlider();
    fireEvent.click(screen.getByTestId('sms-code-button'));
    await screen.findByText(/\d+s后重新获取/);
    const send = calls.find((c) => c.path.endsWith('sendSms'))!;
    // A ticket the server's check answered (keyboard steps at the end may check more than once).
    expect(send.body.data).toMatchObject({ scene: 'LEAD', ticket: expect.stringMatching(/^t\d+$/), randstr: 'r' });
    expect(decodePhone(String(send.body.data.mobileCode))).toBe('13800138000');
    expect(onSent).toHaveBeenCalledTimes(1);
    // The ticket is spent: the slider is back at the start and no longer passed.
    await waitFor(() => expect(screen.queryByText('验证通过', { selector: 'span' })).toBeNull());
  });

  it('drops the code field’s message once a code is sent (it asked for one; it is on its way)', async () => {
    render(<LeadLike onSent={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    await passSlider();
    fireEvent.click(screen.getByTestId('sms-code-button'));
    await screen.findByText(/\d+s后重新获取/);
    await waitFor(() => expect(screen.queryByText('请输入验证码')).toBeNull());
  });

  it('checks the code field with the SPEC §5 messages', async () => {
    render(<LeadLike onSent={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '12a4' } });
    await act(async () => {});
    expect(await screen.findByText('请输入数字验证码!')).toBeTruthy();
    // Not the login's gate: no '请点击获取验证码' in the lead use.
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.queryByText('请输入数字验证码!')).toBeNull());
    expect(screen.queryByText('请点击获取验证码')).toBeNull();
  });
});
