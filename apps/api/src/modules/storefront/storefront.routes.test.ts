import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { TOP_BAR_CITIES } from '@shp/contracts';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import {
  messages,
  sellerEvaluations,
  sellerGoods,
  sellerGoodsSkus,
  sellerOrderItems,
  sellerOrders,
  sellerProductTypes,
  storefrontGoodsSpaces,
  spaces,
} from '../../db/schema/index.js';
import { applyOrderEvent } from '../seller/seller.routes.js';
import { autoConfirmOrders } from './storefront.routes.js';

let t: TestApp;
type Session = Awaited<ReturnType<typeof createMemberSession>>;
let buyer: Session;
let other: Session;
let seller: Session;
let typeId: number;

const LIST = '/api/foreground/storefront/goodsList';
const DETAIL = '/api/foreground/storefront/goodsDetail';
const EVALS = '/api/foreground/storefront/evaluations';
const CREATE = '/api/foreground/storefront/order/create';
const CANCEL = '/api/foreground/storefront/order/cancel';
const CONFIRM = '/api/foreground/storefront/order/confirm';
const EVALUATE = '/api/foreground/storefront/order/evaluate';
const MY = '/api/foreground/memberOrder/detail';
const SELLER_LIST = '/api/foreground/seller/order/list';

let seq = 0;
/** A good of the test seller in one state, with SKUs (price in fen, stock). */
async function good(state: { status?: string; onShelf?: boolean; deleted?: boolean; cityCode?: string }, skus: { priceFen: number; stock: number }[]) {
  seq += 1;
  const db = t.database.db;
  const [g] = await db
    .insert(sellerGoods)
    .values({
      memberId: seller.member.id,
      name: `测试活动服务${seq}号`,
      typeId,
      cityCode: state.cityCode ?? '120000',
      description: '测试用的场地活动服务',
      images: ['/media/placeholder/space/sg1-1.svg'],
      status: state.status ?? 'approved',
      onShelf: state.onShelf ?? true,
      reviewedAt: new Date(),
      deletedAt: state.deleted ? new Date() : null,
    })
    .returning();
  const rows = await db
    .insert(sellerGoodsSkus)
    .values(
      skus.map((s, i) => ({
        goodsId: g.id,
        attrs: { 套餐: ['基础版', '标准版', '豪华版'][i % 3], 场次: '单场' },
        priceFen: s.priceFen,
        stock: s.stock,
        sort: i,
      })),
    )
    .returning();
  return { id: g.id, skus: rows.map((r) => r.id) };
}

const order = (s: Session, data: Record<string, unknown>) =>
  post(
    t.app,
    CREATE,
    { contactName: '张先生', contactPhone: '13912345678', address: '天津市和平区南京路1号', remark: '上午进场', ...data },
    { token: s.token },
  );

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  buyer = await createMemberSession(db, { nickName: '买家甲' });
  other = await createMemberSession(db);
  seller = await createMemberSession(db, { roles: ['SH100011'] });
  const [type] = await db.select().from(sellerProductTypes).where(eq(sellerProductTypes.name, '活动策划'));
  typeId = type.id;
}, 120_000);
afterAll(() => t?.close());

