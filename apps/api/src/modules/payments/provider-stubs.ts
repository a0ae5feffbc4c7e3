import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * Tiny node:http stand-ins for the providers' wire protocols (tests only): they check what the
 * SDKs really send and answer as the providers do, signed with keys the test generates.
 */

export const rsaPair = () => {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};

export const rsaSign = (message: string, privatePem: string) => crypto.sign('RSA-SHA256', Buffer.from(message), privatePem).toString('base64');
export const rsaVerify = (message: string, signature: string, publicPem: string) =>
  crypto.verify('RSA-SHA256', Buffer.from(message), publicPem, Buffer.from(signature, 'base64'));

export interface StubRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
export type StubHandler = (req: StubRequest) => Promise<{ status?: number; headers?: Record<string, string>; body: string } | 'hang'>;

/** A server on a free port that records every request and answers with `handler`. */
export async function startStub(handler: StubHandler) {
  const requests: StubRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r: StubRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(r);
      void handler(r).then((answer) => {
        if (answer === 'hang') return void hanging.add(res);
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
        res.end(answer.body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// ——— WeChat Pay APIv3 ———

/** The fields of an `Authorization: WECHATPAY2-SHA256-RSA2048 k="v",…` header, or null when it is not one. */
export function wxAuthorization(header: string): Record<string, string> | null {
  const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header);
  if (!m) return null;
  const fields = Object.fromEntries([...m[1].matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
  return ['mchid', 'nonce_str', 'signature', 'timestamp', 'serial_no'].every((k) => fields[k]) ? fields : null;
}

/** Headers of an answer or notification signed by the platform key: "timestamp\nnonce\nbody\n". */
export function wxSignedHeaders(body: string, platform: { serial: string; privatePem: string }, at = Math.floor(Date.now() / 1000)) {
  const nonce = crypto.randomBytes(16).toString('hex');
  const ts = String(at);
  return {
    'Wechatpay-Timestamp': ts,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Serial': platform.serial,
    'Wechatpay-Signature': rsaSign(`${ts}\n${nonce}\n${body}\n`, platform.privatePem),
  };
}

/** A notification envelope with `plain` AEAD_AES_256_GCM encrypted under the APIv3 key, as WeChat Pay posts it. */
function wxEnvelope(apiV3Key: string, eventType: string, originalType: string, summary: string, plain: object) {
  const nonce = crypto.randomBytes(6).toString('hex');
  const aad = originalType;
  const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce)).setAAD(Buffer.from(aad));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  return JSON.stringify({
    id: crypto.randomUUID(),
    create_time: new Date().toISOString(),
    resource_type: 'encrypt-resource',
    event_type: eventType,
    summary,
    resource: { original_type: originalType, algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: aad, nonce },
  });
}

/** A REFUND.SUCCESS / REFUND.ABNORMAL / REFUND.CLOSED notification body. */
export function wxRefundNotificationBody(
  apiV3Key: string,
  r: { out_trade_no: string; out_refund_no: string; refund_id: string; refund: number; total: number; refund_status?: 'SUCCESS' | 'ABNORMAL' | 'CLOSED' },
) {
  const status = r.refund_status ?? 'SUCCESS';
  return wxEnvelope(apiV3Key, `REFUND.${status}`, 'refund', status === 'SUCCESS' ? '退款成功' : '退款异常', {
    mchid: '1900000001',
    out_trade_no: r.out_trade_no,
    transaction_id: '4200000000000000000000000001',
    out_refund_no: r.out_refund_no,
    refund_id: r.refund_id,
    refund_status: status,
    success_time: status === 'SUCCESS' ? new Date().toISOString() : undefined,
    user_received_account: '招商银行信用卡0403',
    amount: { total: r.total, refund: r.refund, payer_total: r.total, payer_refund: r.refund },
  });
}

/** A TRANSACTION.SUCCESS notification body, its resource AEAD_AES_256_GCM encrypted with the APIv3 key. */
export function wxNotificationBody(apiV3Key: string, tx: { out_trade_no: string; transaction_id: string; total: number; trade_state?: string }) {
  const nonce = crypto.randomBytes(6).toString('hex');
  const aad = 'transaction';
  const plain = JSON.stringify({
    mchid: '1900000001',
    out_trade_no: tx.out_trade_no,
    transaction_id: tx.transaction_id,
    trade_state: tx.trade_state ?? 'SUCCESS',
    amount: { total: tx.total, payer_total: tx.total, currency: 'CNY', payer_currency: 'CNY' },
  });
  const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce)).setAAD(Buffer.from(aad));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  return JSON.stringify({
    id: crypto.randomUUID(),
    create_time: new Date().toISOString(),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: aad, nonce },
  });
}

// ——— Alipay (RSA2) ———

/** The string Alipay signs: every parameter but `sign` (and `sign_type` for notifications), sorted, k=v joined by &. */
export const alipaySignContent = (params: Record<string, string>, dropSignType: boolean) =>
  Object.keys(params)
    .filter((k) => k !== 'sign' && (!dropSignType || k !== 'sign_type') && params[k] !== '' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
