import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { loadPaymentsConfig } from '../../config.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { memberSessions, members, paymentNotifications, paymentRefunds, payments, sellerOrders } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { wechatPaymentDriver } from './payments-wechatpay.js';
import { insertUnpaidOrder } from './testing.js';
import {
  wxAuthorization,
  rsaPair,
  rsaVerify,
  startStub,
  wxNotificationBody,
  wxRefundNotificationBody,
  wxSignedHeaders,
  type StubRequest,
} from './provider-stubs.js';

const merchant = rsaPair();
const platform = { ...rsaPair(), serial: 'PUB_KEY_ID_0114232134912410000000000' };
const apiV3Key = crypto.randomBytes(16).toString('hex'); // 32 characters
const MCHID = '1900000001';
const SERIAL = '3775B6A45ACD588826D15E583A95F5DD00000000';

let answerSigner = (body: string) => wxSignedHeaders(body, platform);
let hang = false;
/** What the refund API answers (WeChat usually answers PROCESSING and notifies the result later). */
let refundStatus = 'SUCCESS';
/** What the order query answers per out_trade_no (absent: 404 ORDER_NOT_EXIST). */
const trades = new Map<string, { trade_state: string; total: number }>();
const stub = await startStub(async (req: StubRequest) => {
  if (hang) return 'hang';
  const path = new URL(req.url, 'http://x').pathname;
  const queried = /^\/v3\/pay\/transactions\/out-trade-no\/([A-Z0-9]+)$/.exec(path);
  if (queried && req.method === 'GET') {
    const trade = trades.get(queried[1]);
    if (!trade) return { status: 404, body: JSON.stringify({ code: 'ORDER_NOT_EXIST', message: '订单不存在' }) };
    const answer = JSON.stringify({
      appid: 'wxd678efh567hg6787',
      mchid: MCHID,
      out_trade_no: queried[1],
      transaction_id: '4200000000000000000000000077',
      trade_state: trade.trade_state,
      amount: { total: trade.total, payer_total: trade.total, currency: 'CNY', payer_currency: 'CNY' },
    });
    return { body: answer, headers: answerSigner(answer) };
  }
  const body =
    path === '/v3/pay/transactions/native'
      ? JSON.stringify({ code_url: 'weixin://wxpay/bizpayurl?pr=stub0001' })
      : path === '/v3/pay/transactions/h5'
        ? JSON.stringify({ h5_url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=stub&package=1' })
        : path === '/v3/refund/domestic/refunds'
          ? JSON.stringify({ refund_id: '50000000382019052709732678859', status: refundStatus, out_refund_no: JSON.parse(req.body).out_refund_no })
          : '';
  if (!body) return { status: 404, body: JSON.stringify({ code: 'NOT_FOUND', message: 'no such API' }) };
  return { body, headers: answerSigner(body) };
});

const env = (timeout = '2000') => ({
  PAYMENT_DRIVER: 'wechatpay',
  PAYMENT_TIMEOUT_MS: timeout,
  WECHATPAY_BASE_URL: `${stub.base}/`,
  WECHATPAY_MCHID: MCHID,
  WECHATPAY_APPID: 'wxd678efh567hg6787',
  WECHATPAY_SERIAL: SERIAL,
  WECHATPAY_PRIVATE_KEY: merchant.privatePem,
  WECHATPAY_PLATFORM_SERIAL: platform.serial,
  WECHATPAY_PLATFORM_PUBLIC_KEY: platform.publicPem,
  WECHATPAY_APIV3_KEY: apiV3Key,
});
const driver = (timeout?: string) => wechatPaymentDriver(loadPaymentsConfig(env(timeout), 'https://shp.example.com').wechatpay!, Number(timeout ?? 2000));

/** The request really carries the merchant's signature over "METHOD\nURL\ntimestamp\nnonce\nbody\n". */
function expectSignedRequest(req: StubRequest) {
  const auth = String(req.headers.authorization ?? '');
  const f = wxAuthorization(auth);
  expect(f, auth).not.toBeNull();
  expect({ mchid: f!.mchid, serial: f!.serial_no }).toEqual({ mchid: MCHID, serial: SERIAL });
  expect(rsaVerify(`${req.method}\n${req.url}\n${f!.timestamp}\n${f!.nonce_str}\n${req.body}\n`, f!.signature, merchant.publicPem)).toBe(true);
}

afterAll(() => stub.close());

describe('wechatpay driver against a stub of the APIv3 wire protocol', () => {
  const create = (device: 'desktop' | 'mobile', d = driver()) =>
    d.create({
      paymentNo: 'PY20261127ABCDEF012345',
      amountFen: 12345,
      description: '商铺汇订单SO1 舞台搭建',
      device,
      clientIp: '203.0.113.9',
      returnUrl: 'https://shp.example.com/pay?orderId=7&returned=1',
      notifyUrl: 'https://shp.example.com/api/payments/notify/wechatpay',
    });

  it('signs Native and H5 orders (Authorization WECHATPAY2-SHA256-RSA2048) and checks the signed answers', async () => {
    expect(await create('desktop')).toEqual({ kind: 'qr', codeUrl: 'weixin://wxpay/bizpayurl?pr=stub0001' });
    const native = stub.requests.at(-1)!;
    expect(native.url).toBe('/v3/pay/transactions/native');
    expectSignedRequest(native);
    expect(JSON.parse(native.body)).toMatchObject({
      mchid: MCHID,
      out_trade_no: 'PY20261127ABCDEF012345',
      amount: { total: 12345, currency: 'CNY' },
      notify_url: 'https://shp.example.com/api/payments/notify/wechatpay',
    });
    const h5 = await create('mobile');
    expect(h5.kind).toBe('redirect');
    expect(h5.kind === 'redirect' && h5.url).toContain(`&redirect_url=${encodeURIComponent('https://shp.example.com/pay?orderId=7&returned=1')}`);
    const h5req = stub.requests.at(-1)!;
    expectSignedRequest(h5req);
    expect(JSON.parse(h5req.body).scene_info).toEqual({ payer_client_ip: '203.0.113.9', h5_info: { type: 'Wap' } });
  });

  it('refuses an answer not signed by the platform key, and a provider that does not answer in time', async () => {
    const other = rsaPair();
    answerSigner = (body) => wxSignedHeaders(body, { serial: platform.serial, privatePem: other.privatePem });
    await expect(create('desktop')).rejects.toThrow();
    answerSigner = (body) => wxSignedHeaders(body, platform);
    hang = true;
    const started = Date.now();
    await expect(create('desktop', driver('300'))).rejects.toThrow(/timeout/i);
    expect(Date.now() - started).toBeLessThan(2000);
    hang = false;
  });

  it('verifies notifications: platform signature, serial, timestamp, AES-GCM resource', async () => {
    const d = driver();
    const body = wxNotificationBody(apiV3Key, { out_trade_no: 'PY1', transaction_id: '4200000001', total: 500 });
    const ok = await d.verifyNotice(lower(wxSignedHeaders(body, platform)), Buffer.from(body));
    expect(ok).toEqual({ paymentNo: 'PY1', providerTradeNo: '4200000001', amountFen: 500, paid: true });
    await expect(d.verifyNotice(lower(wxSignedHeaders(body, { ...platform, privatePem: rsaPair().privatePem })), Buffer.from(body))).rejects.toThrow(
      '验签失败',
    );
    await expect(d.verifyNotice(lower(wxSignedHeaders(body, { ...platform, serial: 'OTHER' })), Buffer.from(body))).rejects.toThrow('序列号未知');
    const old = Math.floor(Date.now() / 1000) - 3600;
    await expect(d.verifyNotice(lower(wxSignedHeaders(body, platform, old)), Buffer.from(body))).rejects.toThrow('5分钟');
    const tampered = body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS ');
    await expect(d.verifyNotice(lower(wxSignedHeaders(body, platform)), Buffer.from(tampered))).rejects.toThrow('验签失败');
    const wrongKey = wxNotificationBody(crypto.randomBytes(16).toString('hex'), { out_trade_no: 'PY1', transaction_id: '1', total: 500 });
    await expect(d.verifyNotice(lower(wxSignedHeaders(wrongKey, platform)), Buffer.from(wrongKey))).rejects.toThrow('解密失败');
  });
});

const lower = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));

