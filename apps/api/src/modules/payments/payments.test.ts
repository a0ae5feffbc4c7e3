import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { createOperatorSession } from '../../test/operators.js';
import {
  auditLogs,
  members,
  memberSessions,
  messages,
  paymentNotifications,
  paymentRefundRequests,
  paymentRefunds,
  payments,
  sellerFlows,
  sellerOrderLogs,
  sellerOrders,
  sellerWithdrawals,
} from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { applyOrderEvent } from '../seller/seller.routes.js';
import { localPaymentDriver } from './payments-local.js';
import { reconcile } from './payments.routes.js';
import { insertUnpaidOrder } from './testing.js';

let t: TestApp;
let buyer: { token: string; id: number };
let seller: { token: string; id: number };
let stranger: string;
let admin: Record<string, string>;
const F = '/api/foreground/payments';

async function sessionFor(phone: string) {
  const [m] = await t.database.db.select().from(members).where(eq(members.phone, phone));
  const token = randomToken();
  await t.database.db.insert(memberSessions).values({ memberId: m.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 86400000) });
  return { token, id: m.id };
}

const sandboxProvider = () => localPaymentDriver(t.config.authSecret);
/** Posts a notice as the sandbox provider would (signed unless `headers` says otherwise). */
async function notify(body: object, headers?: Record<string, string>) {
  const text = JSON.stringify(body);
  const res = await t.app.inject({ method: 'POST', url: '/api/payments/notify/local', headers: headers ?? sandboxProvider().signNotice(text), payload: text });
  return res.statusCode;
}
const orderRow = async (id: number) => (await t.database.db.select().from(sellerOrders).where(eq(sellerOrders.id, id)))[0];
const outcomes = async (paymentNo: string) =>
  (await t.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.paymentNo, paymentNo))).map((n) => n.outcome);

beforeAll(async () => {
  t = await createTestApp({ PLATFORM_FEE_RATE: '0.05' });
  buyer = await sessionFor('13800000003');
  seller = await sessionFor('13800000011');
  stranger = (await createMemberSession(t.database.db)).token;
  admin = (await createOperatorSession(t.database.db, { role: 'admin' })).headers;
});
afterAll(async () => t?.close());

