import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { branderSettledOp } from '@shp/contracts';
import { envelope, renderRoutes } from './test/render';
import type { Session } from './lib/session';
import { FrameSideBar } from './frame-side-bar';
import { openConsult } from './components/frame/SideBar';

let current: Session | null = null;
vi.mock('./lib/session', async (importOriginal) => ({ ...(await importOriginal<object>()), useSession: () => current }));

const member: Session = {
  token: 't',
  userName: '会员',
  userId: '1',
  memberId: '1',
  mobile: '138****8000',
  userIcon: '',
  encMobile: '',
  vipGradeCode: 'L0',
  userRole: '',
};

beforeEach(() => {
  current = null;
  vi.stubGlobal('fetch', async (url: string) =>
    url === branderSettledOp.path ? envelope({ isSubmitAgain: 0, leadId: '1', deadlineAt: new Date().toISOString(), loginGrant: null }) : envelope([]),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderBar() {
  renderRoutes([{ path: '/', element: <FrameSideBar /> }], '/');
}

const toggle = () => fireEvent.click(screen.getByRole('navigation', { name: '快捷服务' }).querySelector('[data-guide="consult"]')!);
const panel = () => screen.getByRole('dialog', { name: '预约咨询' });
const field = (label: string) => within(panel()).getByLabelText(label) as HTMLInputElement;

describe('side-bar lead panel (the frame with the leads feature)', { timeout: 30_000 }, () => {
  it('keeps what was typed when closed (× or its button) and opened again', async () => {
    renderBar();
    toggle();
    fireEvent.change(await within(panel()).findByLabelText('联系人'), { target: { value: '王五' } });
    fireEvent.change(field('手机号'), { target: { value: '+86 138 0013 8000' } });
    fireEvent.change(field('验证码'), { target: { value: '123456' } });
    fireEvent.click(within(panel()).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog', { name: '预约咨询' })).toBeNull();
    toggle();
    expect(field('联系人').value).toBe('王五');
    expect(field('手机号').value).toBe('13800138000');
    expect(field('验证码').value).toBe('123456');
    toggle();
    toggle();
    expect(field('联系人').value).toBe('王五');
  });

  it('opens with a fresh form after a lead went through', async () => {
    current = member;
    renderBar();
    toggle();
    fireEvent.change(await within(panel()).findByLabelText('品牌名称'), { target: { value: '测试品牌' } });
    fireEvent.change(field('联系人'), { target: { value: '王五' } });
    fireEvent.click(within(panel()).getByText('有开店/拓店计划'));
    fireEvent.click(within(panel()).getByRole('checkbox'));
    fireEvent.click(within(panel()).getByRole('button', { name: '立即预约' }));
    await screen.findByTestId('lead-success');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '预约咨询' })).toBeNull());
    toggle();
    expect(((await within(panel()).findByLabelText('联系人')) as HTMLInputElement).value).toBe('');
    expect(field('品牌名称').value).toBe('');
  });
});

describe('a lead left on a detail page', { timeout: 30_000 }, () => {
  it("tells the server the page's unit and path (the server files it in the unit's city)", async () => {
    current = member;
    const sent: Record<string, unknown>[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url === branderSettledOp.path) {
        sent.push(JSON.parse(String(init?.body)).data);
        return envelope({ isSubmitAgain: 0, leadId: '1', deadlineAt: new Date().toISOString(), loginGrant: null });
      }
      return envelope([]);
    });
    window.history.pushState({}, '', '/shopDetail?id=7');
    try {
      renderBar();
      toggle();
      fireEvent.change(await within(panel()).findByLabelText('品牌名称'), { target: { value: '测试品牌' } });
      fireEvent.change(field('联系人'), { target: { value: '王五' } });
      fireEvent.click(within(panel()).getByText('有开店/拓店计划'));
      fireEvent.click(within(panel()).getByRole('checkbox'));
      fireEvent.click(within(panel()).getByRole('button', { name: '立即预约' }));
      await screen.findByTestId('lead-success');
      expect(sent[0]).toMatchObject({ targetType: 'shop', targetId: 7, pagePath: '/shopDetail?id=7' });
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('咨询该铺位 from a 智能选址 result tells the server that unit, with the result page as the path', async () => {
    current = member;
    const sent: Record<string, unknown>[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url === branderSettledOp.path) {
        sent.push(JSON.parse(String(init?.body)).data);
        return envelope({ isSubmitAgain: 0, leadId: '1', deadlineAt: new Date().toISOString(), loginGrant: null });
      }
      return envelope([]);
    });
    window.history.pushState({}, '', '/findResultList?recordId=3');
    try {
      renderBar();
      await act(async () => {
        openConsult({ type: 'shop', id: 9, name: '静安临街火锅铺' });
      });
      expect(await within(panel()).findByText('咨询铺位：静安临街火锅铺', {}, { timeout: 15_000 })).toBeTruthy();
      fireEvent.change(await within(panel()).findByLabelText('品牌名称'), { target: { value: '测试品牌' } });
      fireEvent.change(field('联系人'), { target: { value: '王五' } });
      fireEvent.click(within(panel()).getByText('有开店/拓店计划'));
      fireEvent.click(within(panel()).getByRole('checkbox'));
      fireEvent.click(within(panel()).getByRole('button', { name: '立即预约' }));
      await screen.findByTestId('lead-success');
      expect(sent[0]).toMatchObject({ targetType: 'shop', targetId: 9, pagePath: '/findResultList?recordId=3' });
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});
