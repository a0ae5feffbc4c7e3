import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { sellerCompanies, sellerOrderItems, sellerOrderLogs, sellerOrders } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const LIST = '/api/foreground/memberOrder/pageList';
const DETAIL = '/api/foreground/memberOrder/detail';

let seq = 0;
/** A seller with a company and an order bought by `buyerId` (null: a walk-in buyer). */
async function order(sellerId: number, buyerId: number | null, o: { status: string; at: string; items?: number; totalFen?: number }) {
  seq += 1;
  const db = t.database.db;
  const [row] = await db
    .insert(sellerOrders)
    .values({
      orderNo: `MOTEST${Date.now() % 1e8}${seq}`,
      memberId: sellerId,
      buyerMemberId: buyerId,
      buyerName: '买家',
      buyerPhone: '13900001111',
      status: o.status,
      goodsFen: 123450,
      totalFen: o.totalFen ?? 123450,
      cityCode: '110100',
      receiverName: '张三',
      receiverPhone: '13900001111',
      receiverAddress: '北京市朝阳区某路1号',
      buyerRemark: '请工作日上门',
      logisticsCompany: o.status === 'shipped' ? '顺丰速运' : null,
      trackingNo: o.status === 'shipped' ? 'SF123456' : null,
      createdAt: new Date(o.at),
      paidAt: o.status === 'pending_payment' || o.status === 'cancelled' ? null : new Date(o.at),
      shippedAt: o.status === 'shipped' ? new Date(o.at) : null,
    })
    .returning();
  const n = o.items ?? 1;
  await db.insert(sellerOrderItems).values(
    Array.from({ length: n }, (_, i) => ({
      orderId: row.id,
      goodsId: 1,
      goodsName: `${row.orderNo}-服务${i + 1}`,
      skuText: '规格：标准',
      imageUrl: '/media/x.png',
      priceFen: 61725,
      quantity: 2,
    })),
  );
  await db.insert(sellerOrderLogs).values([
    { orderId: row.id, action: 'create', fromStatus: null, toStatus: 'pending_payment', note: '买家下单', operator: 'buyer', createdAt: new Date(o.at) },
    ...(o.status === 'shipped'
      ? [
          {
            orderId: row.id,
            action: 'deliver',
            fromStatus: 'paid',
            toStatus: 'shipped',
            note: '订单发货',
            operator: 'seller:内部操作员',
            createdAt: new Date(new Date(o.at).getTime() + 1000),
          },
        ]
      : []),
  ]);
  return row;
}

let buyer: Awaited<ReturnType<typeof createMemberSession>>;
let other: Awaited<ReturnType<typeof createMemberSession>>;
let seller: Awaited<ReturnType<typeof createMemberSession>>;
let orders: Awaited<ReturnType<typeof order>>[];
let othersOrder: Awaited<ReturnType<typeof order>>;

beforeAll(async () => {
  const db = t.database.db;
  buyer = await createMemberSession(db);
  other = await createMemberSession(db);
  seller = await createMemberSession(db, { roles: ['SH100011'] });
  await db.insert(sellerCompanies).values({
    memberId: seller.member.id,
    name: '测试服务商有限公司',
    creditCode: '91110000000000000X',
    legalPerson: '李四',
    contact: '李四',
    phone: '13900002222',
    address: '北京',
    status: 'approved',
  });
  orders = [
    await order(seller.member.id, buyer.member.id, { status: 'pending_payment', at: '2026-11-01T02:00:00Z' }),
    await order(seller.member.id, buyer.member.id, { status: 'shipped', at: '2026-11-03T02:00:00Z', items: 4 }),
    await order(seller.member.id, buyer.member.id, { status: 'completed', at: '2026-11-02T02:00:00Z', totalFen: 100000 }),
  ];
  othersOrder = await order(seller.member.id, other.member.id, { status: 'paid', at: '2026-11-04T02:00:00Z' });
  await order(seller.member.id, null, { status: 'paid', at: '2026-11-05T02:00:00Z' });
}, 60_000);

