import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { JoinForm } from './JoinForm';
import { ApplyForm } from '../franchise/ApplyForm';
import { EnquiryForm } from '../merchant-services/EnquiryForm';

vi.mock('../../lib/notify', () => ({ showError: () => {}, showSuccess: () => {}, showInfo: () => {}, setMessageInstance: () => {} }));

let calls: string[] = [];
let answer = { liaison: '孙经理', phone: '13800000003' };
beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    return new Response(JSON.stringify({ code: 10000, msg: '成功', data: answer }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  document.cookie = 'token=; max-age=0; path=/';
  answer = { liaison: '孙经理', phone: '13800000003' };
  vi.unstubAllGlobals();
});

const forms: [string, () => ReactElement][] = [
  ['合作申请', () => <JoinForm kind="supplier" />],
  ['加盟申请', () => <ApplyForm brandId={1} brandName="品牌" />],
  ['商户服务咨询', () => <EnquiryForm serviceCode="decoration" serviceName="店铺装修" providers={[]} />],
];
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const settle = () => act(async () => new Promise((r) => setTimeout(r, 30)));

describe('application forms prefill a signed-in member’s own contact (decision 024)', () => {
  it.each(forms)('%s: a member finds their phone and name filled in, and can change them', { timeout: 20_000 }, async (_name, form) => {
    document.cookie = 'token=tok-1; path=/';
    render(<App>{form()}</App>);
    await settle();
    expect(calls.filter((u) => u.includes('/cooperation/applicantContact'))).toHaveLength(1);
    expect(field('手机号').value).toBe('13800000003');
    expect(field('联系人').value).toBe('孙经理');
    expect(field('手机号').disabled).toBe(false);
    fireEvent.change(field('手机号'), { target: { value: '13900001111' } });
    expect(field('手机号').value).toBe('13900001111');
  });

  it.each(forms)('%s: a visitor sees empty fields and no call is made', async (_name, form) => {
    render(<App>{form()}</App>);
    await settle();
    expect(calls).toEqual([]);
    expect(field('手机号').value).toBe('');
    expect(field('联系人').value).toBe('');
  });

  it('leaves a field the member typed into before the answer came, and an unknown name empty', { timeout: 20_000 }, async () => {
    answer = { liaison: '', phone: '13800000003' };
    document.cookie = 'token=tok-1; path=/';
    let release = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => {
      release = () => resolve(new Response(JSON.stringify({ code: 10000, msg: '成功', data: answer }), { status: 200, headers: { 'content-type': 'application/json' } }));
    }));
    render(<App><JoinForm kind="supplier" /></App>);
    await settle();
    fireEvent.change(field('手机号'), { target: { value: '13900002222' } });
    release();
    await settle();
    expect(field('手机号').value).toBe('13900002222');
    expect(field('联系人').value).toBe('');
  });
});
