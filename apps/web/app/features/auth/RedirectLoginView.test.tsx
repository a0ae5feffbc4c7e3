import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { envelope, renderRoutes } from '../../test/render';
import { RedirectLoginView } from './RedirectLoginView';

afterEach(() => vi.unstubAllGlobals());

const login = {
  token: 'tok',
  expiresIn: 604800,
  userInfo: { desePhone: '138****8000', avatarUrl: '', nickName: '张三', memberId: '7', userId: 'u1', encryptPhone: 'enc', gradeCode: 'L0', userRole: '' },
};

/** The 返回登录 link once the server refused the one-time code of `url`. */
async function backLinkAfterRefusal(url: string) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 502, msg: '登录凭证无效或已使用，请重新扫码登录', data: null }), { status: 400 }));
  renderRoutes([{ path: '/redirectLogin', element: <RedirectLoginView /> }], url);
  return screen.findByRole('link', { name: '返回登录' });
}

describe('/redirectLogin', () => {
  it('offers 重试 after a dropped connection and logs in with the same code', async () => {
    const bodies: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(String(init.body));
      if (bodies.length === 1) throw new TypeError('Failed to fetch');
      return envelope(login);
    });
    const { router } = renderRoutes(
      [
        { path: '/redirectLogin', element: <RedirectLoginView /> },
        { path: '/me', element: <p>已登录</p> },
      ],
      '/redirectLogin?code=c1&redirect=%2Fme',
    );
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/me'));
    expect(bodies).toHaveLength(2);
    for (const b of bodies) expect(JSON.parse(b).data).toEqual({ code: 'c1' });
  }, 15_000);

  it('ends with the server message, without 重试, when the code is refused', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 502, msg: '登录凭证无效或已使用，请重新扫码登录', data: null }), { status: 400 }));
    renderRoutes([{ path: '/redirectLogin', element: <RedirectLoginView /> }], '/redirectLogin?code=c1');
    expect(await screen.findByText('登录凭证无效或已使用，请重新扫码登录')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /重\s?试/ })).toBeNull();
  }, 15_000);

  it('goes back to the login page with the page the member was logging in for', async () => {
    const back = await backLinkAfterRefusal('/redirectLogin?code=c1&redirect=%2FpersonalCenter%2FmyBrand%3Ftab%3D1');
    expect(back.getAttribute('href')).toBe('/login?redirect=%2FpersonalCenter%2FmyBrand%3Ftab%3D1');
  }, 15_000);

  it('keeps 返回登录 plain when there was no page to return to, and never sends one off-site', async () => {
    const back = await backLinkAfterRefusal('/redirectLogin?code=c1&redirect=https%3A%2F%2Fevil.example');
    expect(back.getAttribute('href')).toBe('/login');
  }, 15_000);
});

describe('/redirectLogin tab title', () => {
  // The route's own title while the code is exchanged, as the root sets it.
  const opened = () => (document.title = '商铺汇-登录中');

  it('says 登录未完成 once the server refused the code', async () => {
    opened();
    await backLinkAfterRefusal('/redirectLogin?code=c1');
    expect(document.title).toBe('商铺汇-登录未完成');
  }, 15_000);

  it('says 登录未完成 after a dropped connection, and when the link carries no code', async () => {
    opened();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const first = renderRoutes([{ path: '/redirectLogin', element: <RedirectLoginView /> }], '/redirectLogin?code=c1');
    await screen.findByText('网络异常，请稍后重试');
    expect(document.title).toBe('商铺汇-登录未完成');
    first.unmount();
    opened();
    renderRoutes([{ path: '/redirectLogin', element: <RedirectLoginView /> }], '/redirectLogin');
    await screen.findByText('缺少登录凭证，请重新扫码登录');
    expect(document.title).toBe('商铺汇-登录未完成');
  }, 15_000);

  it('says 登录成功 while the page logged in for is still on its way', async () => {
    opened();
    vi.stubGlobal('fetch', async () => envelope(login));
    renderRoutes(
      [
        { path: '/redirectLogin', element: <RedirectLoginView /> },
        // A page whose data has not arrived yet: the login page is still shown.
        { path: '/me', loader: () => new Promise(() => {}), element: <p>已登录</p> },
      ],
      '/redirectLogin?code=c1&redirect=%2Fme',
    );
    expect(await screen.findByText('登录成功，正在跳转…')).toBeTruthy();
    // The title follows the heading in an effect of the same commit; a loaded machine can run the
    // assertion between the two.
    await waitFor(() => expect(document.title).toBe('商铺汇-登录成功'));
  }, 15_000);
});
