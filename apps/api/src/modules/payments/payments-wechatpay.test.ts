import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { loadPaymentsConfig } from '../../config.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { memberSessions, members, paymentNotifications, paymentRefunds, payments, sellerOrders } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { wechatPaymentDriver } from './payments-wechatpay.js';
import { insertUnpaidOrder } from './testing.js';
import { wxAuthorization, rsaPair, rsaVerify, startStub, wxNotificationBody, wxSignedHeaders, type StubRequest } from './provider-stubs.js';

const merchant = rsaPair();
const platform = { ...rsaPair(), serial: 'PUB_KEY_ID_0114232134912410000000000' };
const apiV3Key = crypto.randomBytes(16).toString('hex'); // 32 characters
const MCHID = '1900000001';
const SERIAL = '3775B6A45ACD588826D15E583A95F5DD00000000';

let answerSigner = (body: string) => wxSignedHeaders(body, platform);
let hang = false;
const stub = await startStub(async (req: StubRequest) => {
  if (hang) return 'hang';
  const path = new URL(req.url, 'http://x').pathname;
  const body =
    path === '/v3/pay/transactions/native'
      ? JSON.stringify({ code_url: 'weixin://wxpay/bizpayurl?pr=stub0001' })
      : path === '/v3/pay/transactions/h5'
        ? JSON.stringify({ h5_url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=stub&package=1' })
        : path === '/v3/refund/domestic/refunds'
          ? JSON.stringify({ refund_id: '50000000382019052709732678859', status: 'SUCCESS', out_refund_no: JSON.parse(req.body).out_refund_no })
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

describe('wechatpay settings', () => {
  it('fails start-up naming the missing setting', () => {
    expect(() => loadPaymentsConfig({ ...env(), WECHATPAY_APIV3_KEY: '' }, 'https://x.example')).toThrow('PAYMENT_DRIVER=wechatpay needs WECHATPAY_APIV3_KEY');
    expect(() => loadPaymentsConfig({ ...env(), WECHATPAY_APIV3_KEY: 'short' }, 'https://x.example')).toThrow('WECHATPAY_APIV3_KEY must be 32 bytes');
  });
});
