import crypto from 'node:crypto';
import { Aes, Wechatpay } from 'wechatpay-axios-plugin';
import type { PaymentsConfig } from '../../config.js';
import { NoticeRefused, headerOf, type PaymentDriver } from './payments-driver.js';

type WechatConfig = NonNullable<PaymentsConfig['wechatpay']>;

/** WeChat Pay refuses notifications older than five minutes; so do we (replays of captured requests). */
const MAX_SKEW_S = 300;

/**
 * WeChat Pay APIv3 through wechatpay-axios-plugin: requests are signed by the SDK
 * (Authorization: WECHATPAY2-SHA256-RSA2048 …) and its answers verified against the platform
 * key. Native (a QR code) on desktops, H5 on phones. Notifications are RSA-SHA256 signed by the
 * platform key over "timestamp\nnonce\nbody\n" and their resource is AEAD_AES_256_GCM encrypted
 * with the APIv3 key.
 */
export function wechatPaymentDriver(c: WechatConfig, timeoutMs: number): PaymentDriver {
  const wx = new Wechatpay({
    mchid: c.mchid,
    serial: c.serial,
    privateKey: c.privateKey,
    certs: { [c.platformSerial]: c.platformPublicKey },
    baseURL: c.baseUrl,
    timeout: timeoutMs,
  });
  const platformKey = crypto.createPublicKey(c.platformPublicKey);
  return {
    name: 'wechatpay',
    channelOf: (device) => (device === 'mobile' ? 'h5' : 'native'),
    async create(p) {
      const body = {
        appid: c.appid,
        mchid: c.mchid,
        description: p.description.slice(0, 127),
        out_trade_no: p.paymentNo,
        notify_url: p.notifyUrl,
        amount: { total: p.amountFen, currency: 'CNY' },
      };
      if (p.device === 'mobile') {
        const { data } = await wx.v3.pay.transactions.h5.post({ ...body, scene_info: { payer_client_ip: p.clientIp, h5_info: { type: 'Wap' } } });
        const h5 = (data as { h5_url?: string }).h5_url;
        if (!h5) throw new Error('wechatpay: h5_url missing');
        // After paying, WeChat sends the browser to redirect_url (our page, which only polls the order).
        return { kind: 'redirect', url: `${h5}&redirect_url=${encodeURIComponent(p.returnUrl)}` };
      }
      const { data } = await wx.v3.pay.transactions.native.post(body);
      const codeUrl = (data as { code_url?: string }).code_url;
      if (!codeUrl) throw new Error('wechatpay: code_url missing');
      return { kind: 'qr', codeUrl };
    },
    async verifyNotice(headers, raw) {
      const ts = headerOf(headers, 'wechatpay-timestamp') ?? '';
      const nonce = headerOf(headers, 'wechatpay-nonce') ?? '';
      const serial = headerOf(headers, 'wechatpay-serial') ?? '';
      const signature = headerOf(headers, 'wechatpay-signature') ?? '';
      if (!ts || !nonce || !signature) throw new NoticeRefused('bad_signature', '微信支付通知缺少签名头');
      if (serial !== c.platformSerial) throw new NoticeRefused('bad_signature', `微信支付通知的平台证书序列号未知：${serial.slice(0, 40)}`);
      if (Math.abs(Date.now() / 1000 - Number(ts)) > MAX_SKEW_S) throw new NoticeRefused('bad_signature', '微信支付通知时间戳超出5分钟');
      const body = raw.toString('utf8');
      const ok = crypto.verify('RSA-SHA256', Buffer.from(`${ts}\n${nonce}\n${body}\n`), platformKey, Buffer.from(signature, 'base64'));
      if (!ok) throw new NoticeRefused('bad_signature', '微信支付通知验签失败');
      type Resource = { algorithm?: string; ciphertext?: string; associated_data?: string; nonce?: string };
      let resource: Resource;
      try {
        resource = (JSON.parse(body) as { resource?: Resource }).resource ?? {};
      } catch {
        throw new NoticeRefused('refused', '微信支付通知格式有误');
      }
      if (resource.algorithm !== 'AEAD_AES_256_GCM' || !resource.ciphertext || !resource.nonce)
        throw new NoticeRefused('refused', '微信支付通知加密方式不支持');
      let tx: { out_trade_no?: string; transaction_id?: string; trade_state?: string; amount?: { total?: number } };
      try {
        tx = JSON.parse(Aes.AesGcm.decrypt(resource.ciphertext, c.apiV3Key, resource.nonce, resource.associated_data ?? ''));
      } catch {
        throw new NoticeRefused('bad_signature', '微信支付通知解密失败');
      }
      if (!tx.out_trade_no || typeof tx.amount?.total !== 'number') throw new NoticeRefused('refused', '微信支付通知缺少订单号或金额');
      return { paymentNo: tx.out_trade_no, providerTradeNo: tx.transaction_id ?? null, amountFen: tx.amount.total, paid: tx.trade_state === 'SUCCESS' };
    },
    // APIv3: 204 with no body is success; failure is a 4xx/5xx with {code:'FAIL', message}.
    ack: (ok) =>
      ok
        ? { status: 204, contentType: 'application/json', body: '' }
        : { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: '失败' }) },
    async refund(r) {
      const { data } = await wx.v3.refund.domestic.refunds.post({
        out_trade_no: r.paymentNo,
        out_refund_no: r.refundNo,
        reason: r.reason.slice(0, 80),
        amount: { refund: r.amountFen, total: r.totalFen, currency: 'CNY' },
      });
      const d = data as { status?: string; refund_id?: string };
      if (d.status !== 'SUCCESS' && d.status !== 'PROCESSING') throw new Error(`wechatpay refund status ${d.status}`);
      return { status: d.status === 'SUCCESS' ? 'success' : 'processing', providerRefundId: d.refund_id ?? null };
    },
  };
}
