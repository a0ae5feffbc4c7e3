import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { leadLoginOp } from '@shp/contracts';
import { envelope, renderWithProviders } from '../../test/render';
import { readSession, clearSession } from '../../lib/session';
import { LeadSuccess } from './LeadSuccess';
import { fabuLink } from './LeadForm';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const userInfo = {
  desePhone: '138****8000',
  avatarUrl: '',
  nickName: '商铺汇用户8000',
  memberId: '9',
  userId: 'u9',
  encryptPhone: '',
  gradeCode: 'L0',
  userRole: '',
};

describe('the lead success dialog', () => {
  it('links 完善品牌信息 as a link, without the phone in the address', () => {
    const href = fabuLink({ name: '海底捞', contacts: '王五', isOpenShop: 'Y' }, 12);
    renderWithProviders(<LeadSuccess deadlineAt="2026-11-27T02:30:00.000Z" fabuHref={href} />);
    const link = screen.getByRole('link', { name: '完善品牌信息' });
    const url = new URL(link.getAttribute('href')!, 'https://x.test');
    expect(url.pathname).toBe('/personalCenter/fabu');
    expect(url.searchParams.get('name')).toBe('海底捞');
    expect(url.searchParams.get('brandId')).toBe('12');
    expect(url.searchParams.has('phone')).toBe(false);
    expect(link.getAttribute('href')).not.toMatch(/1\d{10}/);
    // An antd link: the theme's link colour and an underline, not plain text.
    expect(link.className).toContain('ant-typography');
    expect(link.querySelector('u')?.textContent).toBe('完善品牌信息');
  });

  it('says by when the consultant calls, in China time', () => {
    renderWithProviders(<LeadSuccess deadlineAt="2026-11-27T17:30:00.000Z" fabuHref="/personalCenter/fabu" />);
    expect(screen.getByTestId('lead-success').textContent).toContain('顾问将于 11月28日 01:30 前联系您');
  });

  it('offers a member nothing to log in with', () => {
    renderWithProviders(<LeadSuccess deadlineAt="2026-11-27T02:30:00.000Z" fabuHref="/personalCenter/fabu" grant={null} />);
    expect(screen.queryByRole('button', { name: '一键登录' })).toBeNull();
  });

  it('logs the verified phone in with the grant, no second code', async () => {
    const calls: { url: string; body: { data: Record<string, string> } }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return envelope({ token: 'tok-1', expiresIn: 604800, userInfo });
    });
    renderWithProviders(
      <LeadSuccess deadlineAt="2026-11-27T02:30:00.000Z" fabuHref="/personalCenter/fabu" grant={{ loginGrant: 'g'.repeat(43), phone: '13800138000' }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: '一键登录' }));
    await screen.findByRole('status');
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(leadLoginOp.path);
    expect(calls[0].body.data.grant).toBe('g'.repeat(43));
    expect(readSession()?.memberId).toBe('9');
    expect(screen.queryByRole('button', { name: '一键登录' })).toBeNull();
    expect(screen.getByRole('link', { name: '查看我的预约' }).getAttribute('href')).toBe('/personalCenter/makeAppointment');
  });

  it('shows why when the grant is spent', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ code: 502, msg: '一键登录已失效，请使用验证码登录', data: null }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderWithProviders(
      <LeadSuccess deadlineAt="2026-11-27T02:30:00.000Z" fabuHref="/personalCenter/fabu" grant={{ loginGrant: 'g'.repeat(43), phone: '13800138000' }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: '一键登录' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('一键登录已失效，请使用验证码登录'));
    expect(readSession()).toBeNull();
  });
});