describe('memberOrder/pageList', () => {
  it('lists only the member’s own orders, newest first, in 元 with the seller centre’s labels', async () => {
    const r = await post(t.app, LIST, {}, { token: buyer.token, pageParam: { pageNum: 1, pageSize: 20 } });
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBe(3);
    expect(r.body.data.list.map((o: { id: number }) => o.id)).toEqual([orders[1].id, orders[2].id, orders[0].id]);
    const shipped = r.body.data.list[0];
    expect(shipped).toMatchObject({
      orderNo: orders[1].orderNo,
      sellerName: '测试服务商有限公司',
      status: 'shipped',
      statusText: '已发货',
      totalAmount: 1234.5,
      itemCount: 4,
      createdAt: '2026-11-03T02:00:00.000Z',
    });
    // The card shows the first three items.
    expect(shipped.items).toHaveLength(3);
    expect(shipped.items[0]).toEqual({
      itemId: expect.any(Number),
      goodsName: `${orders[1].orderNo}-服务1`,
      skuText: '规格：标准',
      imageUrl: '/media/x.png',
      price: 617.25,
      quantity: 2,
      amount: 1234.5,
    });
    expect(r.body.data.list[1]).toMatchObject({ statusText: '已完成', totalAmount: 1000 });
    expect(r.body.data.list[2]).toMatchObject({ statusText: '待付款' });
    // No seller-internal fields.
    for (const k of ['buyerPhone', 'buyerName', 'cityCode', 'memberId', 'buyerMemberId', 'actions']) expect(shipped).not.toHaveProperty(k);
  });

  it('pages with pageParam', async () => {
    const r = await post(t.app, LIST, {}, { token: buyer.token, pageParam: { pageNum: 2, pageSize: 2 } });
    expect(r.body.data).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(r.body.data.list.map((o: { id: number }) => o.id)).toEqual([orders[0].id]);
  });

  it('filters by status', async () => {
    const r = await post(t.app, LIST, { status: 'completed' }, { token: buyer.token });
    expect(r.body.data.total).toBe(1);
    expect(r.body.data.list[0].id).toBe(orders[2].id);
    const none = await post(t.app, LIST, { status: 'cancelled' }, { token: buyer.token });
    expect(none.body.data).toMatchObject({ total: 0, list: [] });
  });

  it('shows another member only theirs', async () => {
    const r = await post(t.app, LIST, {}, { token: other.token });
    expect(r.body.data.list.map((o: { id: number }) => o.id)).toEqual([othersOrder.id]);
  });

  it('refuses a bad status with a Chinese message', async () => {
    const r = await post(t.app, LIST, { status: 'refunded' }, { token: buyer.token });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('订单状态不正确');
  });

  it('needs a login', async () => {
    const r = await post(t.app, LIST, {});
    expect(r.status).toBe(401);
  });
});

describe('memberOrder/detail', () => {
  it('answers the buyer’s order with items, times, logistics, receiver and history', async () => {
    const r = await post(t.app, DETAIL, { id: orders[1].id }, { token: buyer.token });
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d).toMatchObject({
      id: orders[1].id,
      orderNo: orders[1].orderNo,
      sellerName: '测试服务商有限公司',
      status: 'shipped',
      statusText: '已发货',
      goodsAmount: 1234.5,
      totalAmount: 1234.5,
      itemCount: 4,
      createdAt: '2026-11-03T02:00:00.000Z',
      paidAt: '2026-11-03T02:00:00.000Z',
      shippedAt: '2026-11-03T02:00:00.000Z',
      completedAt: null,
      cancelledAt: null,
      logisticsCompany: '顺丰速运',
      trackingNo: 'SF123456',
      receiver: { name: '张三', phone: '13900001111', address: '北京市朝阳区某路1号' },
      buyerRemark: '请工作日上门',
    });
    expect(d.items).toHaveLength(4);
    expect(d.history).toEqual([
      { at: '2026-11-03T02:00:00.000Z', actionText: '买家下单', statusText: '待付款', note: '买家下单' },
      { at: '2026-11-03T02:00:01.000Z', actionText: '商家发货', statusText: '已发货', note: '订单发货' },
    ]);
    expect(JSON.stringify(d)).not.toContain('内部操作员');
  });

  it('answers 404 for another member’s order and a missing one', async () => {
    const theirs = await post(t.app, DETAIL, { id: othersOrder.id }, { token: buyer.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.msg).toBe('订单不存在');
    const missing = await post(t.app, DETAIL, { id: 999999999 }, { token: buyer.token });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('订单不存在');
  });

  it('refuses a bad id with a Chinese message', async () => {
    for (const id of ['abc', -1, 1.5, undefined]) {
      const r = await post(t.app, DETAIL, { id }, { token: buyer.token });
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe('订单不存在');
    }
  });

  it('needs a login', async () => {
    const r = await post(t.app, DETAIL, { id: orders[0].id });
    expect(r.status).toBe(401);
  });
});
