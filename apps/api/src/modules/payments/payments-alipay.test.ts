import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadPaymentsConfig } from '../../config.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { memberSessions, members, paymentNotifications, paymentRefunds, payments, sellerOrders } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { alipayPaymentDriver } from './payments-alipay.js';
import { insertUnpaidOrder } from './testing.js';
import { alipaySignContent, rsaPair, rsaSign, rsaVerify, startStub, type StubRequest } from './provider-stubs.js';

const app = rsaPair(); // the merchant application's key pair
const alipay = rsaPair(); // Alipay's own key pair (signs answers and notifications)
const APP_ID = '2021000000000001';
let hang = false;
let answerKey = alipay.privatePem;
/** What alipay.trade.query answers per out_trade_no (absent: ACQ.TRADE_NOT_EXIST). */
const trades = new Map<string, { status: string; total: string }>();

/** Every parameter of an openapi gateway call: the signed ones in the query, the business ones in the form body. */
const paramsOf = (req: StubRequest) => ({
  ...Object.fromEntries(new URL(req.url, 'http://x').searchParams),
  ...Object.fromEntries(new URLSearchParams(req.body)),
});

const stub = await startStub(async (req) => {
  if (hang) return 'hang';
  const p = paramsOf(req);
  const biz = JSON.parse(p.biz_content ?? '{}');
  if (p.method === 'alipay.trade.query') {
    const trade = trades.get(biz.out_trade_no);
    const inner = JSON.stringify(
      trade
        ? {
            code: '10000',
            msg: 'Success',
            trade_no: '2026112822001400000000000077',
            out_trade_no: biz.out_trade_no,
            trade_status: trade.status,
            total_amount: trade.total,
          }
        : { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' },
    );
    return { body: `{"alipay_trade_query_response":${inner},"sign":"${rsaSign(inner, answerKey)}"}` };
  }
  if (p.method !== 'alipay.trade.refund') return { status: 404, body: '{}' };
  const inner = JSON.stringify({
    code: '10000',
    msg: 'Success',
    trade_no: '2026112722001400000000000001',
    out_trade_no: biz.out_trade_no,
    refund_fee: biz.refund_amount,
    fund_change: 'Y',
  });
  // Alipay signs the exact text of the response object.
  return { body: `{"alipay_trade_refund_response":${inner},"sign":"${rsaSign(inner, answerKey)}"}` };
});
afterAll(() => stub.close());

const env = (timeout = '2000') => ({
  PAYMENT_DRIVER: 'alipay',
  PAYMENT_TIMEOUT_MS: timeout,
  ALIPAY_GATEWAY: `${stub.base}/gateway.do`,
  ALIPAY_APP_ID: APP_ID,
  ALIPAY_PRIVATE_KEY: app.privatePem,
  ALIPAY_PUBLIC_KEY: alipay.publicPem,
});
const driver = (timeout?: string) => alipayPaymentDriver(loadPaymentsConfig(env(timeout), 'https://shp.example.com').alipay!, Number(timeout ?? 2000));

/** An async notification as Alipay posts it: form fields signed RSA2 (sign and sign_type left out). */
function notification(fields: Record<string, string>, key = alipay.privatePem) {
  const params: Record<string, string> = {
    notify_time: '2026-11-27 21:00:00',
    notify_type: 'trade_status_sync',
    notify_id: `ac05099524730693a8b330c5ecf72da${Math.floor(Math.random() * 10)}`,
    app_id: APP_ID,
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
    trade_status: 'TRADE_SUCCESS',
    ...fields,
  };
  params.sign = rsaSign(alipaySignContent(params, true), key);
  return new URLSearchParams(params).toString();
}

describe('alipay driver against a stub of the gateway', () => {
  it('builds RSA2-signed page pay and wap pay addresses for the order amount', async () => {
    const d = driver();
    for (const [device, method, product] of [
      ['desktop', 'alipay.trade.page.pay', 'FAST_INSTANT_TRADE_PAY'],
      ['mobile', 'alipay.trade.wap.pay', 'QUICK_WAP_WAY'],
    ] as const) {
      const action = await d.create({
        paymentNo: 'PY20261127000000000001',
        amountFen: 12345,
        description: '商铺汇订单SO1 舞台搭建',
        device,
        clientIp: '203.0.113.9',
        returnUrl: 'https://shp.example.com/pay?orderId=7&returned=1',
        notifyUrl: 'https://shp.example.com/api/payments/notify/alipay',
      });
      expect(action.kind).toBe('redirect');
      const url = new URL(action.kind === 'redirect' ? action.url : '');
      expect(`${url.origin}${url.pathname}`).toBe(`${stub.base}/gateway.do`);
      const params = Object.fromEntries(url.searchParams);
      expect(params).toMatchObject({ app_id: APP_ID, method, sign_type: 'RSA2', notify_url: 'https://shp.example.com/api/payments/notify/alipay' });
      expect(JSON.parse(params.biz_content)).toMatchObject({ out_trade_no: 'PY20261127000000000001', total_amount: '123.45', product_code: product });
      expect(rsaVerify(alipaySignContent(params, false), params.sign, app.publicPem)).toBe(true);
    }
  });

  it('verifies async notifications signed by Alipay, and refuses others', async () => {
    const d = driver();
    const body = notification({ out_trade_no: 'PY1', trade_no: '2026112722001', total_amount: '88.00' });
    expect(await d.verifyNotice({}, Buffer.from(body))).toEqual({ paymentNo: 'PY1', providerTradeNo: '2026112722001', amountFen: 8800, paid: true });
    const forged = notification({ out_trade_no: 'PY1', trade_no: '1', total_amount: '88.00' }, rsaPair().privatePem);
    await expect(d.verifyNotice({}, Buffer.from(forged))).rejects.toThrow('验签失败');
    const tampered = body.replace('total_amount=88.00', 'total_amount=0.01');
    await expect(d.verifyNotice({}, Buffer.from(tampered))).rejects.toThrow('验签失败');
    await expect(d.verifyNotice({}, Buffer.from(notification({ app_id: '2021999', out_trade_no: 'PY1', total_amount: '1.00' })))).rejects.toThrow('应用不符');
    expect(d.ack(true)).toMatchObject({ status: 200, body: 'success' });
    expect(d.ack(false)).toMatchObject({ body: 'fail' });
  });

  it('signs the refund call and checks the signed answer; a timeout or a bad answer signature fails', async () => {
    const d = driver();
    const r = await d.refund({ paymentNo: 'PY9', refundNo: 'RF9', amountFen: 500, totalFen: 500, reason: '商家取消', notifyUrl: '' });
    expect(r).toEqual({ status: 'success', providerRefundId: '2026112722001400000000000001' });
    const req = stub.requests.at(-1)!;
    const params = paramsOf(req);
    expect(params).toMatchObject({ app_id: APP_ID, method: 'alipay.trade.refund', sign_type: 'RSA2' });
    expect(JSON.parse(params.biz_content)).toMatchObject({ out_trade_no: 'PY9', out_request_no: 'RF9', refund_amount: '5.00' });
    expect(rsaVerify(alipaySignContent(params, false), params.sign, app.publicPem)).toBe(true);
    answerKey = rsaPair().privatePem;
    await expect(d.refund({ paymentNo: 'PY9', refundNo: 'RF10', amountFen: 500, totalFen: 500, reason: 'x', notifyUrl: '' })).rejects.toThrow();
    answerKey = alipay.privatePem;
    hang = true;
    await expect(driver('300').refund({ paymentNo: 'PY9', refundNo: 'RF11', amountFen: 500, totalFen: 500, reason: 'x', notifyUrl: '' })).rejects.toThrow(
      /timeout/i,
    );
    hang = false;
  });
});

describe('alipay through the API: notification, replay, wrong amount, refund', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env());
  });
  afterAll(async () => t?.close());

  it('pays only by a verified notification of the right amount, once; the seller cancel refunds', async () => {
    const session = async (phone: string) => {
      const [m] = await t.database.db.select().from(members).where(eq(members.phone, phone));
      const token = randomToken();
      await t.database.db.insert(memberSessions).values({ memberId: m.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 86400000) });
      return { token, id: m.id };
    };
    const buyer = await session('13800000003');
    const seller = await session('13800000011');
    const o = await insertUnpaidOrder(t.database.db, seller.id, buyer.id, 4321);
    const r = await post(t.app, '/api/foreground/payments/bill/prepay', { orderId: o.id, device: 'mobile' }, { token: buyer.token });
    expect(r.body.data).toMatchObject({ driver: 'alipay', amount: 43.21, action: { kind: 'redirect' } });
    expect(r.body.data.action.url).toContain('alipay.trade.wap.pay');
    const paymentNo = r.body.data.paymentNo;
    const send = (body: string) =>
      t.app.inject({ method: 'POST', url: '/api/payments/notify/alipay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });

    const wrong = await send(notification({ out_trade_no: paymentNo, trade_no: 'T1', total_amount: '0.01' }));
    expect(wrong.body).toBe('fail');
    const good = notification({ out_trade_no: paymentNo, trade_no: '2026112722009', total_amount: '43.21' });
    expect((await send(good)).body).toBe('success');
    expect((await send(good)).body).toBe('success');
    expect((await send(good.replace('total_amount=43.21', 'total_amount=43.22'))).body).toBe('fail');
    const outcomes = (await t.database.db.select().from(paymentNotifications)).map((n) => n.outcome);
    expect(outcomes).toEqual(['amount_mismatch', 'applied', 'duplicate', 'bad_signature']);
    expect((await t.database.db.select().from(sellerOrders).where(eq(sellerOrders.id, o.id)))[0].status).toBe('paid');

    const cancel = await post(t.app, '/api/foreground/seller/order/cancel', { orderId: o.id, reason: '活动取消' }, { token: seller.token });
    expect(cancel.body.data.status).toBe('cancelled');
    const [p] = await t.database.db.select().from(payments).where(eq(payments.paymentNo, paymentNo));
    expect(p.status).toBe('refunded');
    expect(await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, p.id))).toMatchObject([{ amountFen: 4321, status: 'success' }]);
  });

  it('asks Alipay (alipay.trade.query, signed) when no notification came: back on /pay, and in the nightly job', async () => {
    const [buyer] = await t.database.db.select().from(members).where(eq(members.phone, '13800000003'));
    const [seller] = await t.database.db.select().from(members).where(eq(members.phone, '13800000011'));
    const token = randomToken();
    await t.database.db.insert(memberSessions).values({ memberId: buyer.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 86400000) });
    const o = await insertUnpaidOrder(t.database.db, seller.id, buyer.id, 999);
    const paymentNo = (await post(t.app, '/api/foreground/payments/bill/prepay', { orderId: o.id }, { token })).body.data.paymentNo;
    // Not paid yet (the trade does not exist at Alipay): the order waits.
    const before = await post(t.app, '/api/foreground/payments/order', { orderId: o.id, check: true }, { token });
    expect(before.body.data.status).toBe('pending_payment');
    const asked = stub.requests.filter((q) => paramsOf(q).method === 'alipay.trade.query');
    expect(asked).toHaveLength(1);
    expect(rsaVerify(alipaySignContent(paramsOf(asked[0]), false), paramsOf(asked[0]).sign, app.publicPem)).toBe(true);
    // Paid at Alipay, notification lost: the nightly job finds it once the payment is five minutes old.
    trades.set(paymentNo, { status: 'TRADE_SUCCESS', total: '9.99' });
    const { paymentsJobs } = await import('./payments.jobs.js');
    const run = (now: Date) => paymentsJobs[0].handler({ db: t.database.db, now, log: t.app.log, app: t.app }, {});
    expect(await run(new Date())).toMatchObject({ queried: { asked: 0 } });
    expect(await run(new Date(Date.now() + 6 * 60_000))).toMatchObject({ queried: { asked: 1, paid: 1 }, problems: 0 });
    expect((await t.database.db.select().from(sellerOrders).where(eq(sellerOrders.id, o.id)))[0].status).toBe('paid');
    expect(
      (await t.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.paymentNo, paymentNo))).map((n) => [n.outcome, n.detail]),
    ).toEqual([['applied', '主动查询']]);
    // A query that reports another amount is refused like such a notification.
    const o2 = await insertUnpaidOrder(t.database.db, seller.id, buyer.id, 500);
    const p2 = (await post(t.app, '/api/foreground/payments/bill/prepay', { orderId: o2.id }, { token })).body.data.paymentNo;
    trades.set(p2, { status: 'TRADE_SUCCESS', total: '0.01' });
    expect((await post(t.app, '/api/foreground/payments/order', { orderId: o2.id, check: true }, { token })).body.data.status).toBe('pending_payment');
    expect((await t.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.paymentNo, p2)))[0].outcome).toBe('amount_mismatch');
  });

  it('fails start-up naming the missing setting', () => {
    expect(() => loadPaymentsConfig({ PAYMENT_DRIVER: 'alipay', ALIPAY_APP_ID: APP_ID }, 'https://x.example')).toThrow(
      'PAYMENT_DRIVER=alipay needs ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY',
    );
  });
});
