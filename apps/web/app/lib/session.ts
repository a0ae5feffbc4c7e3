import { useSyncExternalStore } from 'react';
import { CookieKey, REPORT_GRADES, SELLER_ROLE, logoutOp, type LoginResult, type MemberInfo, type UserInfo } from '@shp/contracts';
import { callApi, UNAUTHORIZED_EVENT } from './api-client';
import { getCookie, removeCookie, setCookie } from './cookies';

/**
 * The logged-in user as the SPEC §3 cookies hold it (read only on the client):
 * mobile (masked), userIcon, userName, token, memberId, userId, encMobile, vipGradeCode,
 * plus wicToken and userRole.
 */
export interface Session {
  token: string;
  userName: string;
  userId: string;
  memberId: string;
  /** Masked phone, e.g. 138****8000 (the real number never sits in a cookie). */
  mobile: string;
  userIcon: string;
  encMobile: string;
  vipGradeCode: string;
  /** Role codes joined by commas, e.g. 'SH100011'. */
  userRole: string;
}

/** Fired on login, logout and profile refresh; detail.type says which. */
export const SESSION_EVENT = 'shp:session';
/** Fired by openLoginDialog; the frame's login dialog listens (detail: LoginDialogRequest). */
export const OPEN_LOGIN_EVENT = 'shp:open-login';

export const DEFAULT_AVATAR = '/media/placeholder/avatar/default.svg';

const SESSION_COOKIES = [
  CookieKey.TOKEN,
  CookieKey.WIC_TOKEN,
  CookieKey.USER_NAME,
  CookieKey.USER_ID,
  CookieKey.MEMBER_ID,
  CookieKey.MOBILE,
  CookieKey.USER_ICON,
  CookieKey.ENC_MOBILE,
  CookieKey.VIP_GRADE,
  CookieKey.USER_ROLE,
] as const;

export function readSession(): Session | null {
  const token = getCookie(CookieKey.TOKEN);
  if (!token) return null;
  return {
    token,
    userName: getCookie(CookieKey.USER_NAME) ?? '',
    userId: getCookie(CookieKey.USER_ID) ?? '',
    memberId: getCookie(CookieKey.MEMBER_ID) ?? '',
    mobile: getCookie(CookieKey.MOBILE) ?? '',
    userIcon: getCookie(CookieKey.USER_ICON) || DEFAULT_AVATAR,
    encMobile: getCookie(CookieKey.ENC_MOBILE) ?? '',
    vipGradeCode: getCookie(CookieKey.VIP_GRADE) ?? 'L0',
    userRole: getCookie(CookieKey.USER_ROLE) ?? '',
  };
}

function emit(type: 'login' | 'logout' | 'refresh') {
  window.dispatchEvent(new CustomEvent(SESSION_EVENT, { detail: { type } }));
}

function writeUserInfo(info: UserInfo) {
  setCookie(CookieKey.USER_NAME, info.nickName);
  setCookie(CookieKey.USER_ID, info.userId);
  setCookie(CookieKey.MEMBER_ID, info.memberId);
  setCookie(CookieKey.MOBILE, info.desePhone);
  setCookie(CookieKey.ENC_MOBILE, info.encryptPhone);
  setCookie(CookieKey.VIP_GRADE, info.gradeCode);
  setCookie(CookieKey.USER_ROLE, info.userRole);
  if (info.avatarUrl) setCookie(CookieKey.USER_ICON, info.avatarUrl);
  else removeCookie(CookieKey.USER_ICON);
}

/** Stores a login answer (loginRegister, QR exchange, autoLogin) in the SPEC §3 cookies for 7 days. */
export function setSessionFromLogin(result: LoginResult) {
  setCookie(CookieKey.TOKEN, result.token);
  setCookie(CookieKey.WIC_TOKEN, result.token);
  writeUserInfo(result.userInfo);
  emit('login');
}

/** SPEC §4: the profile refetch refreshes the cookies when it answers 10000. */
export function refreshSessionFromUserInfo(info: UserInfo) {
  if (!getCookie(CookieKey.TOKEN)) return;
  writeUserInfo(info);
  emit('refresh');
}

