import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { providerSchema, type Provider } from '@shp/contracts';
import { envelope, renderWithProviders } from '../../test/render';
import { ProviderCard } from './ProviderCard';

vi.mock('../../lib/notify', () => ({ showError: () => {}, showSuccess: () => {}, showInfo: () => {}, setMessageInstance: () => {} }));

// Checked against the contract so the fixture cannot drift from what the API answers.
const provider: Provider = providerSchema.parse({
  id: 7,
  serviceCode: 'insurance',
  name: '安泰保险经纪',
  logoUrl: '/a.svg',
  intro: '专注商户保险',
  cityNames: ['上海'],
  rating: null,
  evaluationCount: 0,
  caseCount: 120,
  priceText: '500元/年起',
  features: ['响应快'],
});

let sent: { path: string; body: { data: Record<string, unknown> } }[] = [];
function api(answers: Record<string, unknown>) {
  sent = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0];
    sent.push({ path, body: init?.body ? JSON.parse(String(init.body)) : { data: {} } });
    return envelope(answers[path] ?? null);
  });
}
const login = () => (document.cookie = 'token=tok-1; path=/');
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'token=; max-age=0; path=/';
});

describe('<ProviderCard>', { timeout: 30_000 }, () => {
  it('says 暂无评价 instead of a score while no member has evaluated the provider', async () => {
    api({});
    renderWithProviders(<ProviderCard p={provider} />);
    expect(screen.getByTestId('provider-rating').textContent).toBe('暂无评价');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByText(/条评价/)).toBeNull();
    // A visitor is not asked for their evaluation state.
    expect(sent.map((s) => s.path)).not.toContain('/api/foreground/merchantService/myEvaluationState');
  });

  it('draws its features as plain .shp-tag spans, not antd Tags', () => {
    api({});
    const { container } = renderWithProviders(<ProviderCard p={{ ...provider, features: ['响应快', '全国理赔'] }} />);
    expect(Array.from(container.querySelectorAll('.shp-tag')).map((t) => t.textContent)).toEqual(['响应快', '全国理赔']);
    expect(container.querySelector('.ant-tag')).toBeNull();
  });

  it('shows the mean and opens the evaluations behind it', async () => {
    api({
      '/api/foreground/merchantService/providerEvaluationList': {
        list: [{ id: 1, providerId: 7, memberName: '张**', stars: 4, content: '理赔很快，顾问讲解清楚', createdAt: '2026-11-20T02:00:00.000Z' }],
        total: 1,
        pageNum: 1,
        pageSize: 10,
      },
    });
    renderWithProviders(<ProviderCard p={{ ...provider, rating: 4, evaluationCount: 1 }} />);
    expect(screen.getByTestId('provider-rating').textContent).toBe('4.0分');
    fireEvent.click(screen.getByRole('button', { name: '1条评价' }));
    const list = await screen.findByTestId('provider-evaluations');
    expect(within(list).getByText('理赔很快，顾问讲解清楚')).toBeTruthy();
    expect(within(list).getByText('张**')).toBeTruthy();
    expect(sent.find((s) => s.path.endsWith('/providerEvaluationList'))?.body.data).toEqual({ providerId: 7 });
  });

  it('offers 评价服务商 only to a member the provider served, and sends stars and text', async () => {
    login();
    api({
      '/api/foreground/merchantService/myEvaluationState': { evaluable: [7], evaluated: [] },
      '/api/foreground/merchantService/providerEvaluation': { id: 9 },
    });
    renderWithProviders(<ProviderCard p={provider} />);
    fireEvent.click(await screen.findByRole('button', { name: '评价服务商' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /提交评价/ }));
    expect(await within(dialog).findByText('请输入评价内容')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '  很好  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提交评价/ }));
    // Counted as the API counts, after trimming: 很好 is 2 characters.
    expect(await within(dialog).findByText('评价内容至少5个字')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '理赔很快，顾问讲解清楚' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提交评价/ }));
    expect(await within(dialog).findByText('评价成功')).toBeTruthy();
    await waitFor(() =>
      expect(sent.find((s) => s.path.endsWith('/providerEvaluation'))?.body.data).toEqual({ providerId: 7, stars: 5, content: '理赔很快，顾问讲解清楚' }),
    );
  });

  it('shows 已评价 and no button once the member has evaluated it', async () => {
    login();
    api({ '/api/foreground/merchantService/myEvaluationState': { evaluable: [], evaluated: [7] } });
    renderWithProviders(<ProviderCard p={provider} />);
    const done = await screen.findByText('已评价');
    expect(done.className).toBe('shp-tag shp-tag-green shp-tag-borderless');
    expect(screen.queryByRole('button', { name: '评价服务商' })).toBeNull();
  });
});
