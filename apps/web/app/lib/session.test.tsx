import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { render } from '../test/render';
import { UNAUTHORIZED_EVENT } from './api-client';
import { clearCookiesExceptCity, setCookie } from './cookies';
import {
  OPEN_LOGIN_EVENT,
  canSeeReport,
  clearSession,
  hasSellerRole,
  openLoginDialog,
  readSession,
  setSessionFromLogin,
  useSession,
  type LoginDialogRequest,
} from './session';

const login = {
  token: 'tok-1',
  expiresIn: 604800,
  userInfo: {
    desePhone: '138****8000',
    avatarUrl: '',
    nickName: '张 三',
    memberId: '7',
    userId: 'u1',
    encryptPhone: 'enc',
    gradeCode: 'L3',
    userRole: 'SH100011',
  },
};

function Who() {
  const s = useSession();
  return <span data-testid="who">{s ? s.userName : 'visitor'}</span>;
}

afterEach(() => {
  for (const c of document.cookie.split('; ')) document.cookie = `${c.split('=')[0]}=; max-age=0; path=/`;
});

describe('session state (SPEC §3 cookies)', () => {
  it('stores the login in the SPEC cookies and re-renders on login, logout and 401', () => {
    render(<Who />);
    expect(screen.getByTestId('who').textContent).toBe('visitor');
    act(() => setSessionFromLogin(login));
    expect(screen.getByTestId('who').textContent).toBe('张 三');
    const s = readSession();
    expect(s).toMatchObject({ token: 'tok-1', userId: 'u1', memberId: '7', mobile: '138****8000', encMobile: 'enc', vipGradeCode: 'L3', userRole: 'SH100011' });
    expect(s?.userIcon).toContain('/media/placeholder/avatar/');
    expect(document.cookie).toContain('wicToken=tok-1');
    expect(hasSellerRole(s)).toBe(true);
    expect(canSeeReport(s)).toBe(true);

    act(() => clearSession());
    expect(screen.getByTestId('who').textContent).toBe('visitor');

    setCookie('cityCode', '310000', 180);
    act(() => setSessionFromLogin(login));
    // What lib/api-client.ts does on a 401: every cookie but the city code goes.
    act(() => {
      clearCookiesExceptCity();
      window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT));
    });
    expect(screen.getByTestId('who').textContent).toBe('visitor');
    expect(document.cookie).toBe('cityCode=310000');
  });

  it('openLoginDialog reaches the frame dialog, or falls back to /login?redirect=', () => {
    const seen: LoginDialogRequest[] = [];
    const host = (e: Event) => {
      const d = (e as CustomEvent<LoginDialogRequest>).detail;
      d.handled = true;
      seen.push(d);
    };
    window.addEventListener(OPEN_LOGIN_EVENT, host);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/shopDetail', search: '?id=3', assign });
    openLoginDialog({ redirect: '/x' });
    expect(seen).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
    window.removeEventListener(OPEN_LOGIN_EVENT, host);
    openLoginDialog();
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2FshopDetail%3Fid%3D3');
    vi.unstubAllGlobals();
  });
});
