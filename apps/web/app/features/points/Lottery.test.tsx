import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lotteryInfoOp } from '@shp/contracts';
import { envelope } from '../../test/render';
import { Lottery } from './Lottery';

afterEach(() => vi.unstubAllGlobals());

describe('积分抽奖 balance', { timeout: 30_000 }, () => {
  it('is asked again on each visit: points earned elsewhere open the draw at once', async () => {
    let balance = 45;
    vi.stubGlobal('fetch', async (url: string) => {
      if (url === lotteryInfoOp.path) {
        return envelope({ cost: 50, balance, prizes: [{ id: 1, name: '10 积分', imageUrl: '/p.png', kind: 'points', pointsValue: 10, probability: 1, inStock: true }] });
      }
      return envelope(null);
    });
    // The app's query defaults (root.tsx): answers count as fresh for 30 s.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } } });
    const visit = () =>
      render(
        <QueryClientProvider client={client}>
          <App><MemoryRouter><Lottery token="tok" /></MemoryRouter></App>
        </QueryClientProvider>,
      );
    const first = visit();
    expect((await screen.findByTestId('draw-button')).textContent).toMatch(/积分不足/);
    first.unmount();
    balance = 50; // e.g. a mall collected on its page (+5)
    visit();
    await waitFor(() => expect(screen.getByTestId('lottery-balance').textContent).toBe('50'));
    expect((screen.getByTestId('draw-button') as HTMLButtonElement).disabled).toBe(false);
  });
});
