import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { doTaskOp, pointSummaryOp, type PointSummary } from '@shp/contracts';
import { envelope, renderWithProviders } from '../../test/render';
import { onNotice, type Notice } from '../../lib/notify';
import { PointsOverview } from './PointsOverview';

afterEach(() => vi.unstubAllGlobals());

const summary: PointSummary = {
  balance: 0,
  totalEarned: 0,
  totalSpent: 0,
  todayEarned: 0,
  signedToday: false,
  lotteryCost: 50,
  tasks: [
    {
      taskTemplateId: 'sign',
      name: '每日签到',
      points: 5,
      rule: 'daily',
      description: '每天签到一次',
      link: '/personalCenter/point',
      done: false,
      dailyLimit: null,
      todayCount: 0,
    },
  ],
  rules: [],
};

describe('会员积分 (PointsOverview)', () => {
  it('is titled like the other centre pages, and a sign-in the network drops says so without an unhandled error', async () => {
    let taskCalls = 0;
    vi.stubGlobal('fetch', async (url: string) => {
      if (url === pointSummaryOp.path) return envelope(summary);
      if (url === doTaskOp.path) {
        taskCalls++;
        throw new TypeError('Failed to fetch');
      }
      return envelope({});
    });
    const seen: Notice[] = [];
    const stop = onNotice((n) => seen.push(n));
    renderWithProviders(<PointsOverview token="tok" />);
    expect(await screen.findByRole('heading', { level: 1, name: '会员积分' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('sign-button'));
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0), { timeout: 15_000 });
    expect(taskCalls).toBeGreaterThan(0);
    stop();
  }, 30_000);
});