describe('payments: prepay and the sandbox driver', () => {
  it('pays an unpaid order of the member for the order amount, only by a verified notification', async () => {
    const o = await insertUnpaidOrder(t.database.db, seller.id, buyer.id, 26800);
    // The amount always comes from the order: a client's amount is not part of the call.
    const r = await post(t.app, `${F}/bill/prepay`, { orderId: o.id, amount: 0.01 }, { token: buyer.token });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ driver: 'local', amount: 268, action: { kind: 'redirect' } });
    expect(r.body.data.action.url).toBe(`/pay/sandbox?paymentNo=${r.body.data.paymentNo}`);
    const [p] = await t.database.db.select().from(payments).where(eq(payments.paymentNo, r.body.data.paymentNo));
    expect(p).toMatchObject({ amountFen: 26800, status: 'pending', orderId: o.id });
    // Coming back from the cashier changes nothing: the order waits for the notification.
    const back = await post(t.app, `${F}/order`, { orderId: o.id }, { token: buyer.token });
    expect(back.body.data).toMatchObject({ status: 'pending_payment', statusText: '待付款', amount: 268, paidAt: null });

    const info = await post(t.app, `${F}/sandbox/info`, { paymentNo: p.paymentNo }, { token: buyer.token });
    expect(info.body.data).toMatchObject({ amount: 268, status: 'pending', orderNo: o.orderNo });
    const paid = await post(t.app, `${F}/sandbox/decide`, { paymentNo: p.paymentNo, result: 'success' }, { token: buyer.token });
    expect(paid.body.data).toEqual({ orderId: o.id, accepted: true });
    expect((await orderRow(o.id)).status).toBe('paid');
    expect((await post(t.app, `${F}/order`, { orderId: o.id }, { token: buyer.token })).body.data).toMatchObject({ status: 'paid', statusText: '待发货' });
    expect(await outcomes(p.paymentNo)).toEqual(['applied']);
    const [msg] = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.memberId, seller.id), eq(messages.title, '订单已付款')));
    expect(msg.content).toContain(o.orderNo);

    // A paid order is not paid again.
    expect((await post(t.app, `${F}/bill/prepay`, { orderId: o.id }, { token: buyer.token })).body.msg).toBe('订单当前状态为“待发货”，无需支付');
    expect((await post(t.app, `${F}/sandbox/decide`, { paymentNo: p.paymentNo, result: 'success' }, { token: buyer.token })).body.msg).toBe(
      '该支付单已处理，请返回订单查看',
    );
  });

  it("keeps another member's orders and payments out of reach, and refuses bad input in Chinese", async () => {
    const o = await insertUnpaidOrder(t.database.db, seller.id, buyer.id);
    const r = await post(t.app, `${F}/bill/prepay`, { orderId: o.id }, { token: stranger });
    expect(r.status).toBe(404);
    expect(r.body.msg).toBe('订单不存在');
    const mine = await post(t.app, `${F}/bill/prepay`, { orderId: o.id }, { token: buyer.token });
    expect((await post(t.app, `${F}/sandbox/info`, { paymentNo: mine.body.data.paymentNo }, { token: stranger })).status).toBe(404);
    expect((await post(t.app, `${F}/sandbox/decide`, { paymentNo: mine.body.data.paymentNo, result: 'success' }, { token: stranger })).status).toBe(404);
    for (const bad of [{ orderId: 'x' }, { orderId: -1 }, {}]) {
      const b = await post(t.app, `${F}/bill/prepay`, bad, { token: buyer.token });
      expect(b.status).toBe(400);
      expect(b.body.msg).toBe('订单不存在');
    }
    expect((await post(t.app, `${F}/bill/prepay`, { orderId: o.id, device: 'tv' }, { token: buyer.token })).body.msg).toBe('设备类型不正确');
    expect((await post(t.app, `${F}/bill/prepay`, { orderId: o.id }, {})).status).toBe(401);
  });

  it('ignores a replayed notification: the order is paid once, the replay is recorded as a duplicate', async () => {
    const o = await insertUnpaidOrder(t.database.db, seller.id, buyer.id, 5000);
    const { paymentNo } = (await post(t.app, `${F}/bill/prepay`, { orderId: o.id }, { token: buyer.token })).body.data;
    const body = { paymentNo, tradeNo: 'SB-REPLAY-1', amountFen: 5000, result: 'success' };
    const text = JSON.stringify(body);
    const headers = sandboxProvider().signNotice(text);
    expect(await notify(body, headers)).toBe(200);
    const paidAt = (await orderRow(o.id)).paidAt;
    expect(await notify(body, headers)).toBe(200);
    expect(await notify(body)).toBe(200);
    expect((await orderRow(o.id)).paidAt).toEqual(paidAt);
    const pays = await t.database.db
      .select()
      .from(sellerOrderLogs)
      .where(and(eq(sellerOrderLogs.orderId, o.id), eq(sellerOrderLogs.action, 'pay')));
    expect(pays).toHaveLength(1);
    expect(await outcomes(paymentNo)).toEqual(['applied', 'duplicate', 'duplicate']);
  });

  it('refuses and logs a notification for another amount, a bad signature or an old timestamp', async () => {
    const o = await insertUnpaidOrder(t.database.db, seller.id, buyer.id, 9900);
    const { paymentNo } = (await post(t.app, `${F}/bill/prepay`, { orderId: o.id }, { token: buyer.token })).body.data;
    expect(await notify({ paymentNo, amountFen: 1, result: 'success' })).toBe(400);
    expect(await outcomes(paymentNo)).toEqual(['amount_mismatch']);
    const [logged] = await t.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.paymentNo, paymentNo));
    expect(logged).toMatchObject({ amountFen: 1, detail: '通知金额1分，应付9900分' });

    const before = await t.database.db.select().from(paymentNotifications);
    const forged = JSON.stringify({ paymentNo, amountFen: 9900, result: 'success' });
    const wrongKey = localPaymentDriver('another-secret-of-somebody-else').signNotice(forged);
    expect(await notify({ paymentNo, amountFen: 9900, result: 'success' }, wrongKey)).toBe(400);
    expect(await notify({ paymentNo, amountFen: 9900, result: 'success' }, { 'content-type': 'application/json' })).toBe(400);
    const stale = sandboxProvider().signNotice(forged, Date.now() - 60 * 60_000);
    expect(await notify({ paymentNo, amountFen: 9900, result: 'success' }, stale)).toBe(400);
    const after = await t.database.db.select().from(paymentNotifications);
    expect(after.slice(before.length).map((n) => n.outcome)).toEqual(['bad_signature', 'bad_signature', 'bad_signature']);
    expect((await orderRow(o.id)).status).toBe('pending_payment');
    // A failed payment leaves the order waiting; the real amount then pays it.
    expect(await notify({ paymentNo, amountFen: 9900, result: 'fail' })).toBe(200);
    expect((await orderRow(o.id)).status).toBe('pending_payment');
    expect(await notify({ paymentNo, amountFen: 9900, result: 'success' })).toBe(200);
    expect((await orderRow(o.id)).status).toBe('paid');
    // A notify path of a driver that is not configured does not exist.
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/notify/wechatpay', payload: '{}' })).statusCode).toBe(404);
  });

  it('gives back money collected for an order that was cancelled meanwhile', async () => {
    const o = await insertUnpaidOrder(t.database.db, seller.id, buyer.id, 7000);
    const { paymentNo } = (await post(t.app, `${F}/bill/prepay`, { orderId: o.id }, { token: buyer.token })).body.data;
    await applyOrderEvent(t.database.db, { orderId: o.id, event: 'cancel', operator: '买家', buyerMemberId: buyer.id });
    expect(await notify({ paymentNo, amountFen: 7000, result: 'success' })).toBe(200);
    const [p] = await t.database.db.select().from(payments).where(eq(payments.paymentNo, paymentNo));
    expect(p.status).toBe('refunded');
    const [refund] = await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, p.id));
    expect(refund).toMatchObject({ amountFen: 7000, status: 'success' });
    expect((await orderRow(o.id)).status).toBe('cancelled');
  });
});

