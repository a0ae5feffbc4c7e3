import type http from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createMemberSession } from '../test/fixtures.js';
import { emitContentChange } from '../lib/content-events.js';
import { randomId } from '../lib/crypto.js';
import { postRaw } from '../test/http.js';
import { stableText } from './front-door.js';

const MALL = '/api/foreground/project/queryProjectDetails';
const LIST = '/api/foreground/project/pageList';

const send = (port: number, path: string, body: string, opts: { headers?: Record<string, string>; chunked?: boolean } = {}) => postRaw(port, path, body, opts);

/** The wrapper a browser sends: a new time and trace id on every call. */
const envelope = (data: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ channelCode: 'ch_web', time: Date.now(), traceId: randomId(16), data, ...extra });

/** What must match between the two paths: every header but the date and connection ones. */
function comparable(headers: http.IncomingHttpHeaders) {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

let t: TestApp;
let port: number;
const answered = () => t.app.ops.frontDoor.answered;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

describe('front door: a body known by its text (decision 025)', () => {
  const trace = () => randomId(16);
  /** As api-client.ts writes a body: channel, a new time and trace id, then the rest. */
  const browserBody = (data: unknown, time: string | number = Date.now(), traceId = trace()) =>
    `{"channelCode":"ch_web","time":${time},"traceId":"${traceId}","data":${JSON.stringify(data)}}`;

  it('sets aside only a leading time and trace id in forms the wrapper accepts', () => {
    const t32 = 'a'.repeat(32);
    expect(stableText(`{"channelCode":"ch_web","time":1764000000000,"traceId":"${t32}","data":{"id":1}}`)).toBe('{"channelCode":"ch_web","data":{"id":1}}');
    expect(stableText(`{"channelCode":"ch_web","time":0,"traceId":"${t32}","data":{}}`)).toBe('{"channelCode":"ch_web","data":{}}');
    // Not JSON (a leading zero), not the wrapper's form, not at the start, another order: kept whole.
    for (const text of [
      `{"channelCode":"ch_web","time":0123,"traceId":"${t32}","data":{}}`,
      `{"channelCode":"ch_web","time":-1,"traceId":"${t32}","data":{}}`,
      `{"channelCode":"ch_web","time":1.5,"traceId":"${t32}","data":{}}`,
      `{"channelCode":"ch_web","time":1234567890123456,"traceId":"${t32}","data":{}}`,
      `{"channelCode":"ch_web","time":1,"traceId":"${'a'.repeat(31)}","data":{}}`,
      `{"channelCode":"ch_web","time":1,"traceId":"${'a'.repeat(31)}-","data":{}}`,
      `{"channelCode":"ch_web","time":"1","traceId":"${t32}","data":{}}`,
      `{"channelCode":"ch_web","traceId":"${t32}","time":1,"data":{}}`,
      ` {"channelCode":"ch_web","time":1,"traceId":"${t32}","data":{}}`,
      `{"data":{"channelCode":"ch_web","time":1,"traceId":"${t32}","x":1}}`,
    ]) {
      expect(stableText(text)).toBe(text);
    }
  });

  it('answers a repeated browser body without parsing it, with the same bytes as the full path', async () => {
    t.app.ops.cache.clear();
    await send(port, MALL, browserBody({ id: 6 }));
    const viaFastify = await send(port, MALL, browserBody({ id: 6 }), { chunked: true });
    const parsedAtDoor = await send(port, MALL, browserBody({ id: 6 }));
    const byText = t.app.ops.frontDoor.answeredByText;
    const before = answered();
    const knownByText = await send(port, MALL, browserBody({ id: 6 }));
    expect(answered()).toBe(before + 1);
    expect(t.app.ops.frontDoor.answeredByText).toBe(byText + 1);
    for (const atDoor of [parsedAtDoor, knownByText]) {
      expect(comparable(atDoor.headers)).toEqual(comparable(viaFastify.headers));
      expect(atDoor.bytes.equals(viaFastify.bytes)).toBe(true);
    }
    // Compressed copies too, and another input is not mistaken for it.
    const gz = await send(port, MALL, browserBody({ id: 6 }), { headers: { 'accept-encoding': 'gzip' } });
    expect(t.app.ops.frontDoor.answeredByText).toBe(byText + 2);
    expect(JSON.parse(gunzipSync(gz.bytes).toString()).data.id).toBe(6);
    const other = await send(port, MALL, browserBody({ id: 7 }));
    expect(other.headers['x-cache']).toBe('miss');
    expect(JSON.parse(other.bytes.toString()).data.id).toBe(7);
    expect(t.app.ops.frontDoor.answeredByText).toBe(byText + 2);
  });

  it('leaves a known text with a bad time or trace id to the full path, which refuses it', async () => {
    t.app.ops.cache.clear();
    await send(port, MALL, browserBody({ id: 8 }));
    await send(port, MALL, browserBody({ id: 8 }));
    await send(port, MALL, browserBody({ id: 8 }));
    const before = answered();
    const leadingZero = await send(port, MALL, browserBody({ id: 8 }, '0123'));
    expect(leadingZero.status).toBe(400);
    const shortTrace = await send(port, MALL, browserBody({ id: 8 }, Date.now(), 'a'.repeat(31)));
    expect(shortTrace.status).toBe(400);
    expect(JSON.parse(shortTrace.bytes.toString()).msg).toBe('traceId 须为32位字母数字');
    const badTrace = await send(port, MALL, browserBody({ id: 8 }, Date.now(), `${'a'.repeat(31)}!`));
    expect(badTrace.status).toBe(400);
    expect(answered()).toBe(before);
  });

  it('finds a known text again once its answer is recomputed after a content change', async () => {
    t.app.ops.cache.clear();
    await send(port, MALL, browserBody({ id: 9 }));
    await send(port, MALL, browserBody({ id: 9 }));
    emitContentChange('mall');
    const recomputed = await send(port, MALL, browserBody({ id: 9 }));
    expect(recomputed.headers['x-cache']).toBe('miss');
    const byText = t.app.ops.frontDoor.answeredByText;
    const again = await send(port, MALL, browserBody({ id: 9 }));
    expect(again.headers['x-cache']).toBe('hit');
    expect(t.app.ops.frontDoor.answeredByText).toBe(byText + 1);
  });
});

describe('front door: cached reads answered before Fastify (decision 013)', () => {
  it('answers a repeated read with the same bytes and headers as the full path', async () => {
    expect(t.app.ops.frontDoor.enabled).toBe(true);
    t.app.ops.cache.clear();
    const before = answered();
    const miss = await send(port, MALL, envelope({ id: 1 }));
    expect(miss.headers['x-cache']).toBe('miss');
    // The same input through Fastify (chunked), then at the door, each with its own wrapper.
    const viaFastify = await send(port, MALL, envelope({ id: 1 }), { chunked: true });
    expect(answered()).toBe(before);
    const atDoor = await send(port, MALL, envelope({ id: 1 }));
    expect(answered()).toBe(before + 1);
    expect(viaFastify.headers['x-cache']).toBe('hit');
    expect(comparable(atDoor.headers)).toEqual(comparable(viaFastify.headers));
    expect(atDoor.bytes.equals(viaFastify.bytes)).toBe(true);
    expect(JSON.parse(atDoor.bytes.toString()).data.id).toBe(1);
    expect(atDoor.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    // A trace id that happens to read like an exponent is still a string, and still a hit.
    await send(port, MALL, envelope({ id: 1 }, { traceId: `e123${'0'.repeat(28)}` }));
    expect(answered()).toBe(before + 2);
  });

  it('sends the stored gzip and brotli copies exactly as the full path does', async () => {
    t.app.ops.cache.clear();
    const body = () => envelope({}, { pageParam: { pageSize: 20 } });
    await send(port, LIST, body());
    for (const encoding of ['gzip', 'br']) {
      const headers = { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' };
      const before = answered();
      const viaFastify = await send(port, LIST, body(), { headers, chunked: true });
      const atDoor = await send(port, LIST, body(), { headers });
      expect(answered()).toBe(before + 1);
      expect(atDoor.headers['content-encoding']).toBe(encoding);
      expect(atDoor.headers.vary).toBe('accept-encoding');
      expect(comparable(atDoor.headers)).toEqual(comparable(viaFastify.headers));
      expect(atDoor.bytes.equals(viaFastify.bytes)).toBe(true);
      const text = (encoding === 'br' ? brotliDecompressSync(atDoor.bytes) : gunzipSync(atDoor.bytes)).toString();
      expect(JSON.parse(text).data.list).toHaveLength(20);
    }
    // Offered only what the door does not keep: the compress plugin answers, through Fastify.
    const before = answered();
    const deflated = await send(port, LIST, body(), { headers: { 'accept-encoding': 'deflate' } });
    expect(answered()).toBe(before);
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(JSON.parse(inflateSync(deflated.bytes).toString()).data.list).toHaveLength(20);
  });

  it('leaves what it does not know to Fastify, with the body it read intact', async () => {
    t.app.ops.cache.clear();
    await send(port, MALL, envelope({ id: 2 }));
    const before = answered();
    // A new input: read by the door, handed back, parsed and answered by the full path.
    const other = await send(port, MALL, envelope({ id: 3 }));
    expect(other.headers['x-cache']).toBe('miss');
    expect(JSON.parse(other.bytes.toString()).data.id).toBe(3);
    // A known input with a bad wrapper, broken JSON, a polluted body, an overflowing number:
    // the full path's own answers.
    const badTrace = await send(port, MALL, envelope({ id: 2 }, { traceId: 'not-32-chars' }));
    expect(badTrace.status).toBe(400);
    expect(JSON.parse(badTrace.bytes.toString()).msg).toBe('traceId 须为32位字母数字');
    const broken = await send(port, MALL, '{"data":{"id":2}');
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.bytes.toString()).code).toBe(502);
    const polluted = await send(port, MALL, '{"data":{"id":2},"__proto__":{"x":1}}');
    expect(polluted.status).toBe(400);
    const overflow = await send(port, MALL, '{"data":{"id":1e400}}');
    expect(overflow.status).toBe(400);
    // Bodies too large for a read go to Fastify unread (the unknown field is stripped there).
    const padded = await send(port, MALL, envelope({ id: 2 }, { padding: 'x'.repeat(20_000) }));
    expect(padded.headers['x-cache']).toBe('hit');
    // Another charset or type is Fastify's to judge.
    const latin1 = await send(port, MALL, envelope({ id: 2 }), { headers: { 'content-type': 'application/json; charset=latin1' } });
    const text = await send(port, MALL, envelope({ id: 2 }), { headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
    expect(latin1.status).not.toBe(500);
    expect(answered()).toBe(before);
    // And the known input still comes from the door.
    await send(port, MALL, envelope({ id: 2 }));
    expect(answered()).toBe(before + 1);
  });

  it('never answers a caller with a credential on a call whose answer depends on it', async () => {
    t.app.ops.cache.clear();
    const { token } = await createMemberSession(t.database.db);
    await send(port, MALL, envelope({ id: 4 }));
    await send(port, MALL, envelope({ id: 4 }));
    const before = answered();
    const credentials: Record<string, string>[] = [{ 'member-token': token }, { authorization: `Bearer ${token}` }, { cookie: `token=${token}` }, { 'admin-token': 'x' }];
    for (const headers of credentials) {
      const res = await send(port, MALL, envelope({ id: 4 }), { headers });
      expect(res.status).toBe(200);
      expect(res.headers['x-cache']).toBeUndefined();
    }
    const inBody = await send(port, MALL, envelope({ id: 4 }, { token }));
    expect(inBody.headers['x-cache']).toBeUndefined();
    expect(answered()).toBe(before);
  });

  it('misses at the door once content changes, and while the server closes', async () => {
    await send(port, MALL, envelope({ id: 5 }));
    await send(port, MALL, envelope({ id: 5 }));
    const before = answered();
    emitContentChange('mall');
    const recomputed = await send(port, MALL, envelope({ id: 5 }));
    expect(recomputed.headers['x-cache']).toBe('miss');
    expect(answered()).toBe(before);
    await send(port, MALL, envelope({ id: 5 }));
    expect(answered()).toBe(before + 1);
    t.app.ops.frontDoor.close();
    const closing = await send(port, MALL, envelope({ id: 5 }));
    expect(closing.headers['x-cache']).toBe('hit');
    expect(answered()).toBe(before + 1);
  });
});

describe('front door when every request is logged', () => {
  it('writes the same completed-request line as the full path, proxy headers included', async () => {
    const lines: Record<string, unknown>[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    // Two proxies in front: the client is the entry before the second one.
    const logged = await createTestApp({ LOG_LEVEL: 'info', TRUST_PROXY: '2' }, { logStream });
    try {
      await logged.app.listen({ port: 0, host: '127.0.0.1' });
      const p = (logged.app.server.address() as { port: number }).port;
      // Behind a trusted proxy both paths log its client and host.
      const headers = { 'x-forwarded-for': '203.0.113.7, 10.0.0.2', 'x-forwarded-host': 'shp.example.com' };
      await send(p, MALL, envelope({ id: 1 }), { headers });
      const before = logged.app.ops.frontDoor.answered;
      await send(p, MALL, envelope({ id: 1 }), { headers, chunked: true });
      await send(p, MALL, envelope({ id: 1 }), { headers });
      expect(logged.app.ops.frontDoor.answered).toBe(before + 1);
      const completed = lines.filter((l) => l.msg === 'request completed').slice(-2);
      expect(completed).toHaveLength(2);
      const [full, door] = completed as { reqId: string; req: Record<string, unknown>; res: unknown; level: number; responseTime: number }[];
      expect(Object.keys(door)).toEqual(Object.keys(full));
      expect(door.level).toBe(full.level);
      expect(door.res).toEqual(full.res);
      const { remotePort: _a, ...fullReq } = full.req;
      const { remotePort: _b, ...doorReq } = door.req;
      expect(doorReq).toEqual(fullReq);
      expect(doorReq).toMatchObject({ method: 'POST', url: MALL, host: 'shp.example.com', remoteAddress: '203.0.113.7' });
      expect(door.reqId).toMatch(/^door-/);
      expect(door.responseTime).toBeGreaterThanOrEqual(0);
    } finally {
      await logged.close();
    }
  });
});