describe('wechatpay through the API: pay by notification, replay, wrong amount, refund', () => {
  let t: TestApp;
  let buyer: { token: string; id: number };
  let sellerToken: string;
  beforeAll(async () => {
    t = await createTestApp(env());
    const session = async (phone: string) => {
      const [m] = await t.database.db.select().from(members).where(eq(members.phone, phone));
      const token = randomToken();
      await t.database.db.insert(memberSessions).values({ memberId: m.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 86400000) });
      return { token, id: m.id };
    };
    buyer = await session('13800000003');
    sellerToken = (await session('13800000011')).token;
  });
  afterAll(async () => t?.close());

  const postNotice = (body: string, headers = wxSignedHeaders(body, platform)) =>
    t.app.inject({ method: 'POST', url: '/api/payments/notify/wechatpay', headers: { ...headers, 'content-type': 'application/json' }, payload: body });

  it('goes from a QR code to 待发货 only through the signed notification, once, for the right amount; a cancel refunds', async () => {
    const [seller] = await t.database.db.select().from(members).where(eq(members.phone, '13800000011'));
    const o = await insertUnpaidOrder(t.database.db, seller.id, buyer.id, 8800);
    const r = await post(t.app, '/api/foreground/payments/bill/prepay', { orderId: o.id, device: 'desktop' }, { token: buyer.token });
    expect(r.body.data).toMatchObject({ driver: 'wechatpay', amount: 88, action: { kind: 'qr', codeUrl: 'weixin://wxpay/bizpayurl?pr=stub0001' } });
    expect(r.body.data.action.qrImage).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    const paymentNo = r.body.data.paymentNo;
    // The sandbox does not exist beside a real driver.
    expect((await post(t.app, '/api/foreground/payments/sandbox/decide', { paymentNo, result: 'success' }, { token: buyer.token })).status).toBe(404);

    const wrong = wxNotificationBody(apiV3Key, { out_trade_no: paymentNo, transaction_id: '4200000002', total: 1 });
    const refused = await postNotice(wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'FAIL', message: '失败' });
    const forged = await postNotice(wxNotificationBody(apiV3Key, { out_trade_no: paymentNo, transaction_id: 'x', total: 8800 }), {
      ...wxSignedHeaders('something else', platform),
    });
    expect(forged.statusCode).toBe(400);
    expect((await t.database.db.select().from(sellerOrders).where(eq(sellerOrders.id, o.id)))[0].status).toBe('pending_payment');

    const good = wxNotificationBody(apiV3Key, { out_trade_no: paymentNo, transaction_id: '4200000003', total: 8800 });
    expect((await postNotice(good)).statusCode).toBe(204);
    expect((await postNotice(good)).statusCode).toBe(204);
    expect((await t.database.db.select().from(sellerOrders).where(eq(sellerOrders.id, o.id)))[0].status).toBe('paid');
    const logged = await t.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.paymentNo, paymentNo));
    expect(logged.map((n) => n.outcome)).toEqual(['amount_mismatch', 'applied', 'duplicate']);
    expect((await t.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.outcome, 'bad_signature'))).length).toBe(1);

    const cancel = await post(t.app, '/api/foreground/seller/order/cancel', { orderId: o.id, reason: '场地取消' }, { token: sellerToken });
    expect(cancel.body.data.status).toBe('cancelled');
    const refundReq = stub.requests.find((q) => q.url === '/v3/refund/domestic/refunds')!;
    expectSignedRequest(refundReq);
    expect(JSON.parse(refundReq.body)).toMatchObject({ out_trade_no: paymentNo, amount: { refund: 8800, total: 8800, currency: 'CNY' } });
    const [p] = await t.database.db.select().from(payments).where(eq(payments.paymentNo, paymentNo));
    expect(p).toMatchObject({ status: 'refunded', providerTradeNo: '4200000003' });
    const [refund] = await t.database.db
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, p.id)));
    expect(refund).toMatchObject({ status: 'success', providerRefundId: '50000000382019052709732678859' });
  });

  it('keeps the order paid when the provider does not take the refund in time', async () => {
    const [seller] = await t.database.db.select().from(members).where(eq(members.phone, '13800000011'));
    const o = await insertUnpaidOrder(t.database.db, seller.id, buyer.id, 100);
    const paymentNo = (await post(t.app, '/api/foreground/payments/bill/prepay', { orderId: o.id }, { token: buyer.token })).body.data.paymentNo;
    await postNotice(wxNotificationBody(apiV3Key, { out_trade_no: paymentNo, transaction_id: '4200000009', total: 100 }));
    hang = true;
    try {
      const r = await post(t.app, '/api/foreground/seller/order/cancel', { orderId: o.id, reason: '场地取消' }, { token: sellerToken });
      expect(r.status).toBe(503);
      expect(r.body.msg).toBe('支付渠道暂时无法受理，请稍后重试');
    } finally {
      hang = false;
    }
    expect((await t.database.db.select().from(sellerOrders).where(eq(sellerOrders.id, o.id)))[0].status).toBe('paid');
    expect(await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, o.id))).toEqual([]);
  });
});

