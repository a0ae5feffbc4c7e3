import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { CookieKey, SELLER_ROLE } from '@shp/contracts';
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
