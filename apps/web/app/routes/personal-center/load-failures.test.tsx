import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { formatTreeOp, memberLevelOp, myBrandOp, queryFillInfoStepOp, unreadCntOp } from '@shp/contracts';
import { envelope, renderWithProviders } from '../../test/render';
import PersonalCenterIndex from './index';
import FabuPage from './fabu';
import { asLoggedInMember } from '../../test/member-cookies';

asLoggedInMember({ vipGradeCode: 'L3' });

const fill = {
  step: 1,
  percent: 33,
  steps: [
    { key: 'basic', title: '品牌名称与业态', done: true },
    { key: 'scale', title: '门店数、面积需求与拓展城市', done: false },
    { key: 'contact', title: '联系人与品牌Logo', done: false },
  ],
};

/** Answers `failing` paths with a server error (code 500) until `heal()`, the rest with `ok`. */
function stubApi(failing: string[], ok: Record<string, unknown>) {
  const down = new Set(failing);
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    if (down.has(url)) return envelope(null, 500);
    return envelope(url in ok ? ok[url] : null);
  });
  return { calls, heal: () => down.clear() };
}

describe('个人中心 overview when a call fails', { timeout: 60_000 }, () => {
  it('says the VIP benefits failed to load (not 尚未成为VIP) and retries', async () => {
    const api = stubApi([memberLevelOp.path], { [queryFillInfoStepOp.path]: fill });
    renderWithProviders(<PersonalCenterIndex />);
    expect(await screen.findByText('会员权益加载失败，请稍后重试')).toBeTruthy();
    expect(screen.queryByText(/尚未成为VIP/)).toBeNull();
    api.heal();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(screen.queryByText('会员权益加载失败，请稍后重试')).toBeNull());
  });

  it('says the brand fill progress failed to load instead of a skeleton for ever', async () => {
    stubApi([queryFillInfoStepOp.path], {});
    renderWithProviders(<PersonalCenterIndex />);
    expect(await screen.findByText('填写进度加载失败，请稍后重试')).toBeTruthy();
  });

  it('shows the unread count as unknown, not 0, while its call fails', async () => {
    const unread = () => screen.getByText('未读消息').querySelector('b')?.textContent;
    const api = stubApi([unreadCntOp.path], { [queryFillInfoStepOp.path]: fill });
    const { unmount } = renderWithProviders(<PersonalCenterIndex />);
    await screen.findByText('品牌名称与业态');
    await waitFor(() => expect(api.calls).toContain(unreadCntOp.path));
    expect(unread()).toBe('—');
    unmount();
    // A real 0 still reads 0.
    stubApi([], { [queryFillInfoStepOp.path]: fill, [unreadCntOp.path]: { totalMsgCnt: 0, serviceCnt: 0, feedbackCnt: 0 } });
    renderWithProviders(<PersonalCenterIndex />);
    await waitFor(() => expect(unread()).toBe('0'));
  });
});

describe('/fabu when the saved profile cannot be read', { timeout: 60_000 }, () => {
  it('offers a retry, not an empty form that would save blanks over the profile', async () => {
    const api = stubApi([myBrandOp.path], { [formatTreeOp.path]: [], [myBrandOp.path]: { profile: null, fill, leads: [] } });
    renderWithProviders(<FabuPage />);
    expect(await screen.findByText('品牌信息加载失败')).toBeTruthy();
    expect(screen.queryByTestId('brand-submit')).toBeNull();
    api.heal();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByTestId('brand-submit')).toBeTruthy();
  });
});
