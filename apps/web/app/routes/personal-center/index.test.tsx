import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { CookieKey, myLeadRequestsOp, SELLER_ROLE } from '@shp/contracts';
import { envelope, renderWithProviders } from '../../test/render';
import { clearCookies } from '../../test/member-cookies';
import PersonalCenterIndex from './index';

afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
});

const signIn = (userRole: string) => {
  document.cookie = 'token=tok; path=/';
  document.cookie = `${CookieKey.USER_ROLE}=${encodeURIComponent(userRole)}; path=/`;
  vi.stubGlobal('fetch', async () => envelope(null));
};

describe('个人中心 overview: the way to 微商户', { timeout: 30_000 }, () => {
  it('a member who is not a seller finds 开通微商户, which no other page links to', async () => {
    signIn('');
    renderWithProviders(<PersonalCenterIndex />);
    expect((await screen.findByRole('link', { name: '开通微商户' })).getAttribute('href')).toBe('/personalCenter/wshpage');
  });

  it('a seller, who has the seller-centre entries in the menu, is not offered it', async () => {
    signIn(SELLER_ROLE);
    renderWithProviders(<PersonalCenterIndex />);
    await screen.findByRole('link', { name: '账号设置' });
    expect(screen.queryByRole('link', { name: '开通微商户' })).toBeNull();
  });
});

describe('个人中心 overview: my consultation requests', { timeout: 30_000 }, () => {
  it('shows each request with its state and by when the consultant calls (China time), then who follows it', async () => {
    document.cookie = 'token=tok; path=/';
    vi.stubGlobal('fetch', async (url: string) =>
      url === myLeadRequestsOp.path
        ? envelope([
            {
              id: 2,
              kind: 'consult',
              kindName: '预约咨询',
              title: '川味火锅',
              status: 'new',
              statusName: '待跟进',
              deadlineAt: '2026-11-27T17:30:00.000Z',
              consultantName: null,
              createdAt: '2026-11-26T17:30:00.000Z',
            },
            {
              id: 1,
              kind: 'franchise',
              kindName: '品牌加盟',
              title: '茶饮',
              status: 'contacted',
              statusName: '已联系',
              deadlineAt: '2026-11-20T02:00:00.000Z',
              consultantName: '赵顾问',
              createdAt: '2026-11-19T02:00:00.000Z',
            },
          ])
        : envelope(null),
    );
    renderWithProviders(<PersonalCenterIndex />);
    const box = await screen.findByTestId('my-lead-requests');
    await screen.findByText('川味火锅');
    expect(box.textContent).toContain('顾问将于 11月28日 01:30 前联系您');
    expect(box.textContent).toContain('待跟进');
    expect(box.textContent).toContain('顾问赵顾问跟进中');
  });
});
