import { AlipaySdk } from 'alipay-sdk';
import type { PaymentsConfig } from '../../config.js';
import { NoticeRefused, type PaymentDriver } from './payments-driver.js';

type AlipayConfig = NonNullable<PaymentsConfig['alipay']>;

const yuanOf = (fen: number) => (fen / 100).toFixed(2);
const fenOf = (yuanText: string) => Math.round(Number(yuanText) * 100);

/**
 * Alipay through the official alipay-sdk: page pay (alipay.trade.page.pay) on desktops, wap pay
 * (alipay.trade.wap.pay) on phones, both as a signed GET address the browser goes to. Requests are
 * RSA2 signed with the application key; answers and async notifications are verified against
 * Alipay's public key.
 */
export function alipayPaymentDriver(c: AlipayConfig, timeoutMs: number): PaymentDriver {
  const sdk = new AlipaySdk({
    appId: c.appId,
    privateKey: c.privateKey,
    alipayPublicKey: c.alipayPublicKey,
    gateway: c.gateway,
    timeout: timeoutMs,
    keyType: c.privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
  });
  return {
    name: 'alipay',
    channelOf: (device) => (device === 'mobile' ? 'wap' : 'page'),
    async create(p) {
      const mobile = p.device === 'mobile';
      const url = sdk.pageExecute(mobile ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay', 'GET', {
        bizContent: {
          out_trade_no: p.paymentNo,
          total_amount: yuanOf(p.amountFen),
          subject: p.description.slice(0, 120),
          product_code: mobile ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
        },
        notifyUrl: p.notifyUrl,
        returnUrl: p.returnUrl,
      });
      return { kind: 'redirect', url };
    },
    async verifyNotice(_headers, raw) {
      const params = Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
      if (!params.sign) throw new NoticeRefused('bad_signature', '支付宝通知缺少签名');
      if (params.app_id !== c.appId) throw new NoticeRefused('bad_signature', '支付宝通知的应用不符');
      // The values are decoded already (URLSearchParams): checked as they are, not decoded twice.
      if (!sdk.checkNotifySign(params, true)) throw new NoticeRefused('bad_signature', '支付宝通知验签失败');
      if (!params.out_trade_no || !params.total_amount) throw new NoticeRefused('refused', '支付宝通知缺少订单号或金额');
      return {
        paymentNo: params.out_trade_no,
        providerTradeNo: params.trade_no ?? null,
        amountFen: fenOf(params.total_amount),
        paid: params.trade_status === 'TRADE_SUCCESS' || params.trade_status === 'TRADE_FINISHED',
      };
    },
    // Alipay stops retrying on the text "success"; anything else is a failure it retries.
    ack: (ok) => ({ status: 200, contentType: 'text/plain', body: ok ? 'success' : 'fail' }),
    async refund(r) {
      // The SDK answers the response's fields in camelCase once its signature checked out.
      const res = (await sdk.exec(
        'alipay.trade.refund',
        { bizContent: { out_trade_no: r.paymentNo, out_request_no: r.refundNo, refund_amount: yuanOf(r.amountFen), refund_reason: r.reason.slice(0, 80) } },
        { validateSign: true },
      )) as unknown as { code: string; subCode?: string; tradeNo?: string; fundChange?: string };
      if (res.code !== '10000') throw new Error(`alipay refund ${res.code} ${res.subCode ?? ''}`);
      return { status: 'success', providerRefundId: res.tradeNo ?? null };
    },
    async queryPayment(paymentNo) {
      const res = (await sdk.exec('alipay.trade.query', { bizContent: { out_trade_no: paymentNo } }, { validateSign: true })) as unknown as {
        code: string;
        subCode?: string;
        tradeStatus?: string;
        tradeNo?: string;
        totalAmount?: string;
      };
      // The buyer never reached the cashier: Alipay has no such trade yet.
      if (res.code === '40004' && res.subCode === 'ACQ.TRADE_NOT_EXIST') return { state: 'pending', providerTradeNo: null, amountFen: 0 };
      if (res.code !== '10000') throw new Error(`alipay query ${res.code} ${res.subCode ?? ''}`);
      const paid = res.tradeStatus === 'TRADE_SUCCESS' || res.tradeStatus === 'TRADE_FINISHED';
      return {
        state: paid ? 'paid' : res.tradeStatus === 'TRADE_CLOSED' ? 'closed' : 'pending',
        providerTradeNo: res.tradeNo ?? null,
        amountFen: res.totalAmount ? fenOf(res.totalAmount) : 0,
      };
    },
  };
}
