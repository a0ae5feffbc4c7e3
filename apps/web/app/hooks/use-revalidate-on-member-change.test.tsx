import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useLoaderData } from 'react-router';
import { renderRoutes } from '../test/render';
import { refreshSessionFromMemberInfo, setSessionFromLogin, clearSession } from '../lib/session';
import { useRevalidateOnMemberChange } from './use-revalidate-on-member-change';

const setCookie = (name: string, value: string) => (document.cookie = `${name}=${encodeURIComponent(value)}; path=/`);

afterEach(() => {
  for (const c of document.cookie.split('; ')) if (c) document.cookie = `${c.split('=')[0]}=; max-age=0; path=/`;
});

/** A detail page whose loader counts its reads (each read of a shop's detail counts a view). */
function renderDetail() {
  let reads = 0;
  function Page() {
    const n = useLoaderData() as number;
    useRevalidateOnMemberChange();
    return <p>read {n}</p>;
  }
  renderRoutes([{ path: '/shopDetail', Component: Page, loader: () => ++reads }], '/shopDetail?id=1');
  return { reads: () => reads };
}

const userInfo = (memberId: string, gradeCode = 'L3') => ({
  token: `t-${memberId}`,
  expiresIn: 1,
  userInfo: { nickName: 'n', userId: `u${memberId}`, memberId, desePhone: '138****0003', encryptPhone: 'e', gradeCode, userRole: '', avatarUrl: '' },
});
const memberInfo = (memberId: string, gradeCode = 'L3') => ({ nickName: 'n', memberId, desePhone: '138****0003', gradeCode, avatarUrl: '' });

describe('useRevalidateOnMemberChange', () => {
  it("does not read the page again on the frame's profile refresh or autoLogin of the member it was read for", async () => {
    setCookie('token', 't-7');
    setCookie('memberId', '7');
    setCookie('vipGradeCode', 'L3');
    const page = renderDetail();
    await screen.findByText('read 1');
    act(() => refreshSessionFromMemberInfo(memberInfo('7') as never));
    act(() => setSessionFromLogin(userInfo('7') as never));
    await new Promise((r) => setTimeout(r, 50));
    expect(page.reads()).toBe(1);
    expect(screen.getByText('read 1')).toBeTruthy();
  });

  it('reads it again when a visitor logs in, on a new grade, and on logout', async () => {
    const page = renderDetail();
    await screen.findByText('read 1');
    act(() => setSessionFromLogin(userInfo('8') as never));
    await screen.findByText('read 2');
    act(() => refreshSessionFromMemberInfo(memberInfo('8', 'L4') as never));
    await screen.findByText('read 3');
    act(() => clearSession());
    await screen.findByText('read 4');
    expect(page.reads()).toBe(4);
    // Four renders after four session changes: more than the default 5 s when the suite shares two cores.
  }, 15_000);
});