describe('wechatpay: refund results by notification, and asking for a payment whose notification never came', () => {
  let t: TestApp;
  let buyer: { token: string; id: number };
  let sellerId: number;
  beforeAll(async () => {
    t = await createTestApp(env());
    const [b] = await t.database.db.select().from(members).where(eq(members.phone, '13800000003'));
    const [s] = await t.database.db.select().from(members).where(eq(members.phone, '13800000011'));
    const token = randomToken();
    await t.database.db.insert(memberSessions).values({ memberId: b.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 86400000) });
    buyer = { token, id: b.id };
    sellerId = s.id;
  });
  afterAll(async () => t?.close());

  const send = (url: string, body: string, headers = wxSignedHeaders(body, platform)) =>
    t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: body });
  const notices = async (paymentNo: string) =>
    (await t.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.paymentNo, paymentNo))).map((n) => n.outcome);

  /** An order paid through a signed notification; its payment number. */
  async function paidOrder(totalFen: number) {
    const o = await insertUnpaidOrder(t.database.db, sellerId, buyer.id, totalFen);
    const paymentNo = (await post(t.app, '/api/foreground/payments/bill/prepay', { orderId: o.id }, { token: buyer.token })).body.data.paymentNo as string;
    expect(
      (await send('/api/payments/notify/wechatpay', wxNotificationBody(apiV3Key, { out_trade_no: paymentNo, transaction_id: '42000001', total: totalFen })))
        .statusCode,
    ).toBe(204);
    return { o, paymentNo };
  }

  it('a PROCESSING refund becomes 退款成功 by the signed, encrypted REFUND.SUCCESS notification, once; forged or wrong ones change nothing', async () => {
    const { o, paymentNo } = await paidOrder(6600);
    refundStatus = 'PROCESSING';
    try {
      const r = await post(
        t.app,
        '/api/admin/payments/refund',
        { orderId: o.id, reason: '场地停电' },
        { headers: (await import('../../test/operators.js').then((m) => m.createOperatorSession(t.database.db, { role: 'admin' }))).headers },
      );
      expect(r.body.data).toMatchObject({ status: 'cancelled', refundStatus: '退款处理中' });
    } finally {
      refundStatus = 'SUCCESS';
    }
    // The refund call names where the result goes.
    const call = stub.requests.filter((q) => q.url === '/v3/refund/domestic/refunds').at(-1)!;
    expectSignedRequest(call);
    expect(JSON.parse(call.body).notify_url).toBe(
      'http://localhost:3000/api/payments/notify/wechatpay/refund'.replace('http://localhost:3000', t.config.publicOrigin),
    );
    const [refund] = await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, o.id));
    expect(refund.status).toBe('processing');
    const refundUrl = '/api/payments/notify/wechatpay/refund';
    const result = (refundAmount: number, status?: 'SUCCESS' | 'ABNORMAL') =>
      wxRefundNotificationBody(apiV3Key, {
        out_trade_no: paymentNo,
        out_refund_no: refund.refundNo,
        refund_id: '50300000000001',
        refund: refundAmount,
        total: 6600,
        refund_status: status,
      });

    // Forged (signed over other text), wrong amount, unknown refund: refused, nothing changes.
    expect((await send(refundUrl, result(6600), wxSignedHeaders('other', platform))).statusCode).toBe(400);
    expect((await send(refundUrl, result(1))).statusCode).toBe(400);
    const unknown = wxRefundNotificationBody(apiV3Key, { out_trade_no: paymentNo, out_refund_no: 'RF0000000000', refund_id: 'x', refund: 6600, total: 6600 });
    expect((await send(refundUrl, unknown)).statusCode).toBe(400);
    // A payment notification posted to the refund endpoint is not a refund result.
    expect((await send(refundUrl, wxNotificationBody(apiV3Key, { out_trade_no: paymentNo, transaction_id: 'x', total: 6600 }))).statusCode).toBe(400);
    expect((await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refund.id)))[0].status).toBe('processing');

    const good = result(6600);
    expect((await send(refundUrl, good)).statusCode).toBe(204);
    expect((await send(refundUrl, good)).statusCode).toBe(204);
    const [done] = await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refund.id));
    expect(done).toMatchObject({ status: 'success', providerRefundId: '50300000000001' });
    expect(done.doneAt).not.toBeNull();
    expect(await notices(paymentNo)).toEqual(['applied', 'amount_mismatch', 'unknown_refund', 'refund_applied', 'refund_duplicate']);
    expect((await post(t.app, '/api/foreground/payments/order', { orderId: o.id }, { token: buyer.token })).body.data.refund).toMatchObject({
      statusText: '退款成功',
    });
  });

  it('an ABNORMAL refund is marked failed for an operator; the reconciliation reports it', async () => {
    const { o, paymentNo } = await paidOrder(700);
    refundStatus = 'PROCESSING';
    const seller = randomToken();
    await t.database.db.insert(memberSessions).values({ memberId: sellerId, tokenHash: sha256(seller), expiresAt: new Date(Date.now() + 86400000) });
    try {
      expect((await post(t.app, '/api/foreground/seller/order/cancel', { orderId: o.id, reason: '档期冲突' }, { token: seller })).body.data.status).toBe(
        'cancelled',
      );
    } finally {
      refundStatus = 'SUCCESS';
    }
    const [refund] = await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, o.id));
    const body = wxRefundNotificationBody(apiV3Key, {
      out_trade_no: paymentNo,
      out_refund_no: refund.refundNo,
      refund_id: '503002',
      refund: 700,
      total: 700,
      refund_status: 'ABNORMAL',
    });
    expect((await send('/api/payments/notify/wechatpay/refund', body)).statusCode).toBe(204);
    expect((await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refund.id)))[0].status).toBe('failed');
    const { reconcile } = await import('./payments-reconcile.js');
    const report = await reconcile(t.database.db);
    expect(report.problems.some((p) => p.ref === paymentNo)).toBe(true);
  });

  it('asks WeChat Pay (signed GET out-trade-no) when back on /pay without a notification; pays once, for the right amount only', async () => {
    const o = await insertUnpaidOrder(t.database.db, sellerId, buyer.id, 1234);
    const paymentNo = (await post(t.app, '/api/foreground/payments/bill/prepay', { orderId: o.id }, { token: buyer.token })).body.data.paymentNo as string;
    const order = (check?: boolean) => post(t.app, '/api/foreground/payments/order', { orderId: o.id, check }, { token: buyer.token });
    // Not opened yet (404 at WeChat): still waiting.
    expect((await order(true)).body.data.status).toBe('pending_payment');
    const asked = stub.requests.filter((q) => q.url.startsWith(`/v3/pay/transactions/out-trade-no/${paymentNo}`));
    expect(asked).toHaveLength(1);
    expect(asked[0].url).toBe(`/v3/pay/transactions/out-trade-no/${paymentNo}?mchid=${MCHID}`);
    expectSignedRequest(asked[0]);
    // Polled again within ten seconds: WeChat is not asked again.
    trades.set(paymentNo, { trade_state: 'SUCCESS', total: 1234 });
    expect((await order(true)).body.data.status).toBe('pending_payment');
    expect(stub.requests.filter((q) => q.url.startsWith(`/v3/pay/transactions/out-trade-no/${paymentNo}`))).toHaveLength(1);
    // Without check (a plain look at the order) nothing is asked either.
    expect((await order()).body.data.status).toBe('pending_payment');
    // The nightly job asks about it once it is five minutes old: paid, booked once.
    const { paymentsJobs } = await import('./payments.jobs.js');
    const r = await paymentsJobs[0].handler({ db: t.database.db, now: new Date(Date.now() + 6 * 60_000), log: t.app.log, app: t.app }, {});
    expect(r).toMatchObject({ queried: { paid: 1 } });
    expect((await order()).body.data).toMatchObject({ status: 'paid', statusText: '待发货' });
    // The notification arriving after all is a duplicate.
    expect(
      (
        await send(
          '/api/payments/notify/wechatpay',
          wxNotificationBody(apiV3Key, { out_trade_no: paymentNo, transaction_id: '4200000000000000000000000077', total: 1234 }),
        )
      ).statusCode,
    ).toBe(204);
    expect(await notices(paymentNo)).toEqual(['applied', 'duplicate']);
    // An answer not signed by the platform is not believed.
    const o2 = await insertUnpaidOrder(t.database.db, sellerId, buyer.id, 50);
    const p2 = (await post(t.app, '/api/foreground/payments/bill/prepay', { orderId: o2.id }, { token: buyer.token })).body.data.paymentNo as string;
    trades.set(p2, { trade_state: 'SUCCESS', total: 50 });
    answerSigner = (body: string) => wxSignedHeaders(body, { ...rsaPair(), serial: platform.serial });
    try {
      expect((await post(t.app, '/api/foreground/payments/order', { orderId: o2.id, check: true }, { token: buyer.token })).body.data.status).toBe(
        'pending_payment',
      );
    } finally {
      answerSigner = (body: string) => wxSignedHeaders(body, platform);
    }
    expect(await notices(p2)).toEqual([]);
  });
});

