import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { render } from '../test/render';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { JoinForm } from '../features/cooperation/JoinForm';
import { ApplyForm } from '../features/franchise/ApplyForm';
import { EnquiryForm } from '../features/merchant-services/EnquiryForm';

vi.mock('../lib/notify', () => ({ showError: () => {}, showSuccess: () => {}, showInfo: () => {}, setMessageInstance: () => {} }));

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
    vi.stubGlobal(
      'fetch',
      () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(new Response(JSON.stringify({ code: 10000, msg: '成功', data: answer }), { status: 200, headers: { 'content-type': 'application/json' } }));
        }),
    );
    render(
      <App>
        <JoinForm kind="supplier" />
      </App>,
    );
    await settle();
    fireEvent.change(field('手机号'), { target: { value: '13900002222' } });
    release();
    await settle();
    expect(field('手机号').value).toBe('13900002222');
    expect(field('联系人').value).toBe('');
  });

  it('after sending, 在个人中心查看 opens the application just stored, not the whole list', { timeout: 20_000 }, async () => {
    document.cookie = 'token=tok-1; path=/';
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      const data = url.includes('/cooperation/joinSubmit') ? { id: 77, deadlineAt: '2026-11-27T10:00:00.000Z' } : answer;
      return new Response(JSON.stringify({ code: 10000, msg: '成功', data }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    render(
      <MemoryRouter>
        <App>
          <JoinForm kind="supplier" />
        </App>
      </MemoryRouter>,
    );
    await settle();
    fireEvent.change(field('公司/品牌名称'), { target: { value: '测试品牌' } });
    fireEvent.change(field('合作意向'), { target: { value: '希望成为供应商合作伙伴' } });
    fireEvent.submit(screen.getByRole('form', { name: '合作申请' }));
    expect(await screen.findByText('申请已提交', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls.some((u) => u.includes('/cooperation/joinSubmit'))).toBe(true);
    expect(screen.getByRole('link', { name: '在个人中心查看' }).getAttribute('href')).toBe('/personalCenter/myCooperation?id=77');
  });
});