/** Same for the member-info answer (name, avatar, masked phone, grade). */
export function refreshSessionFromMemberInfo(info: MemberInfo) {
  if (!getCookie(CookieKey.TOKEN)) return;
  setCookie(CookieKey.USER_NAME, info.nickName);
  setCookie(CookieKey.MEMBER_ID, info.memberId);
  setCookie(CookieKey.MOBILE, info.desePhone);
  setCookie(CookieKey.VIP_GRADE, info.gradeCode);
  if (info.avatarUrl) setCookie(CookieKey.USER_ICON, info.avatarUrl);
  else removeCookie(CookieKey.USER_ICON); // removed elsewhere: the default avatar shows
  emit('refresh');
}

/** The server's current role string (roles granted or revoked since login take effect). */
export function refreshRoles(userRole: string) {
  if (!getCookie(CookieKey.TOKEN) || getCookie(CookieKey.USER_ROLE) === userRole) return;
  setCookie(CookieKey.USER_ROLE, userRole);
  emit('refresh');
}

/** Forgets the user and role (city code and other cookies stay). */
export function clearSession() {
  for (const name of SESSION_COOKIES) removeCookie(name);
  emit('logout');
}

/**
 * SPEC §4 logout: revoke the token on the server, clear the user and role, then go to / from
 * the personal centre or reload elsewhere. Listeners of SESSION_EVENT ('logout') drop their own
 * per-user state (chosen company, level-equity timer).
 */
export async function logout() {
  // Forget the session first so no new call carries the token, then revoke it on the server.
  const token = getCookie(CookieKey.TOKEN);
  clearSession();
  if (token) {
    try {
      await callApi(logoutOp, {}, { silent: true, token });
    } catch {
      // An expired token is already gone on the server; the local session is cleared either way.
    }
  }
  if (location.pathname.toLowerCase().startsWith('/personalcenter')) location.assign('/');
  else location.reload();
}

// ---- React binding ------------------------------------------------------------------------

let lastCookie: string | null = null;
let lastSession: Session | null = null;

function snapshot(): Session | null {
  const raw = document.cookie;
  if (raw !== lastCookie) {
    lastCookie = raw;
    const next = readSession();
    // Keep the same object while nothing of the session changed, so React does not re-render.
    lastSession = next && lastSession && JSON.stringify(next) === JSON.stringify(lastSession) ? lastSession : next;
  }
  return lastSession;
}

function subscribe(onChange: () => void) {
  const events = [SESSION_EVENT, UNAUTHORIZED_EVENT, 'focus'];
  for (const e of events) window.addEventListener(e, onChange);
  // Another tab may log in or out: look again when this one becomes visible.
  document.addEventListener('visibilitychange', onChange);
  return () => {
    for (const e of events) window.removeEventListener(e, onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}

/**
 * The current session, or null for a visitor. Null during server rendering and hydration
 * (cookies are read only on the client), then re-renders on login, logout and any 401.
 */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

export const isLoggedIn = () => Boolean(getCookie(CookieKey.TOKEN));
export const hasSellerRole = (s: Session | null) => Boolean(s?.userRole.split(',').includes(SELLER_ROLE));
export const canSeeReport = (s: Session | null) => Boolean(s && (REPORT_GRADES as readonly string[]).includes(s.vipGradeCode));

// ---- Login dialog from anywhere -------------------------------------------------------------

export interface LoginDialogRequest {
  /** Where to go after logging in; default: stay on the page. */
  redirect?: string;
  /** Called after a successful login in the dialog. */
  onSuccess?: () => void;
  /** Set by the dialog host when it takes the request. */
  handled?: boolean;
}

/**
 * Opens the login dialog of the page frame (online chat, collect buttons, …). Where no frame
 * dialog is mounted (pages with the frame hidden) it goes to /login?redirect=… instead.
 */
export function openLoginDialog(request: Omit<LoginDialogRequest, 'handled'> = {}) {
  const detail: LoginDialogRequest = { ...request, handled: false };
  window.dispatchEvent(new CustomEvent(OPEN_LOGIN_EVENT, { detail }));
  if (!detail.handled) {
    const back = request.redirect ?? `${location.pathname}${location.search}`;
    location.assign(`/login?redirect=${encodeURIComponent(back)}`);
  }
}

/** True when logged in; otherwise opens the login dialog and answers false. */
export function requireLogin(request: Omit<LoginDialogRequest, 'handled'> = {}): boolean {
  if (isLoggedIn()) return true;
  openLoginDialog(request);
  return false;
}