describe('payments: refunds, the seller ledger and withdrawal review', () => {
  async function paidOrder(totalFen: number) {
    const o = await insertUnpaidOrder(t.database.db, seller.id, buyer.id, totalFen);
    const { paymentNo } = (await post(t.app, `${F}/bill/prepay`, { orderId: o.id }, { token: buyer.token })).body.data;
    await post(t.app, `${F}/sandbox/decide`, { paymentNo, result: 'success' }, { token: buyer.token });
    return { o, paymentNo };
  }
  const balance = async () => (await post(t.app, '/api/foreground/seller/withdrawal/balance', {}, { token: seller.token })).body.data;

  it("refunds a paid order the seller cancels with a reason; the order and the seller's balance follow", async () => {
    const { o, paymentNo } = await paidOrder(15000);
    const before = await balance();
    const r = await post(t.app, '/api/foreground/seller/order/cancel', { orderId: o.id, reason: '档期冲突' }, { token: seller.token });
    expect(r.body.data).toMatchObject({ status: 'cancelled', statusText: '已取消' });
    const [p] = await t.database.db.select().from(payments).where(eq(payments.paymentNo, paymentNo));
    expect(p.status).toBe('refunded');
    const refunds = await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, o.id));
    expect(refunds).toMatchObject([{ amountFen: 15000, status: 'success', reason: '商家取消：档期冲突' }]);
    expect(await balance()).toEqual(before);
    const view = (await post(t.app, `${F}/order`, { orderId: o.id }, { token: buyer.token })).body.data;
    expect(view).toMatchObject({ status: 'cancelled', refund: { amount: 150, statusText: '退款成功', reason: '商家取消：档期冲突' } });
    const told = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.memberId, buyer.id), eq(messages.title, '订单已退款')));
    expect(told.find((m) => m.content.includes(o.orderNo))!.content).toContain('¥150.00');
    // Once only.
    expect((await post(t.app, '/api/foreground/seller/order/cancel', { orderId: o.id, reason: 'x' }, { token: seller.token })).body.msg).toBe(
      '订单当前状态为“已取消”，不能取消',
    );
  });

  it('lets an operator cancel and refund a paid order; never a delivered one', async () => {
    const { o } = await paidOrder(3300);
    const editor = (await createOperatorSession(t.database.db, { role: 'editor' })).headers;
    expect((await post(t.app, '/api/admin/payments/refund', { orderId: o.id, reason: '服务商无法履约' }, { headers: editor })).status).toBe(403);
    expect((await post(t.app, '/api/admin/payments/refund', { orderId: o.id, reason: '' }, { headers: admin })).body.msg).toBe('请填写取消原因');
    const r = await post(t.app, '/api/admin/payments/refund', { orderId: o.id, reason: '服务商无法履约' }, { headers: admin });
    expect(r.body.data).toMatchObject({ status: 'cancelled', refundStatus: '退款成功' });
    const { o: shipped } = await paidOrder(3300);
    await applyOrderEvent(t.database.db, { orderId: shipped.id, event: 'deliver', operator: '商家' });
    expect((await post(t.app, '/api/admin/payments/refund', { orderId: shipped.id, reason: 'x' }, { headers: admin })).body.msg).toBe(
      '订单当前状态为“已发货”，不能取消并退款',
    );
  });

  it("takes a buyer's refund request; the operator approves it (refund through the driver, audited) or refuses it with a reason", async () => {
    const ask = (orderId: number, reason: string, token = buyer.token) => post(t.app, `${F}/refund/request`, { orderId, reason }, { token });
    const list = (status?: string) => post(t.app, '/api/admin/payments/refund-requests/list', { status }, { headers: admin });
    const decide = (body: object, headers = admin) => post(t.app, '/api/admin/payments/refund-requests/decide', body, { headers });
    const a = await paidOrder(4200);
    const b = await paidOrder(4300);
    // 我的订单 offers 申请退款 on a paid order.
    const mine = await post(t.app, '/api/foreground/memberOrder/pageList', { status: 'paid' }, { token: buyer.token });
    expect(mine.body.data.list.find((x: { id: number }) => x.id === a.o.id).buyerActions).toEqual(['refund']);
    expect((await ask(a.o.id, '')).body.msg).toBe('请填写退款原因');
    expect((await ask(a.o.id, '行程变更', stranger)).status).toBe(404);
    expect((await ask(a.o.id, '行程变更')).body.data).toMatchObject({ status: 'pending', statusText: '待处理' });
    expect((await ask(a.o.id, '再次申请')).body.msg).toBe('已提交退款申请，请等待平台处理');
    expect((await ask(b.o.id, '预算取消')).status).toBe(200);
    const unpaid = await insertUnpaidOrder(t.database.db, seller.id, buyer.id, 100);
    expect((await ask(unpaid.id, 'x')).body.msg).toBe('订单当前状态为“待付款”，不能申请退款');

    // The console lists pending requests oldest first; an editor cannot.
    const editor = (await createOperatorSession(t.database.db, { role: 'editor' })).headers;
    expect((await post(t.app, '/api/admin/payments/refund-requests/list', {}, { headers: editor })).status).toBe(403);
    const pending = (await list('pending')).body.data.list.filter((r: { orderId: number }) => [a.o.id, b.o.id].includes(r.orderId));
    expect(pending.map((r: { orderNo: string }) => r.orderNo)).toEqual([a.o.orderNo, b.o.orderNo]);
    expect(pending[0]).toMatchObject({ amount: 42, reason: '行程变更', statusText: '待处理', orderStatusText: '待发货' });

    // Refusing needs a reason; the buyer is told it.
    expect((await decide({ requestId: pending[1].requestId, decision: 'refuse' })).body.msg).toBe('请填写拒绝原因');
    const refused = await decide({ requestId: pending[1].requestId, decision: 'refuse', reason: '服务已开始准备，请与商家协商' });
    expect(refused.body.data).toMatchObject({ status: 'refused', statusText: '已拒绝', decisionReason: '服务已开始准备，请与商家协商' });
    expect((await orderRow(b.o.id)).status).toBe('paid');
    const toldNo = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.memberId, buyer.id), eq(messages.title, '退款申请未通过')));
    expect(toldNo.some((m) => m.content.includes(b.o.orderNo))).toBe(true);

    // Approving refunds through the driver and cancels the order; once only.
    const approved = await decide({ requestId: pending[0].requestId, decision: 'approve' });
    expect(approved.body.data).toMatchObject({ status: 'approved', statusText: '已退款', orderStatusText: '已取消' });
    expect((await orderRow(a.o.id)).status).toBe('cancelled');
    expect((await decide({ requestId: pending[0].requestId, decision: 'approve' })).body.msg).toBe('该退款申请当前状态为“已退款”，不能重复处理');
    const refunds = (await post(t.app, '/api/admin/payments/refunds/list', {}, { headers: admin })).body.data.list;
    expect(refunds.find((r: { orderId: number }) => r.orderId === a.o.id)).toMatchObject({
      amount: 42,
      statusText: '退款成功',
      reason: '买家申请退款：行程变更',
    });
    // Both decisions are audited.
    const audit = await t.database.db.select().from(auditLogs).where(eq(auditLogs.entityType, 'payment_refund_request'));
    expect(audit.map((x) => x.action).sort()).toEqual(['refund_request.approved', 'refund_request.refused']);

    // A seller's cancel of an order with an open request answers the request too.
    const c = await paidOrder(4400);
    await ask(c.o.id, '不需要了');
    await post(t.app, '/api/foreground/seller/order/cancel', { orderId: c.o.id, reason: '买家要求' }, { token: seller.token });
    const [closed] = await t.database.db.select().from(paymentRefundRequests).where(eq(paymentRefundRequests.orderId, c.o.id));
    expect(closed.status).toBe('approved');
  });

  it('writes the audit row of a withdrawal decision in its transaction: a failed audit leaves the withdrawal pending', async () => {
    const applied = await post(
      t.app,
      '/api/foreground/seller/withdrawal/apply',
      { amount: 1, bankName: '招商银行', accountName: '上海演示活动服务有限公司', accountNo: '6225880012345678' },
      { token: seller.token },
    );
    const id = applied.body.data.withdrawalId as number;
    const { processWithdrawal } = await import('../seller/seller.routes.js');
    await expect(
      processWithdrawal(t.database.db, { withdrawalId: id, decision: 'paid', bankReference: 'CMB1', operator: '运营' }, async () => {
        throw new Error('audit insert failed');
      }),
    ).rejects.toThrow('audit insert failed');
    const [w] = await t.database.db.select().from(sellerWithdrawals).where(eq(sellerWithdrawals.id, id));
    expect(w.status).toBe('pending');
    const ok = await post(t.app, '/api/admin/withdrawals/decide', { withdrawalId: id, decision: 'rejected', remark: '测试驳回' }, { headers: admin });
    expect(ok.body.data.status).toBe('rejected');
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityType, 'seller_withdrawal'), eq(auditLogs.entityId, String(id))));
    expect(audit.map((x) => x.action)).toEqual(['withdrawal.rejected']);
  });

  it('books a confirmed order into the ledger less the platform fee; the balance is the sum of the ledger', async () => {
    const { o } = await paidOrder(20001);
    const before = await balance();
    await applyOrderEvent(t.database.db, { orderId: o.id, event: 'deliver', operator: '商家', sellerId: seller.id });
    await applyOrderEvent(t.database.db, { orderId: o.id, event: 'confirm', operator: '买家', buyerMemberId: buyer.id });
    const rows = await t.database.db.select().from(sellerFlows).where(eq(sellerFlows.orderId, o.id));
    expect(rows.map((r) => [r.kind, r.amountFen]).sort()).toEqual([
      ['fee', -1000],
      ['sale', 20001],
    ]);
    const after = await balance();
    expect(Math.round((after.available - before.available) * 100)).toBe(19001);
    const all = await t.database.db.select().from(sellerFlows).where(eq(sellerFlows.memberId, seller.id));
    expect(Math.round(after.available * 100)).toBe(all.reduce((s, r) => s + r.amountFen, 0));
    const fees = await post(t.app, '/api/foreground/seller/saleAndflow/list', { kind: 'fee' }, { token: seller.token });
    expect(fees.body.data.list[0]).toMatchObject({ kindText: '平台服务费', amount: -10, orderNo: o.orderNo });
  });

  it('reviews withdrawals in the console: paid with the bank reference, or rejected back into the balance', async () => {
    const apply = (amount: number) =>
      post(
        t.app,
        '/api/foreground/seller/withdrawal/apply',
        { amount, bankName: '招商银行', accountName: '上海演示活动服务有限公司', accountNo: '6225880012345678' },
        { token: seller.token },
      );
    const start = await balance();
    const a = (await apply(10)).body.data;
    const b = (await apply(20)).body.data;
    expect((await balance()).available).toBeCloseTo(start.available - 30, 2);

    const list = await post(t.app, '/api/admin/withdrawals/list', { status: 'pending' }, { headers: admin, pageParam: { pageNum: 1, pageSize: 50 } });
    const ids = list.body.data.list.map((w: { withdrawalId: number }) => w.withdrawalId);
    expect(ids).toEqual(expect.arrayContaining([a.withdrawalId, b.withdrawalId]));
    expect(list.body.data.list.find((w: { withdrawalId: number }) => w.withdrawalId === a.withdrawalId)).toMatchObject({
      sellerName: '上海演示活动服务有限公司',
      accountNo: '6225880012345678',
      statusText: '处理中',
    });
    const consultant = (await createOperatorSession(t.database.db, { role: 'consultant' })).headers;
    expect((await post(t.app, '/api/admin/withdrawals/list', {}, { headers: consultant })).status).toBe(403);
    expect((await post(t.app, '/api/admin/withdrawals/list', {}, { token: seller.token })).status).toBe(401);

    const decide = (data: object) => post(t.app, '/api/admin/withdrawals/decide', data, { headers: admin });
    expect((await decide({ withdrawalId: a.withdrawalId, decision: 'paid' })).body.msg).toBe('请填写银行流水号');
    expect((await decide({ withdrawalId: a.withdrawalId, decision: 'rejected' })).body.msg).toBe('请填写驳回原因');
    const paid = await decide({ withdrawalId: a.withdrawalId, decision: 'paid', bankReference: 'CMB20261127000123' });
    expect(paid.body.data).toMatchObject({ status: 'paid', bankReference: 'CMB20261127000123' });
    expect((await decide({ withdrawalId: a.withdrawalId, decision: 'rejected', remark: 'x' })).body.msg).toBe('该提现当前状态为“已到账”，不能重复处理');
    const rejected = await decide({ withdrawalId: b.withdrawalId, decision: 'rejected', remark: '开户名与执照不一致' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', remark: '开户名与执照不一致' });
    expect((await balance()).available).toBeCloseTo(start.available - 10, 2);
    const told = await t.database.db.select().from(messages).where(eq(messages.memberId, seller.id));
    expect(told.map((m) => m.title)).toEqual(expect.arrayContaining(['提现已到账', '提现申请被驳回']));
    expect(told.find((m) => m.title === '提现已到账')!.content).toContain('CMB20261127000123');
    const [row] = await t.database.db.select().from(sellerWithdrawals).where(eq(sellerWithdrawals.id, a.withdrawalId));
    expect(row.bankReference).toBe('CMB20261127000123');
  });

  it('reconciles: nothing to report after all of the above, and a tampered ledger is reported', async () => {
    const clean = await post(t.app, '/api/admin/payments/reconcile', {}, { headers: admin });
    expect(clean.body.data.problems).toEqual([]);
    expect(clean.body.data.checked.payments).toBeGreaterThan(0);
    const [w] = await t.database.db.select().from(sellerWithdrawals).where(eq(sellerWithdrawals.status, 'paid')).limit(1);
    const [o] = await t.database.db.select().from(sellerOrders).where(eq(sellerOrders.status, 'completed')).limit(1);
    await t.database.db.insert(sellerFlows).values([
      { memberId: w.memberId, kind: 'withdrawal_return', amountFen: w.amountFen, withdrawalId: w.id, note: '篡改' },
      { memberId: o.memberId, kind: 'sale', amountFen: 1, orderId: o.id, note: '篡改' },
    ]);
    const [p] = await t.database.db.select().from(payments).where(eq(payments.status, 'paid')).limit(1);
    await t.database.db
      .update(payments)
      .set({ amountFen: p.amountFen + 1 })
      .where(eq(payments.id, p.id));
    const report = await reconcile(t.database.db);
    expect(report.problems.map((x) => `${x.kind}:${x.ref}`).sort()).toEqual(
      [`withdrawal:${w.withdrawNo}`, `order:${o.orderNo}`, `order:${(await orderRow(p.orderId)).orderNo}`].sort(),
    );
    expect(report.problems.find((x) => x.kind === 'withdrawal')!.message).toContain('账本合计');
  });
});
