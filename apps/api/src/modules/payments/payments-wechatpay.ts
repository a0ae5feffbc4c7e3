import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
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
  const platformKey = Rsa.from(c.platformPublicKey, Rsa.KEY_TYPE_PUBLIC);

  /**
   * A notification as the SDK's own verifier does it: the platform's RSA-SHA256 signature over
   * Formatter.response(timestamp, nonce, body), then the AEAD_AES_256_GCM resource decrypted with
   * the APIv3 key (Aes.AesGcm). Used for payment and refund results alike.
   */
  async function open<T>(headers: Record<string, string | string[] | undefined>, raw: Buffer): Promise<{ eventType: string; plain: T }> {
    const ts = headerOf(headers, 'wechatpay-timestamp') ?? '';
    const nonce = headerOf(headers, 'wechatpay-nonce') ?? '';
    const serial = headerOf(headers, 'wechatpay-serial') ?? '';
    const signature = headerOf(headers, 'wechatpay-signature') ?? '';
    if (!ts || !nonce || !signature) throw new NoticeRefused('bad_signature', '微信支付通知缺少签名头');
    if (serial !== c.platformSerial) throw new NoticeRefused('bad_signature', `微信支付通知的平台证书序列号未知：${serial.slice(0, 40)}`);
    if (Math.abs(Date.now() / 1000 - Number(ts)) > MAX_SKEW_S) throw new NoticeRefused('bad_signature', '微信支付通知时间戳超出5分钟');
    const body = raw.toString('utf8');
    let ok = false;
    try {
      ok = Rsa.verify(Formatter.response(ts, nonce, body), signature, platformKey);
    } catch {
      ok = false;
    }
    if (!ok) throw new NoticeRefused('bad_signature', '微信支付通知验签失败');
    type Resource = { algorithm?: string; ciphertext?: string; associated_data?: string; nonce?: string };
    let envelope: { event_type?: string; resource?: Resource };
    try {
      envelope = JSON.parse(body) as typeof envelope;
    } catch {
      throw new NoticeRefused('refused', '微信支付通知格式有误');
    }
    const resource = envelope.resource ?? {};
    if (resource.algorithm !== 'AEAD_AES_256_GCM' || !resource.ciphertext || !resource.nonce) throw new NoticeRefused('refused', '微信支付通知加密方式不支持');
    try {
      return {
        eventType: envelope.event_type ?? '',
        plain: JSON.parse(Aes.AesGcm.decrypt(resource.ciphertext, c.apiV3Key, resource.nonce, resource.associated_data ?? '')) as T,
      };
    } catch {
      throw new NoticeRefused('bad_signature', '微信支付通知解密失败');
    }
  }
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
      const { plain: tx } = await open<{ out_trade_no?: string; transaction_id?: string; trade_state?: string; amount?: { total?: number } }>(headers, raw);
      if (!tx.out_trade_no || typeof tx.amount?.total !== 'number') throw new NoticeRefused('refused', '微信支付通知缺少订单号或金额');
      return { paymentNo: tx.out_trade_no, providerTradeNo: tx.transaction_id ?? null, amountFen: tx.amount.total, paid: tx.trade_state === 'SUCCESS' };
    },
    async verifyRefundNotice(headers, raw) {
      const { eventType, plain: r } = await open<{
        out_trade_no?: string;
        out_refund_no?: string;
        refund_id?: string;
        refund_status?: string;
        user_received_account?: string;
        amount?: { refund?: number };
      }>(headers, raw);
      if (!eventType.startsWith('REFUND.')) throw new NoticeRefused('refused', `不是退款通知：${eventType.slice(0, 40)}`);
      if (!r.out_trade_no || !r.out_refund_no || typeof r.amount?.refund !== 'number') throw new NoticeRefused('refused', '微信退款通知缺少单号或金额');
      const ok = r.refund_status === 'SUCCESS';
      return {
        paymentNo: r.out_trade_no,
        refundNo: r.out_refund_no,
        providerRefundId: r.refund_id ?? null,
        amountFen: r.amount.refund,
        result: ok ? 'success' : 'failed',
        detail: ok
          ? `退入${r.user_received_account ?? '原支付账户'}`
          : `微信退款${r.refund_status === 'CLOSED' ? '已关闭' : '异常'}（${r.refund_status ?? ''}），需在商户平台处理`,
      };
    },
    async queryPayment(paymentNo) {
      try {
        // The SDK checks the answer's platform signature before handing it over.
        const { data } = await wx.v3.pay.transactions.outTradeNo._out_trade_no_.get({ params: { mchid: c.mchid }, out_trade_no: paymentNo });
        const d = data as { trade_state?: string; transaction_id?: string; amount?: { total?: number } };
        const state =
          d.trade_state === 'SUCCESS' || d.trade_state === 'REFUND'
            ? 'paid'
            : ['CLOSED', 'REVOKED', 'PAYERROR'].includes(d.trade_state ?? '')
              ? 'closed'
              : 'pending';
        return { state, providerTradeNo: d.transaction_id ?? null, amountFen: d.amount?.total ?? 0 };
      } catch (err) {
        // The cashier was never opened: WeChat knows no such order yet.
        if ((err as { response?: { status?: number } }).response?.status === 404) return { state: 'pending', providerTradeNo: null, amountFen: 0 };
        throw err;
      }
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
        notify_url: r.notifyUrl,
        amount: { refund: r.amountFen, total: r.totalFen, currency: 'CNY' },
      });
      const d = data as { status?: string; refund_id?: string };
      if (d.status !== 'SUCCESS' && d.status !== 'PROCESSING') throw new Error(`wechatpay refund status ${d.status}`);
      return { status: d.status === 'SUCCESS' ? 'success' : 'processing', providerRefundId: d.refund_id ?? null };
    },
  };
}
