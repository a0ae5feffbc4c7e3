import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { envelope, renderRoutes } from '../../test/render';
import { LoginPage } from './LoginPage';

afterEach(() => vi.unstubAllGlobals());

function open(url: string) {
  vi.stubGlobal('fetch', async () => envelope(null));
  return renderRoutes([{ path: '/login', element: <LoginPage /> }], url);
}

describe('/login tells a visitor why', { timeout: 30_000 }, () => {
  it('names the feature they came from (登录后使用智能选址)', async () => {
    open(`/login?redirect=${encodeURIComponent('/shopRecommended')}`);
    expect(await screen.findByText('登录后使用智能选址')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '短信登录' })).toBeTruthy();
  });

  it('names a personal-centre page by its title', async () => {
    open(`/login?redirect=${encodeURIComponent('/personalCenter/myCollection')}`);
    expect(await screen.findByText('登录后使用我的收藏')).toBeTruthy();
  });

  it('gives no reason when the visitor chose to log in', async () => {
    open('/login');
    await screen.findByRole('tab', { name: '短信登录' });
    expect(document.querySelector('.shp-login-reason')).toBeNull();
  });
});
