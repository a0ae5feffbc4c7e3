import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { WechatText } from '@shp/contracts';
import { envelope, renderRoutes } from '../../test/render';
import { RedirectLoginView } from './RedirectLoginView';

afterEach(() => vi.unstubAllGlobals());

const login = {
  token: 'tok',
  expiresIn: 604800,
  userInfo: { desePhone: '138****8000', avatarUrl: '', nickName: '张三', memberId: '7', userId: 'u1', encryptPhone: 'enc', gradeCode: 'L0', userRole: '' },
};
const routes = [
  { path: '/redirectLogin', element: <RedirectLoginView /> },
  { path: '/personalCenter', element: <p>个人中心页</p> },
];

describe('/redirectLogin back from WeChat (code + state)', () => {
  it('exchanges code and state once and opens the page the login began on', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      bodies.push({ url, data: JSON.parse(String(init.body)).data });
      return envelope({ result: 'loggedIn', login, bindTicket: null, wechatNickName: '微信张三', redirect: '/personalCenter' });
    });
    const { router } = renderRoutes(routes, '/redirectLogin?code=C1&state=S1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/personalCenter'));
    expect(bodies).toEqual([{ url: expect.stringContaining('/api/foreground/auth/wechat/callback'), data: { code: 'C1', state: 'S1' } }]);
  });

  it('ends a mismatched state with the server message and a way back', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 502, msg: WechatText.STATE_MISMATCH, data: null }), { status: 400 }));
    renderRoutes(routes, '/redirectLogin?code=C1&state=forged');
    expect(await screen.findByText(WechatText.STATE_MISMATCH)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回登录' }).getAttribute('href')).toBe('/login');
  });

  it('says the person refused when WeChat came back without a code, without calling the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderRoutes(routes, '/redirectLogin?state=S1');
    expect(await screen.findByText(WechatText.DENIED)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks a first-time WeChat user for a phone and an SMS code', async () => {
    vi.stubGlobal('fetch', async () => envelope({ result: 'needPhone', login: null, bindTicket: 'T'.repeat(40), wechatNickName: '微信张三', redirect: '/' }));
    renderRoutes(routes, '/redirectLogin?code=C1&state=S1');
    expect(await screen.findByText(/微信用户「微信张三」，首次使用微信登录，请绑定手机号/)).toBeTruthy();
    expect(screen.getByLabelText('手机号码')).toBeTruthy();
    expect(screen.getByRole('button', { name: /绑定并登录/ })).toBeTruthy();
  });
});
