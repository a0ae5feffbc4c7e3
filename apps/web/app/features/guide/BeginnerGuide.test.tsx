import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { render } from '../../test/render';
import { StorageKey } from '@shp/contracts';
import { SESSION_EVENT } from '../../lib/session';
import { clearCookies } from '../../test/member-cookies';
import { BeginnerGuide } from './BeginnerGuide';

afterEach(() => {
  clearCookies();
  localStorage.clear();
});

const title = () => screen.getByRole('heading', { level: 2 }).textContent;
const count = () => document.querySelector('.shp-guide-count')?.textContent?.replace(/\s+/g, '');
const primary = () => document.querySelector<HTMLButtonElement>('.shp-guide-actions .is-primary')!;

/** A login elsewhere on the page (the header's dialog): the session cookie, then the session event. */
const logIn = () =>
  act(() => {
    document.cookie = 'token=tok; path=/';
    window.dispatchEvent(new CustomEvent(SESSION_EVENT, { detail: { type: 'login' } }));
  });

/** Clicks through the guide, answering each step's title, the count and the primary button's label. */
function walk() {
  const seen: string[] = [];
  while (document.querySelector('.shp-guide')) {
    seen.push(`${count()} ${title()} [${primary().textContent}]`);
    fireEvent.click(primary());
  }
  return seen;
}

/** The steps after login, in order. */
const STEPS = ['搜索', '智能选址', '寻求合作', '商户服务 · 预约咨询'];
/** What walk() answers over `titles`: each step counted, 下一步 on all but the last, which is 立即体验. */
const walked = (titles: string[]) => titles.map((t, i) => `${i + 1}/${titles.length} ${t} [${i === titles.length - 1 ? '立即体验' : '下一步'}]`);

describe('home beginner guide', () => {
  it('shows a visitor the 5 steps, login first, the last button 立即体验', () => {
    render(<BeginnerGuide />);
    expect(walk()).toEqual(walked(['登录/注册', ...STEPS]));
    expect(localStorage.getItem(StorageKey.IS_NOVICE)).toBe('1');
  });

  it('does not tell a signed-in member to log in: the other steps in order, the last 立即体验', () => {
    document.cookie = 'token=tok; path=/';
    render(<BeginnerGuide />);
    expect(walk()).toEqual(walked(STEPS));
    expect(screen.queryByText('登录/注册')).toBeNull();
  });

  it('keeps a visitor who logs in mid-guide on the step they were reading', () => {
    render(<BeginnerGuide />);
    fireEvent.click(primary());
    fireEvent.click(primary());
    expect(title()).toBe('智能选址');
    logIn();
    expect(title()).toBe('智能选址');
    expect(count()).toBe('2/4');
    fireEvent.click(screen.getByRole('button', { name: '上一步' }));
    expect(title()).toBe('搜索');
  });

  it('moves on from the login step when the visitor logs in while it is open', () => {
    render(<BeginnerGuide />);
    expect(title()).toBe('登录/注册');
    logIn();
    expect(title()).toBe('搜索');
    expect(count()).toBe('1/4');
  });

  it('is not shown again once finished', () => {
    localStorage.setItem(StorageKey.IS_NOVICE, '1');
    render(<BeginnerGuide />);
    expect(document.querySelector('.shp-guide')).toBeNull();
  });
});
