import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { joinSubmitOp } from '@shp/contracts';
import { envelope, renderWithProviders } from '../../test/render';
import { clearCookies } from '../../test/member-cookies';
import { JoinForm } from './JoinForm';

vi.mock('../../lib/notify', () => ({ showError: () => {}, showSuccess: () => {}, showInfo: () => {}, setMessageInstance: () => {} }));
afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
});

function stubApi(ownPhone: string | null) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url.includes('/applicantContact')) return envelope({ liaison: '', phone: ownPhone ?? '' });
    if (url === joinSubmitOp.path) sent.push((JSON.parse(String(init.body)) as { data: Record<string, unknown> }).data);
    if (url.includes('/captcha/challenge')) return envelope({ challengeId: 'c1', width: 340, height: 40, handle: 40 });
    return envelope({ id: 7, deadlineAt: '2026-11-27T10:00:00.000Z' });
  });
  return sent;
}

function fill(phone?: string) {
  fireEvent.change(screen.getByLabelText('公司/品牌名称'), { target: { value: '鼎盛设备' } });
  fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '赵经理' } });
  if (phone !== undefined) fireEvent.change(screen.getByLabelText('手机号'), { target: { value: phone } });
  fireEvent.change(screen.getByLabelText('合作意向'), { target: { value: '提供收银设备与安装' } });
}

describe("<JoinForm>: nobody leaves an application in someone else's name", { timeout: 30_000 }, () => {
  it('asks a visitor for the slider and the SMS code, and sends nothing without them', async () => {
    const sent = stubApi(null);
    renderWithProviders(<JoinForm kind="supplier" />);
    fill('13700001111');
    expect(screen.getByText('滑动验证')).toBeTruthy();
    expect(screen.getByLabelText('验证码')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /提交申请/ }));
    expect(await screen.findByText('请手动拖动滑动验证')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('needs no code from a member applying with their own phone, and asks again when the phone is changed', async () => {
    document.cookie = 'token=tok; path=/';
    const sent = stubApi('13700004441');
    renderWithProviders(<JoinForm kind="supplier" />);
    await waitFor(() => expect((screen.getByLabelText('手机号') as HTMLInputElement).value).toBe('13700004441'));
    expect(screen.queryByLabelText('验证码')).toBeNull();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13700004442' } });
    expect(await screen.findByLabelText('验证码')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13700004441' } });
    await waitFor(() => expect(screen.queryByLabelText('验证码')).toBeNull());
    fill();
    fireEvent.click(screen.getByRole('button', { name: /提交申请/ }));
    await screen.findByText('申请已提交');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ phone: expect.any(String), kind: 'supplier' });
    expect(sent[0].identifyingCode).toBeUndefined();
  });
});