describe('wechatpay settings', () => {
  it('fails start-up naming the missing setting', () => {
    expect(() => loadPaymentsConfig({ ...env(), WECHATPAY_APIV3_KEY: '' }, 'https://x.example')).toThrow('PAYMENT_DRIVER=wechatpay needs WECHATPAY_APIV3_KEY');
    expect(() => loadPaymentsConfig({ ...env(), WECHATPAY_APIV3_KEY: 'short' }, 'https://x.example')).toThrow('WECHATPAY_APIV3_KEY must be 32 bytes');
  });

  it('refuses the demo sandbox in production at a public origin; npm start (production on loopback) keeps it', () => {
    expect(() => loadPaymentsConfig({ NODE_ENV: 'production' }, 'https://www.shp.example')).toThrow(
      'PAYMENT_DRIVER=local (the demo pay sandbox, no real money) is refused in production at https://www.shp.example',
    );
    expect(() => loadPaymentsConfig({ NODE_ENV: 'production', PAYMENT_DRIVER: 'local' }, 'http://203.0.113.5:3000')).toThrow(
      'set PAYMENT_DRIVER=wechatpay or alipay',
    );
    expect(loadPaymentsConfig({ NODE_ENV: 'production' }, 'http://localhost:3000').driver).toBe('local');
    expect(loadPaymentsConfig({ NODE_ENV: 'production' }, 'http://127.0.0.1:4173').driver).toBe('local');
    expect(loadPaymentsConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX_PUBLIC: 'on' }, 'https://demo.shp.example').driver).toBe('local');
    expect(loadPaymentsConfig({ NODE_ENV: 'development' }, 'https://www.shp.example').driver).toBe('local');
    expect(loadPaymentsConfig({ ...env(), NODE_ENV: 'production' }, 'https://www.shp.example').driver).toBe('wechatpay');
  });
});
