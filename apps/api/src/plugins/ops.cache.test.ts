import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { homeConfigByChannelOp, searchAllOp, type OpDef } from '@shp/contracts';
import { z } from 'zod';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, post, type TestApp } from '../test/test-app.js';
import { createMemberSession } from '../test/fixtures.js';
import { createOperatorSession } from '../test/operators.js';

let t: TestApp;
let member: string;
let operator: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  member = (await createMemberSession(t.database.db)).token;
  operator = (await createOperatorSession(t.database.db, { role: 'admin' })).headers;
});
afterAll(() => t.close());

const HOME = '/api/foreground/home/homeConfigByChannel';
const MALL = '/api/foreground/project/queryProjectDetails';
const SEARCH = '/api/foreground/search/all';

describe('response cache of public reads', () => {
  it('answers a repeated read from the cache with the same bytes; equal inputs share an entry', async () => {
    t.app.ops.cache.clear();
    const first = await post(t.app, SEARCH, { keyword: '火锅' });
    const second = await post(t.app, SEARCH, { keyword: ' 火锅 ', type: 'all' });
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toEqual(first.body);
    expect(first.body.data.total).toBeGreaterThan(0);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    // Another page or another input is another entry.
    const page2 = await post(t.app, SEARCH, { keyword: '火锅' }, { pageParam: { pageNum: 2 } });
    expect(page2.headers['x-cache']).toBe('miss');
    expect((await post(t.app, SEARCH, { keyword: '咖啡' })).headers['x-cache']).toBe('miss');
    // Bad input is still refused before the cache is asked.
    const bad = await post(t.app, SEARCH, { keyword: 'x'.repeat(500) });
    expect(bad.status).toBe(400);
    expect(bad.headers['x-cache']).toBeUndefined();
  });

  it('sends a hit compressed once for each encoding the browser accepts', async () => {
    t.app.ops.cache.clear();
    const LIST = '/api/foreground/project/pageList';
    const ask = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: LIST,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
        payload: { channelCode: 'ch_web', data: {}, pageParam: { pageSize: 20 } },
      });
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const stored = t.app.ops.cache.size.bytes;
    const gz1 = await ask('gzip, deflate');
    // The compressed copy is kept with the entry (and counted in its bound)…
    expect(t.app.ops.cache.size.bytes).toBe(stored + gz1.rawPayload.length);
    const gz2 = await ask('gzip, deflate');
    // …and sent again as it is, not compressed per request.
    expect(t.app.ops.cache.size.bytes).toBe(stored + gz1.rawPayload.length);
    expect(gz1.headers['content-encoding']).toBe('gzip');
    expect(gz1.headers.vary).toContain('accept-encoding');
    expect(gz2.headers['x-cache']).toBe('hit');
    expect(gunzipSync(gz2.rawPayload).toString()).toBe(plain.body);
    expect(Number(gz2.headers['content-length'])).toBe(gz2.rawPayload.length);
    expect(gz2.rawPayload.equals(gz1.rawPayload)).toBe(true);
    const br = await ask('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // x-no-compression is honoured as the compress plugin does.
    const none = await t.app.inject({
      method: 'POST',
      url: LIST,
      headers: { 'accept-encoding': 'gzip', 'x-no-compression': '1' },
      payload: { channelCode: 'ch_web', data: {}, pageParam: { pageSize: 20 } },
    });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);
  });

  it('shows an operator edit at once', async () => {
    const before = await post(t.app, HOME, {});
    expect((await post(t.app, HOME, {})).headers['x-cache']).toBe('hit');
    const current = await post(t.app, '/api/admin/content/homeConfig', {}, { headers: operator });
    // Configured words lead, in the operator's order (each finds listings, or it is not offered).
    const words = before.body.data.hotWords as string[];
    const hotWords = [words[3], ...words.slice(0, 3)];
    const saved = await post(t.app, '/api/admin/content/homeConfigSave', { ...current.body.data, hotWords }, { headers: operator });
    expect(saved.body.code).toBe(10000);
    const after = await post(t.app, HOME, {});
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body.data.hotWords.slice(0, 4)).toEqual(hotWords);

    // Unpublishing a mall takes it out of the detail and the lists that were cached.
    const list = async () =>
      (await post(t.app, '/api/foreground/project/pageList', {}, { pageParam: { pageSize: 50 } })).body.data.list.map((m: { id: number }) => m.id);
    expect(await list()).toContain(2);
    expect((await post(t.app, MALL, { id: 2 })).status).toBe(200);
    expect((await post(t.app, MALL, { id: 2 })).headers['x-cache']).toBe('hit');
    await post(t.app, '/api/admin/content/setStatus', { type: 'mall', id: 2, status: 'draft' }, { headers: operator });
    expect((await post(t.app, MALL, { id: 2 })).status).toBe(404);
    expect(await list()).not.toContain(2);
    await post(t.app, '/api/admin/content/setStatus', { type: 'mall', id: 2, status: 'published' }, { headers: operator });
    expect((await post(t.app, MALL, { id: 2 })).status).toBe(200);
  });

  it('never caches what differs per member: a signed-in caller bypasses it both ways', async () => {
    t.app.ops.cache.clear();
    const visitor = await post(t.app, MALL, { id: 1 });
    expect(visitor.headers['x-cache']).toBe('miss');
    expect(visitor.body.data.leasingContact.phoneMasked).toBe(true);
    const signedIn = await post(t.app, MALL, { id: 1 }, { token: member });
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.body.data.leasingContact).toMatchObject({ phoneMasked: false });
    expect(signedIn.body.data.leasingContact.phone).not.toContain('*');
    // Cookie and envelope tokens count as well; an operator's cookie too.
    const byCookie = await t.app.inject({
      method: 'POST',
      url: MALL,
      cookies: { shp_session: member },
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { channelCode: 'ch_web', data: { id: 1 } },
    });
    expect(byCookie.headers['x-cache']).toBeUndefined();
    expect(byCookie.json().data.leasingContact.phoneMasked).toBe(false);
    const inEnvelope = await t.app.inject({ method: 'POST', url: MALL, payload: { channelCode: 'ch_web', token: member, data: { id: 1 } } });
    expect(inEnvelope.json().data.leasingContact.phoneMasked).toBe(false);
    expect((await post(t.app, MALL, { id: 1 }, { headers: operator })).headers['x-cache']).toBeUndefined();
    // The member's answer was not stored for the next visitor.
    const next = await post(t.app, MALL, { id: 1 });
    expect(next.headers['x-cache']).toBe('hit');
    expect(next.body.data.leasingContact.phoneMasked).toBe(true);

    // Only public operations can opt in; member calls are never cached.
    const personal = {
      method: 'POST',
      path: '/api/test/cache/personal',
      access: 'member',
      summary: 'x',
      input: z.object({}),
      output: z.object({}),
    } as unknown as OpDef;
    expect(() => t.app.ops.register(personal, async () => ({}), { cache: { ttlSeconds: 60, scope: 'public' } })).toThrow(
      'Only public JSON operations can be cached',
    );
    const me = await post(t.app, '/api/foreground/member/info', {}, { token: member });
    expect(me.headers['x-cache']).toBeUndefined();
  });

  it('reads a credential over HTTP the way every other call does, cached answer or not', async () => {
    t.app.ops.cache.clear();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ask = (cookie?: string) =>
      fetch(`${address}${MALL}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie, 'sec-fetch-site': 'same-origin' } : {}) },
        body: JSON.stringify({ channelCode: 'ch_web', traceId: 'a'.repeat(32), data: { id: 1 } }),
      });
    expect((await ask()).headers.get('x-cache')).toBe('miss');
    const visitor = await ask();
    expect(visitor.headers.get('x-cache')).toBe('hit');
    // The cookie parser reads `shp_session =<t>` as the session cookie; so must the decision to
    // serve the visitor's cached answer.
    const spaced = await ask(`shp_session =${member}`);
    expect(spaced.headers.get('x-cache')).toBeNull();
    expect(((await spaced.json()) as { data: { leasingContact: { phoneMasked: boolean } } }).data.leasingContact.phoneMasked).toBe(false);
    // A hit still passes the app's hooks: the call headers of the security plugin are on it.
    expect(visitor.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('serves in-process calls (server rendering) from the same entries', async () => {
    t.app.ops.cache.clear();
    const request = { headers: {}, cookies: {}, ip: '127.0.0.1' } as unknown as FastifyRequest;
    const inProcess = await t.app.ops.call(searchAllOp, { keyword: '咖啡' }, { request });
    const overHttp = await post(t.app, SEARCH, { keyword: '咖啡' });
    expect(overHttp.headers['x-cache']).toBe('hit');
    expect(overHttp.body.data).toEqual(inProcess);
    const home = await t.app.ops.call(homeConfigByChannelOp, {}, { request });
    expect(home).toEqual((await post(t.app, HOME, {})).body.data);
  });
});

describe('response cache bounds', () => {
  let small: TestApp;
  let off: TestApp;
  // Apps are made in the hook (its longer timeout): a busy machine takes over 30 s for one.
  beforeAll(async () => {
    [small, off] = await Promise.all([createTestApp({ RESPONSE_CACHE_MB: '0.1' }), createTestApp({ RESPONSE_CACHE_MB: '0' })]);
  });
  afterAll(() => Promise.all([small?.close(), off?.close()]));

  it('keeps within its memory however many distinct reads come', async () => {
    for (let i = 0; i < 40; i += 1) await post(small.app, SEARCH, { keyword: `主力店${i}` });
    const { cache } = small.app.ops;
    expect(cache.size.bytes).toBeLessThanOrEqual(cache.maxBytes);
    expect(cache.stats.evictions).toBeGreaterThan(0);
    expect((await post(small.app, SEARCH, { keyword: '主力店39' })).headers['x-cache']).toBe('hit');
  });

  it('is off with RESPONSE_CACHE_MB=0', async () => {
    await post(off.app, HOME, {});
    const again = await post(off.app, HOME, {});
    expect(again.headers['x-cache']).toBeUndefined();
    expect(again.body.code).toBe(10000);
  });
});