describe('storefront list and detail', () => {
  it('seeds approved on-shelf goods in every top-bar city, some at venues', async () => {
    for (const c of TOP_BAR_CITIES) {
      const r = await post(t.app, LIST, { cityCode: c.cityCode }, { pageParam: { pageNum: 1, pageSize: 5 } });
      expect(r.status).toBe(200);
      expect(r.body.data.total, c.cityName).toBeGreaterThanOrEqual(2);
    }
    const [link] = await t.database.db.select().from(storefrontGoodsSpaces).limit(1);
    const atVenue = await post(t.app, LIST, { spaceId: link.spaceId }, {});
    expect(atVenue.body.data.list.map((g: { goodsId: number }) => g.goodsId)).toContain(link.goodsId);
    const d = await post(t.app, DETAIL, { goodsId: link.goodsId });
    expect(d.body.data.spaces.map((s: { id: number }) => s.id)).toContain(link.spaceId);
  });

  it('lists only approved, on-shelf, undeleted goods; the others answer 404', async () => {
    const shown = await good({}, [{ priceFen: 50000, stock: 5 }]);
    const hidden = [
      await good({ status: 'pending', onShelf: false }, [{ priceFen: 50000, stock: 5 }]),
      await good({ status: 'rejected', onShelf: false }, [{ priceFen: 50000, stock: 5 }]),
      await good({ status: 'approved', onShelf: false }, [{ priceFen: 50000, stock: 5 }]),
      await good({ status: 'approved', onShelf: true, deleted: true }, [{ priceFen: 50000, stock: 5 }]),
    ];
    const r = await post(t.app, LIST, { keyword: '测试活动服务' }, { pageParam: { pageNum: 1, pageSize: 100 } });
    const ids = r.body.data.list.map((g: { goodsId: number }) => g.goodsId);
    expect(ids).toContain(shown.id);
    for (const h of hidden) {
      expect(ids).not.toContain(h.id);
      const d = await post(t.app, DETAIL, { goodsId: h.id });
      expect(d.status).toBe(404);
      expect(d.body.msg).toBe('商品不存在或已下架');
      expect((await post(t.app, EVALS, { goodsId: h.id })).status).toBe(404);
      const o = await order(buyer, { goodsId: h.id, skuId: h.skus[0], quantity: 1 });
      expect(o.status).toBe(404);
    }
    const d = await post(t.app, DETAIL, { goodsId: shown.id });
    expect(d.status).toBe(200);
    expect(d.body.data).toMatchObject({ name: expect.stringContaining('测试活动服务'), minPrice: 500, sales: 0, cityName: '天津', typeName: '活动策划' });
    expect(d.body.data.skus[0]).toMatchObject({ price: 500, stock: 5, text: '套餐：基础版 / 场次：单场' });
    expect(d.body.data.saleAttrs).toEqual([
      { name: '套餐', values: ['基础版'] },
      { name: '场次', values: ['单场'] },
    ]);
  });

  it('filters by category, city and price; refuses a reversed price range in Chinese', async () => {
    const cheap = await good({ cityCode: '610100' }, [{ priceFen: 10000, stock: 5 }]);
    const dear = await good({ cityCode: '610100' }, [{ priceFen: 900000, stock: 5 }]);
    const r = await post(
      t.app,
      LIST,
      { cityCode: '610100', typeId, priceMin: 50, priceMax: 200, sort: 'priceAsc' },
      { pageParam: { pageNum: 1, pageSize: 100 } },
    );
    const ids = r.body.data.list.map((g: { goodsId: number }) => g.goodsId);
    expect(ids).toContain(cheap.id);
    expect(ids).not.toContain(dear.id);
    for (const g of r.body.data.list) expect(g).toMatchObject({ cityCode: '610100', typeName: '活动策划' });
    const bad = await post(t.app, LIST, { priceMin: 300, priceMax: 100 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('最低价不能高于最高价');
  });
});

describe('ordering', () => {
  it('needs a login, and refuses bad input with a Chinese message', async () => {
    const g = await good({}, [{ priceFen: 20000, stock: 3 }]);
    const anon = await post(t.app, CREATE, { goodsId: g.id, skuId: g.skus[0], quantity: 1, contactName: '张', contactPhone: '13912345678' });
    expect(anon.status).toBe(401);
    for (const [data, msg] of [
      [{ quantity: 0 }, '购买数量至少为1'],
      [{ quantity: 1.5 }, '购买数量须为整数'],
      [{ quantity: 100 }, '一次最多购买99份'],
      [{ contactName: '' }, '请输入联系人'],
      [{ contactPhone: '123' }, '手机号'],
      [{ quantity: 4 }, '库存不足，当前仅剩3份'],
    ] as const) {
      const r = await order(buyer, { goodsId: g.id, skuId: g.skus[0], quantity: 1, ...data });
      expect(r.status, JSON.stringify(data)).toBe(400);
      expect(r.body.msg).toContain(msg);
    }
    const otherSku = await good({}, [{ priceFen: 20000, stock: 3 }]);
    const mixed = await order(buyer, { goodsId: g.id, skuId: otherSku.skus[0], quantity: 1 });
    expect(mixed.status).toBe(400);
    expect(mixed.body.msg).toBe('所选规格不存在，请重新选择');
  });

  it('creates an unpaid order at the server’s price; the buyer and the seller see it, the seller gets a message', async () => {
    const g = await good({}, [
      { priceFen: 12345, stock: 10 },
      { priceFen: 99900, stock: 10 },
    ]);
    // A price sent by the client is no field of the call: it is ignored.
    const r = await order(buyer, { goodsId: g.id, skuId: g.skus[1], quantity: 2, price: 0.01, totalAmount: 0.01 });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ totalAmount: 1998, status: 'pending_payment' });
    const db = t.database.db;
    const [sku] = await db.select().from(sellerGoodsSkus).where(eq(sellerGoodsSkus.id, g.skus[1]));
    expect(sku.stock).toBe(8);
    const [item] = await db.select().from(sellerOrderItems).where(eq(sellerOrderItems.orderId, r.body.data.orderId));
    expect(item).toMatchObject({ priceFen: 99900, quantity: 2, skuText: '套餐：标准版 / 场次：单场' });

    const mine = await post(t.app, MY, { id: r.body.data.orderId }, { token: buyer.token });
    expect(mine.body.data).toMatchObject({ status: 'pending_payment', statusText: '待付款', totalAmount: 1998, buyerActions: ['pay', 'cancel'] });
    expect(mine.body.data.receiver).toMatchObject({ name: '张先生', address: '天津市和平区南京路1号' });
    expect((await post(t.app, MY, { id: r.body.data.orderId }, { token: other.token })).status).toBe(404);

    const sellers = await post(t.app, SELLER_LIST, {}, { token: seller.token, pageParam: { pageNum: 1, pageSize: 5 } });
    expect(sellers.body.data.list[0]).toMatchObject({ orderId: r.body.data.orderId, status: 'pending_payment', totalAmount: 1998 });
    const notes = await db.select().from(messages).where(eq(messages.memberId, seller.member.id));
    expect(notes.some((m) => m.title === '您有新的订单' && m.link === `/sellerCenter/orderDetail?orderId=${r.body.data.orderId}`)).toBe(true);
  });

  it('never oversells: 50 parallel orders of a SKU with 7 in stock make 7 orders', async () => {
    const g = await good({}, [{ priceFen: 10000, stock: 7 }]);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createMemberSession(t.database.db)));
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => order(buyers[i % buyers.length], { goodsId: g.id, skuId: g.skus[0], quantity: 1 })));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(7);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(400);
      expect(a.body.msg).toMatch(/已售罄|库存不足/);
    }
    const db = t.database.db;
    const [sku] = await db.select().from(sellerGoodsSkus).where(eq(sellerGoodsSkus.id, g.skus[0]));
    expect(sku.stock).toBe(0);
    const items = await db.select().from(sellerOrderItems).where(eq(sellerOrderItems.skuId, g.skus[0]));
    expect(items).toHaveLength(7);
  }, 60_000);
});

