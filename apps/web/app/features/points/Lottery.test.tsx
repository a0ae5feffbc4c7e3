import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { lotteryInfoOp } from '@shp/contracts';
import { appVisits, envelope } from '../../test/render';
import { Lottery } from './Lottery';

afterEach(() => vi.unstubAllGlobals());

describe('积分抽奖 balance', { timeout: 30_000 }, () => {
  it('is asked again on each visit: points earned elsewhere open the draw at once', async () => {
    let balance = 45;
    vi.stubGlobal('fetch', async (url: string) => {
      if (url === lotteryInfoOp.path) {
        return envelope({
          cost: 50,
          balance,
          prizes: [{ id: 1, name: '10 积分', imageUrl: '/p.png', kind: 'points', pointsValue: 10, probability: 1, inStock: true }],
        });
      }
      return envelope(null);
    });
    const visit = appVisits(<Lottery token="tok" />);
    const first = visit();
    expect((await screen.findByTestId('draw-button')).textContent).toMatch(/积分不足/);
    first.unmount();
    balance = 50; // e.g. a mall collected on its page (+5)
    visit();
    await waitFor(() => expect(screen.getByTestId('lottery-balance').textContent).toBe('50'));
    expect((screen.getByTestId('draw-button') as HTMLButtonElement).disabled).toBe(false);
  });
});
