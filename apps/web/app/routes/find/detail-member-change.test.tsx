import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderRoutes } from '../../test/render';
import { setSessionFromLogin } from '../../lib/session';
import BrandDetailPage from './brand-detail';
import SpaceDetail from './space-detail';

afterEach(() => {
  for (const c of document.cookie.split('; ')) if (c) document.cookie = `${c.split('=')[0]}=; max-age=0; path=/`;
});

const login = {
  token: 't-9',
  expiresIn: 1,
  userInfo: { nickName: 'n', userId: 'u9', memberId: '9', desePhone: '138****0003', encryptPhone: 'e', gradeCode: 'L3', userRole: '', avatarUrl: '' },
};

describe('a brand or space page read by a visitor who then logs in', () => {
  it.each([
    ['/BrandDetail', BrandDetailPage, 'b', '请选择要查看的品牌'],
    ['/spaceDetail', SpaceDetail, 's', '请选择要查看的场地'],
  ] as const)('%s is read again for the member (its 收藏 flag is theirs)', async (path, Component, key, heading) => {
    let reads = 0;
    renderRoutes([{ path, Component, loader: () => (reads++, { [key]: null }) }], `${path}?id=1`);
    await screen.findByText(heading);
    expect(reads).toBe(1);
    act(() => setSessionFromLogin(login as never));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(reads).toBe(2);
  });
});
