import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from '../../test/render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Msg, consultantSchema, type Consultant } from '@shp/contracts';
import { ConsultantCard } from './ConsultantCard';
import { ConsultantRating } from './ConsultantRating';
import { EvaluateForm } from './EvaluateForm';
import { QuestionForm } from './QuestionForm';
import { CollectButton } from './CollectButton';

vi.mock('../../lib/notify', () => ({ showError: () => {}, showSuccess: () => {}, showInfo: () => {}, setMessageInstance: () => {} }));

// Checked against the contract so the fixture cannot drift from what the API answers.
const consultant: Consultant = consultantSchema.parse({
  id: 1,
  name: '朱勇',
  avatarUrl: '/a.svg',
  title: '招商总监',
  cityCode: '110000',
  cityName: '北京',
  years: 15,
  intro: '朱勇深耕北京商业地产15年，服务过121个品牌的拓店选址。',
  specialties: ['餐饮选址'],
  rating: null,
  serviceCount: 274,
  evaluationCount: 0,
  phone: '400-000-1000',
});

const inRouter = (el: React.ReactElement) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: el }], { initialEntries: ['/consultant'] })} />);

let calls: string[] = [];
beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url.split('?')[0]);
    return new Response(JSON.stringify({ code: 10000, msg: '成功', data: { id: 1, deadlineAt: '2026-11-02T10:00:00.000Z' } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('<ConsultantCard>', () => {
  it('shows 暂无评分 instead of a score while no evaluation stands behind it', async () => {
    inRouter(<ConsultantCard c={consultant} />);
    expect((await screen.findByTestId('consultant-rating')).textContent).toBe('暂无评分');
    expect(screen.queryByText(/\d分$/)).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByText('0条评价')).toBeTruthy();
  });

  it('shows the score once there are evaluations', async () => {
    inRouter(<ConsultantCard c={{ ...consultant, rating: 4.5, evaluationCount: 3 }} />);
    expect((await screen.findByTestId('consultant-rating')).textContent).toBe('4.5分');
  });

  it('draws its specialties as plain .shp-tag spans, not antd Tags', async () => {
    const { container } = inRouter(<ConsultantCard c={{ ...consultant, specialties: ['餐饮选址', '商场招商'] }} />);
    await screen.findByTestId('consultant-rating');
    expect(Array.from(container.querySelectorAll('.shp-tag')).map((t) => t.textContent)).toEqual(['餐饮选址', '商场招商']);
    expect(container.querySelector('.ant-tag')).toBeNull();
  });
});

describe('<ConsultantRating>', () => {
  it('shows 暂无评分 for a null score (the API answers null while nobody has evaluated)', () => {
    render(<ConsultantRating rating={null} evaluationCount={0} fontSize={14} />);
    expect(screen.getByTestId('consultant-rating').textContent).toBe('暂无评分');
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('draws a score as plain read-only stars named by the score, not as an antd Rate (fifty components a card)', () => {
    const { container } = render(<ConsultantRating rating={4.5} evaluationCount={3} />);
    const stars = screen.getByRole('img', { name: '评分 4.5 星' });
    expect((stars.querySelector('.shp-stars-on') as HTMLElement).style.width).toBe('90%');
    expect(container.querySelector('.ant-rate')).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});

// antd forms in jsdom are slow on a busy machine.
describe('consultant forms refuse blank text on the client', { timeout: 30_000 }, () => {
  it('QuestionForm: whitespace-only description and contact never leave the browser', async () => {
    render(<QuestionForm consultantId={1} />);
    fireEvent.change(screen.getByLabelText('问题描述'), { target: { value: '      ' } });
    fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: '提交问题' }));
    expect(await screen.findByText('请输入问题描述')).toBeTruthy();
    expect(screen.getByText(Msg.CONTACT_REQUIRED)).toBeTruthy();
    // The server trims before it counts: padding does not make a short text long enough.
    fireEvent.change(screen.getByLabelText('问题描述'), { target: { value: '  租金   ' } });
    expect(await screen.findByText('问题描述至少5个字')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('问题描述'), { target: { value: '社区底商适合开什么业态？' } });
    fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '王经理' } });
    fireEvent.click(screen.getByRole('button', { name: '提交问题' }));
    expect(await screen.findByText('问题已提交')).toBeTruthy();
    expect(calls).toEqual(['/api/foreground/question/create']);
  });

  it('EvaluateForm: a whitespace-only evaluation is refused before any login or request', async () => {
    inRouter(<EvaluateForm consultantId={1} evaluated={[]} />);
    fireEvent.change(await screen.findByLabelText('评价内容'), { target: { value: '       ' } });
    fireEvent.click(screen.getByRole('button', { name: /提交评价/ }));
    expect(await screen.findByText('请输入评价内容')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('评价内容'), { target: { value: ' 很好  ' } });
    expect(await screen.findByText('评价内容至少5个字')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(0));
  });
});

describe('<EvaluateForm> when every service is evaluated', () => {
  it('says so and leads back to the consultant', async () => {
    inRouter(<EvaluateForm consultantId={7} evaluated={['site_selection', 'viewing', 'negotiation', 'opening', 'policy']} />);
    expect(await screen.findByText('您已评价过该顾问的全部服务项目')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回顾问详情' }).getAttribute('href')).toBe('/consultantDetail?id=7');
  });
});

describe('<CollectButton> (consultant)', () => {
  afterEach(() => {
    document.cookie = 'token=; max-age=0; path=/';
  });

  it('collects the consultant once a visitor has logged in, and credits the collect task', async () => {
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0];
      calls.push(path);
      if (init?.body && !path.includes('/analytics/')) bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      const data = path.endsWith('/doTask') ? { awarded: true, points: 5, balance: 5, reason: null } : { collected: true };
      return new Response(JSON.stringify({ code: 10000, msg: '成功', data }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    let onSuccess: (() => void) | undefined;
    const host = (e: Event) => {
      const d = (e as CustomEvent<{ handled: boolean; onSuccess?: () => void }>).detail;
      d.handled = true;
      onSuccess = d.onSuccess;
    };
    window.addEventListener('shp:open-login', host);
    try {
      render(<CollectButton consultantId={7} initial={false} />);
      fireEvent.click(screen.getByRole('button', { name: /收藏/ }));
      expect(calls).toEqual([]);
      document.cookie = 'token=tok-1; path=/';
      onSuccess?.();
      await screen.findByRole('button', { name: /已收藏/ });
      expect(calls).toContain('/api/foreground/consultant/collect');
      expect(bodies[0]?.data).toEqual({ consultantId: 7, collect: true });
      await waitFor(() => expect(calls).toContain('/wact-web/wd/yypt/task/doTask'));
    } finally {
      window.removeEventListener('shp:open-login', host);
    }
  });
});
