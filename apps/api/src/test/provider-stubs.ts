import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins of the providers' HTTP APIs for tests (never used outside them): a node:http
 * server that records what the official SDK really sent and answers as the provider would.
 */
export interface StubRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** An answer, or 'hang' to never answer (a provider that does not respond). */
export type StubAnswer = { status?: number; json: unknown } | 'hang';

export interface ProviderStub {
  /** http://127.0.0.1:<port>, for the driver's *_ENDPOINT setting. */
  url: string;
  requests: StubRequest[];
  /** What the stub answers next; change it between requests. */
  answer: (req: StubRequest) => StubAnswer;
  close(): Promise<void>;
}

export async function startProviderStub(answer: (req: StubRequest) => StubAnswer): Promise<ProviderStub> {
  const stub: ProviderStub = { url: '', requests: [], answer, close: async () => {} };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const recorded: StubRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      stub.requests.push(recorded);
      const a = stub.answer(recorded);
      if (a === 'hang') return;
      res.writeHead(a.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(a.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return stub;
}

const sha256Hex = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac('sha256', key).update(data).digest();
// RFC 3986, as Aliyun's canonical query string wants it.
const aliyunEncode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Checks an Aliyun request's ACS3-HMAC-SHA256 signature (the SDK's V3 signing of RPC-style APIs)
 * against the secret: the canonical request rebuilt from what arrived.
 */
export function aliyunSignatureValid(req: StubRequest, accessKeyId: string, secret: string): boolean {
  const m = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(String(req.headers.authorization ?? ''));
  if (!m || m[1] !== accessKeyId) return false;
  const signed = m[2].split(';');
  if (!signed.includes('host') || !signed.includes('x-acs-action') || !signed.includes('x-acs-date')) return false;
  const query = Object.keys(req.query)
    .sort()
    .map((k) => `${k}=${aliyunEncode(req.query[k])}`)
    .join('&');
  const headers = signed.map((h) => `${h}:${String(req.headers[h] ?? '').trim()}\n`).join('');
  if (req.headers['x-acs-content-sha256'] !== sha256Hex(req.body)) return false;
  const canonical = [req.method, req.path, query, headers, signed.join(';'), sha256Hex(req.body)].join('\n');
  const expected = hmac(secret, `ACS3-HMAC-SHA256\n${sha256Hex(canonical)}`).toString('hex');
  return crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(m[3]));
}

/** Checks a Tencent Cloud API 3.0 request's TC3-HMAC-SHA256 Authorization header against the secret key. */
export function tencentSignatureValid(req: StubRequest, secretId: string, secretKey: string): boolean {
  const m = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
    String(req.headers.authorization ?? ''),
  );
  if (!m || m[1] !== secretId) return false;
  const [, , date, service, signedHeaders, signature] = m;
  const host = String(req.headers.host ?? '').replace(/:\d+$/, '');
  const headers = signedHeaders
    .split(';')
    .map((h) => `${h}:${h === 'host' ? host : String(req.headers[h] ?? '')}\n`)
    .join('');
  const canonical = [req.method, req.path, '', headers, signedHeaders, sha256Hex(req.body)].join('\n');
  const timestamp = String(req.headers['x-tc-timestamp'] ?? '');
  const toSign = ['TC3-HMAC-SHA256', timestamp, `${date}/${service}/tc3_request`, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(`TC3${secretKey}`, date), service), 'tc3_request');
  return crypto.timingSafeEqual(Buffer.from(hmac(key, toSign).toString('hex')), Buffer.from(signature));
}

/** Aliyun's SendSms answer (HTTP 200 for business refusals as for success). */
export const aliyunAnswer = (code: string, message = code === 'OK' ? 'OK' : code): StubAnswer => ({
  json: { Code: code, Message: message, RequestId: crypto.randomUUID(), ...(code === 'OK' ? { BizId: '900000000000000000^0' } : {}) },
});

/** Tencent's answer: a whole-request error, or SendStatusSet with one number's status. */
export const tencentError = (code: string, message = code): StubAnswer => ({
  json: { Response: { Error: { Code: code, Message: message }, RequestId: crypto.randomUUID() } },
});
export const tencentSendStatus = (code: string, phone: string): StubAnswer => ({
  json: {
    Response: {
      SendStatusSet: [
        {
          SerialNo: '2640:1',
          PhoneNumber: `+86${phone}`,
          Fee: code === 'Ok' ? 1 : 0,
          SessionContext: '',
          Code: code,
          Message: code === 'Ok' ? 'send success' : code,
          IsoCode: 'CN',
        },
      ],
      RequestId: crypto.randomUUID(),
    },
  },
});

/** A person as WeChat knows them: who a scan stands for. */
export interface WechatPerson {
  openid: string;
  unionid: string;
  nickname: string;
}

export interface WechatStub extends ProviderStub {
  /** A person scanned and agreed: WeChat will accept the returned code once. */
  scan(person: WechatPerson, code?: string): string;
}

/**
 * WeChat's sns/oauth2/access_token and sns/userinfo (website QR login), checking what our server
 * sends (appid, secret, code, grant_type; the access token and openid) and answering as WeChat
 * does: success, or errcode 40013 (invalid appid), 40125 (invalid appsecret), 40002, 40029
 * (invalid code), 40163 (code been used), 40001 (invalid credential), 43001 (require GET).
 */
export async function startWechatStub(appId: string, secret: string): Promise<WechatStub> {
  const codes = new Map<string, WechatPerson>();
  const used = new Set<string>();
  let seq = 0;
  const err = (errcode: number, errmsg: string): StubAnswer => ({ json: { errcode, errmsg } });
  const stub = await startProviderStub((req) => {
    const q = req.query;
    if (req.method !== 'GET') return err(43001, 'require GET method');
    if (req.path === '/sns/oauth2/access_token') {
      if (q.appid !== appId) return err(40013, 'invalid appid');
      if (q.secret !== secret) return err(40125, 'invalid appsecret');
      if (q.grant_type !== 'authorization_code') return err(40002, 'invalid grant_type');
      const code = q.code ?? '';
      if (used.has(code)) return err(40163, 'code been used');
      const person = codes.get(code);
      if (!person) return err(40029, 'invalid code');
      used.add(code);
      return {
        json: { access_token: `AT-${code}`, expires_in: 7200, refresh_token: 'RT', openid: person.openid, scope: 'snsapi_login', unionid: person.unionid },
      };
    }
    if (req.path === '/sns/userinfo') {
      const person = codes.get((q.access_token ?? '').replace(/^AT-/, ''));
      if (!person || q.openid !== person.openid) return err(40001, 'invalid credential');
      return { json: { openid: person.openid, nickname: person.nickname, sex: 0, headimgurl: '', privilege: [], unionid: person.unionid } };
    }
    return { status: 404, json: { errcode: 404, errmsg: 'not found' } };
  });
  return Object.assign(stub, {
    scan(person: WechatPerson, code = `code-${person.unionid}-${++seq}`) {
      codes.set(code, person);
      return code;
    },
  });
}
