import crypto from 'node:crypto';
import type { PaymentDriver, VerifiedNotice } from './payments-driver.js';
import { NoticeRefused, headerOf } from './payments-driver.js';

/** Notices older than this are refused (a replay of a captured request months later). */
const MAX_AGE_MS = 10 * 60_000;

/**
 * The embedded sandbox (PAYMENT_DRIVER=local, the default): the "cashier" is our own page
 * /pay/sandbox, and the "provider" signs its notification with an HMAC key derived from the
 * server's secret, posting it to the same notify endpoint the real providers use. Refunds
 * succeed at once. Never active when a real driver is configured.
 */
export function localPaymentDriver(secret: string): PaymentDriver & { signNotice(body: string, at?: number): Record<string, string> } {
  const key = crypto.createHmac('sha256', secret).update('payments-local-sandbox').digest();
  const sign = (ts: string, body: string) => crypto.createHmac('sha256', key).update(`${ts}\n${body}`).digest('base64');
  return {
    name: 'local',
    channelOf: () => 'sandbox',
    async create(p) {
      return { kind: 'redirect', url: `/pay/sandbox?paymentNo=${encodeURIComponent(p.paymentNo)}` };
    },
    signNotice(body, at = Date.now()) {
      const ts = String(at);
      return { 'content-type': 'application/json', 'x-sandbox-timestamp': ts, 'x-sandbox-signature': sign(ts, body) };
    },
    async verifyNotice(headers, body) {
      const ts = headerOf(headers, 'x-sandbox-timestamp') ?? '';
      const sig = headerOf(headers, 'x-sandbox-signature') ?? '';
      const expected = Buffer.from(sign(ts, body.toString('utf8')));
      const given = Buffer.from(sig);
      if (!ts || expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) throw new NoticeRefused('bad_signature', '沙箱通知签名无效');
      if (Math.abs(Date.now() - Number(ts)) > MAX_AGE_MS) throw new NoticeRefused('bad_signature', '沙箱通知已过期');
      let n: { paymentNo?: unknown; tradeNo?: unknown; amountFen?: unknown; result?: unknown };
      try {
        n = JSON.parse(body.toString('utf8'));
      } catch {
        throw new NoticeRefused('refused', '沙箱通知格式有误');
      }
      if (typeof n.paymentNo !== 'string' || typeof n.amountFen !== 'number') throw new NoticeRefused('refused', '沙箱通知缺少字段');
      const notice: VerifiedNotice = {
        paymentNo: n.paymentNo,
        providerTradeNo: typeof n.tradeNo === 'string' ? n.tradeNo : null,
        amountFen: n.amountFen,
        paid: n.result === 'success',
      };
      return notice;
    },
    ack: (ok) => ({ status: ok ? 200 : 400, contentType: 'application/json', body: JSON.stringify({ code: ok ? 'SUCCESS' : 'FAIL' }) }),
    async refund(r) {
      return { status: 'success', providerRefundId: `SBR${r.refundNo}` };
    },
    // The sandbox's notification is posted while the member clicks: there is nothing more to ask.
    queryPayment: async () => null,
  };
}
