import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SELLER_ROLE, businessReportOp, memberInfoOp, roleListOp } from '@shp/contracts';
import { envelope, renderRoutes } from '../test/render';
import PersonalCenterLayout from './personal-center';
import OperationalDataPage from './personal-center/operational-data';
import WshPage from './personal-center/wshpage';

const clearCookies = () => document.cookie.split('; ').forEach((c) => (document.cookie = `${c.split('=')[0]}=; max-age=0; path=/`));
beforeEach(() => {
  // Logged in as L0; an operator has since raised the member to L3.
  document.cookie = 'token=tok; path=/';
  document.cookie = 'vipGradeCode=L0; path=/';
  Element.prototype.scrollIntoView = () => {}; // jsdom has none; the menu strip calls it
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
});

describe('a grade raised since login (personal centre)', { timeout: 60_000 }, () => {
  it('opens 经营报告 on a page opened directly, without visiting the overview first', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      if (url === memberInfoOp.path)
        return envelope({ avatarUrl: '', desePhone: '138****0003', nickName: '会员', memberId: '9', gradeCode: 'L3', gradeName: '黄金VIP' });
      if (url === businessReportOp.path) return envelope(null, 500);
      if (url === roleListOp.path) return envelope({ roles: [], userRole: '' });
      return envelope(null);
    });
    renderRoutes(
      [{ path: '/personalCenter', element: <PersonalCenterLayout />, children: [{ path: 'operationalData', element: <OperationalDataPage /> }] }],
      '/personalCenter/operationalData',
    );
    const menu = await screen.findByRole('complementary', { name: '个人中心菜单' });
    await waitFor(() => expect(within(menu).getByText('经营报告')).toBeTruthy());
    // The page asks the server instead of refusing from the stale grade.
    await waitFor(() => expect(asked).toContain(businessReportOp.path));
    expect(screen.queryByText('经营报告仅对 L3、L4 会员开放')).toBeNull();
  });
});

describe('a seller role granted since login (personal centre)', { timeout: 60_000 }, () => {
  it('shows the seller-centre entries and 微商户 opens the seller centre', async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      if (url === roleListOp.path) return envelope({ roles: [], userRole: `X1,${SELLER_ROLE}` });
      return envelope(null);
    });
    renderRoutes(
      [{ path: '/personalCenter', element: <PersonalCenterLayout />, children: [{ path: 'wshpage', element: <WshPage /> }] }],
      '/personalCenter/wshpage',
    );
    expect(await screen.findByText('您已开通微商户')).toBeTruthy();
    const menu = screen.getByRole('complementary', { name: '个人中心菜单' });
    expect(within(menu).getByText('入驻管理')).toBeTruthy();
  });
});
