import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { marketRentOp, MARKET_MONTHS } from '@shp/contracts';
import { envelope, renderWithProviders } from '../../test/render';
import MarketTrend from './MarketTrend';

vi.mock('./LineChart', () => ({ LineChart: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} /> }));

afterEach(() => vi.unstubAllGlobals());

const names = { cityName: '北京', districtName: '朝阳区', formatName: '餐饮' };
const points = Array.from({ length: MARKET_MONTHS }, (_, i) => ({ month: `2025-${String((i % 12) + 1).padStart(2, '0')}`, count: 9, median: 6.5 }));

describe('district rent trend (MarketTrend)', () => {
  it('says 统计中，稍后刷新 while a new scope is computed, then shows the trend', async () => {
    const answers = [
      { ...names, points: [], pending: true },
      { ...names, points, pending: false },
    ];
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url.split('?')[0]);
      return envelope(answers[Math.min(calls.length - 1, answers.length - 1)]);
    });
    renderWithProviders(<MarketTrend ask={{ cityCode: '110000', districtCode: '110105', formatId: 3 }} />);
    expect((await screen.findByTestId('market-trend-pending')).textContent).toContain('北京朝阳区 · 餐饮 租金走势统计中，稍后刷新');
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect((await screen.findByTestId('market-trend')).textContent).toContain('6.5元/㎡/天');
    expect(calls).toEqual([marketRentOp.path, marketRentOp.path]);
  });
});
