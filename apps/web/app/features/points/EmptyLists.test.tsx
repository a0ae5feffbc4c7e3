import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { myPrizeListOp, orderListOp } from '@shp/contracts';
import { renderWithProviders } from '../../test/render';
import { stubListsApi } from '../../test/stub-list';
import { MyOrders } from './MyOrders';
import { DrawRecords } from './DrawRecords';

const none = { total: 0, make: () => ({}) };

describe('empty points lists lead on to where they fill', { timeout: 30_000 }, () => {
  it('积分订单: 去积分商城看看 opens the points mall', async () => {
    stubListsApi({ [orderListOp.path]: none });
    renderWithProviders(<MyOrders token="tok" />);
    expect((await screen.findByRole('link', { name: '去积分商城看看' })).getAttribute('href')).toBe('/personalCenter/scorecardShop');
  });

  it.each([
    [false, '还没有奖品，'],
    [true, '还没有抽奖记录，'],
  ])('我的奖品 / 抽奖记录 (includeMisses %s): 去积分抽奖试试手气 opens the lottery', async (includeMisses, text) => {
    stubListsApi({ [myPrizeListOp.path]: none });
    renderWithProviders(<DrawRecords token="tok" includeMisses={includeMisses} title="记录" />);
    const link = await screen.findByRole('link', { name: '去积分抽奖试试手气' });
    expect(link.getAttribute('href')).toBe('/personalCenter/task');
    expect(link.parentElement?.textContent).toBe(`${text}去积分抽奖试试手气`);
  });
});