describe('cancel, confirm and evaluate', () => {
  it('the buyer cancels before payment (stock returns); not after; another member gets 404', async () => {
    const g = await good({}, [{ priceFen: 30000, stock: 4 }]);
    const a = await order(buyer, { goodsId: g.id, skuId: g.skus[0], quantity: 3 });
    const b = await order(buyer, { goodsId: g.id, skuId: g.skus[0], quantity: 1 });
    const db = t.database.db;
    expect((await post(t.app, CANCEL, { orderId: a.body.data.orderId }, { token: other.token })).status).toBe(404);
    const c = await post(t.app, CANCEL, { orderId: a.body.data.orderId, reason: '活动改期' }, { token: buyer.token });
    expect(c.status).toBe(200);
    expect(c.body.data).toMatchObject({ status: 'cancelled', buyerActions: [] });
    expect(c.body.data.history.at(-1)).toMatchObject({ actionText: '取消订单', note: '买家取消：活动改期' });
    const [sku] = await db.select().from(sellerGoodsSkus).where(eq(sellerGoodsSkus.id, g.skus[0]));
    expect(sku.stock).toBe(3);
    // Paid: the buyer can no longer cancel.
    await applyOrderEvent(db, { orderId: b.body.data.orderId, event: 'pay', operator: 'test' });
    const late = await post(t.app, CANCEL, { orderId: b.body.data.orderId }, { token: buyer.token });
    expect(late.status).toBe(400);
    expect(late.body.msg).toBe('订单当前状态为“待发货”，不能取消');
  });

  it('the seller cancels with a reason: stock returns and the buyer is told', async () => {
    const g = await good({}, [{ priceFen: 30000, stock: 2 }]);
    const a = await order(buyer, { goodsId: g.id, skuId: g.skus[0], quantity: 2 });
    const noReason = await post(t.app, '/api/foreground/seller/order/cancel', { orderId: a.body.data.orderId, reason: ' ' }, { token: seller.token });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toContain('请输入取消原因');
    const r = await post(t.app, '/api/foreground/seller/order/cancel', { orderId: a.body.data.orderId, reason: '档期已满' }, { token: seller.token });
    expect(r.status).toBe(200);
    const db = t.database.db;
    const [sku] = await db.select().from(sellerGoodsSkus).where(eq(sellerGoodsSkus.id, g.skus[0]));
    expect(sku.stock).toBe(2);
    const told = await db.select().from(messages).where(eq(messages.memberId, buyer.member.id));
    expect(told.some((m) => m.content.includes('档期已满') && m.link === `/personalCenter/myOrder?tab=service&id=${a.body.data.orderId}`)).toBe(true);
  });

  it('confirm after delivery counts 已售; evaluation once, after completion, with valid stars and text; detail shows it', async () => {
    const g = await good({}, [{ priceFen: 30000, stock: 9 }]);
    const a = await order(buyer, { goodsId: g.id, skuId: g.skus[0], quantity: 2 });
    const id = a.body.data.orderId;
    const db = t.database.db;
    const early = await post(t.app, EVALUATE, { orderId: id, rating: 5, content: '非常专业的服务' }, { token: buyer.token });
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe('订单完成后才能评价');
    expect((await post(t.app, CONFIRM, { orderId: id }, { token: buyer.token })).body.msg).toBe('订单当前状态为“待付款”，不能确认完成');
    await applyOrderEvent(db, { orderId: id, event: 'pay', operator: 'test' });
    await applyOrderEvent(db, { orderId: id, event: 'deliver', operator: 'test', sellerId: seller.member.id });
    expect((await post(t.app, MY, { id }, { token: buyer.token })).body.data.buyerActions).toEqual(['confirm']);
    expect((await post(t.app, CONFIRM, { orderId: id }, { token: other.token })).status).toBe(404);
    const done = await post(t.app, CONFIRM, { orderId: id }, { token: buyer.token });
    expect(done.body.data).toMatchObject({ status: 'completed', buyerActions: ['evaluate'] });
    expect((await post(t.app, DETAIL, { goodsId: g.id })).body.data.sales).toBe(2);

    for (const [data, msg] of [
      [{ rating: 0, content: '非常专业的服务' }, '请选择评分'],
      [{ rating: 6, content: '非常专业的服务' }, '评分须为1-5星'],
      [{ rating: 5, content: '好' }, '评价内容至少5个字'],
      [{ rating: 5, content: '好'.repeat(501) }, '评价内容不能超过500个字'],
    ] as const) {
      const r = await post(t.app, EVALUATE, { orderId: id, ...data }, { token: buyer.token });
      expect(r.status).toBe(400);
      expect(r.body.msg).toContain(msg);
    }
    expect((await post(t.app, EVALUATE, { orderId: id, rating: 4, content: '现场执行很到位' }, { token: other.token })).status).toBe(404);
    const [first, second] = await Promise.all([
      post(t.app, EVALUATE, { orderId: id, rating: 4, content: '现场执行很到位' }, { token: buyer.token }),
      post(t.app, EVALUATE, { orderId: id, rating: 1, content: '第二次评价不该成功' }, { token: buyer.token }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    expect([first.body.msg, second.body.msg]).toContain('该订单已评价，不能重复评价');
    const rows = await db.select().from(sellerEvaluations).where(eq(sellerEvaluations.orderId, id));
    expect(rows).toHaveLength(1);
    expect((await post(t.app, MY, { id }, { token: buyer.token })).body.data.buyerActions).toEqual([]);

    const shown = await post(t.app, EVALS, { goodsId: g.id }, { pageParam: { pageNum: 1, pageSize: 10 } });
    expect(shown.body.data.total).toBe(1);
    expect(shown.body.data.list[0]).toMatchObject({ buyerName: '买**', skuText: '套餐：基础版 / 场次：单场' });
    const detail = await post(t.app, DETAIL, { goodsId: g.id });
    expect(detail.body.data).toMatchObject({ evaluationCount: 1, rating: rows[0].rating });
    const sellerSide = await post(t.app, '/api/foreground/seller/evaluation/list', {}, { token: seller.token, pageParam: { pageNum: 1, pageSize: 5 } });
    expect(sellerSide.body.data.list[0]).toMatchObject({ orderId: id, rating: rows[0].rating, content: rows[0].content });
  });

  it('autoConfirmOrders confirms delivered orders after N days, and only those', async () => {
    const g = await good({}, [{ priceFen: 30000, stock: 9 }]);
    const db = t.database.db;
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const a = await order(buyer, { goodsId: g.id, skuId: g.skus[0], quantity: 1 });
      ids.push(a.body.data.orderId);
      await applyOrderEvent(db, { orderId: a.body.data.orderId, event: 'pay', operator: 'test' });
      await applyOrderEvent(db, { orderId: a.body.data.orderId, event: 'deliver', operator: 'test' });
    }
    const now = new Date();
    await db
      .update(sellerOrders)
      .set({ shippedAt: new Date(now.getTime() - 8 * 86400000) })
      .where(eq(sellerOrders.id, ids[0]));
    const r = await autoConfirmOrders(db, now, 7);
    expect(r.confirmed).toBeGreaterThanOrEqual(1);
    const [a] = await db.select().from(sellerOrders).where(eq(sellerOrders.id, ids[0]));
    const [b] = await db.select().from(sellerOrders).where(eq(sellerOrders.id, ids[1]));
    expect(a.status).toBe('completed');
    expect(b.status).toBe('shipped');
    expect((await autoConfirmOrders(db, now, 7)).confirmed).toBe(0);
  });
});

describe('venues', () => {
  it('a venue lists the goods offered there', async () => {
    const db = t.database.db;
    const [v] = await db
      .select({ id: spaces.id })
      .from(spaces)
      .where(and(eq(spaces.cityCode, '120000'), eq(spaces.status, 'published')))
      .limit(1);
    const g = await good({}, [{ priceFen: 30000, stock: 9 }]);
    await db.insert(storefrontGoodsSpaces).values({ goodsId: g.id, spaceId: v.id });
    const r = await post(t.app, LIST, { spaceId: v.id }, { pageParam: { pageNum: 1, pageSize: 100 } });
    expect(r.body.data.list.map((x: { goodsId: number }) => x.goodsId)).toContain(g.id);
  });
});
