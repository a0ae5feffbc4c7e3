import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createMemberSession } from '../test/fixtures.js';
import { postRaw, type RawAnswer } from '../test/http.js';

/**
 * Differential fuzz of the front door (decision 013): every generated request is sent twice (after
 * its data was asked once plainly, so that the door knows valid data), first
 * chunked (the door leaves chunked bodies to Fastify, so this is the full path, and it records the
 * alias when the input is valid and cacheable), then with a Content-Length (the door may answer).
 * The two answers must agree: same status, same headers but x-cache, and the same bytes whenever
 * both come from the cache. No 5xx either way.
 */
let t: TestApp;
let port: number;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  member = (await createMemberSession(t.database.db)).token;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

type Answer = RawAnswer;
const send = (path: string, body: Buffer, headers: Record<string, string>, chunked: boolean) => postRaw(port, path, body, { headers, chunked });

const without = (headers: http.IncomingHttpHeaders) => {
  const { date: _d, connection: _c, 'keep-alive': _k, 'x-cache': _x, ...rest } = headers;
  return rest;
};

const scalar = fc.oneof(fc.integer({ min: -2, max: 5 }), fc.constantFrom('', '火锅', '310000', 'A', "' or 1=1 --", '<img src=x onerror=alert(1)>'), fc.boolean(), fc.constant(null));
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.constantFrom('min', 'max', 'id', 'x'), scalar, { maxKeys: 2 }));
// Mostly data some call accepts, so that the door has something to answer.
const data = fc.oneof(
  { weight: 3, arbitrary: fc.constant({}) },
  { weight: 3, arbitrary: fc.record({ id: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 2, arbitrary: fc.dictionary(fc.constantFrom('id', 'keyword', 'cityCode', 'kind', 'useBrandName', 'type', 'area', 'gradeList', 'formats', 'unknown'), value, { maxKeys: 3 }) },
  { weight: 1, arbitrary: value },
);
const wrapper = fc.record(
  {
    channelCode: fc.constantFrom('ch_web', 'other', 1),
    time: fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.constant({})),
    traceId: fc.constantFrom('a'.repeat(32), `e123${'0'.repeat(28)}`, 'short'),
    token: fc.constantFrom('', 'not-a-session'),
    shareId: fc.string({ maxLength: 4 }),
  },
  { requiredKeys: [] },
);
const pageParam = fc.option(fc.record({ pageNum: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constant('2')), pageSize: fc.constantFrom(10, 20, 100, 1000) }, { requiredKeys: [] }), { nil: undefined });
/** How the body is written: plain JSON, or spelled to test the parser the door shares with Fastify. */
const spelling = fc.oneof({ weight: 6, arbitrary: fc.constant('json') }, { weight: 1, arbitrary: fc.constantFrom('bom', 'truncated', 'overflow', 'proto', 'array') });
const headers = fc.tuple(fc.boolean(), fc.record(
  {
    'content-type': fc.oneof({ weight: 4, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: fc.constantFrom('application/json; charset=utf-8', 'Application/JSON', 'application/json; charset=latin1', 'text/plain') }),
    'accept-encoding': fc.constantFrom('gzip', 'br, gzip', 'deflate', 'identity', 'gzip;q=0', '*'),
    'member-token': fc.constant('MEMBER'),
    cookie: fc.constantFrom('cityCode=310000', 'token=MEMBER', 'a=b'),
  },
  { requiredKeys: ['content-type'] },
)).map(([plain, h]): Record<string, string> => (plain ? { 'content-type': h['content-type'] } : h));

function write(body: Record<string, unknown>, how: string): Buffer {
  const json = JSON.stringify(body);
  if (how === 'bom') return Buffer.from(`\ufeff${json}`);
  if (how === 'truncated') return Buffer.from(json.slice(0, -1));
  if (how === 'overflow') return Buffer.from(json.replace(/}$/, ',"n":1e400}'));
  if (how === 'proto') return Buffer.from(json.replace(/^{/, '{"__proto__":{"x":1},'));
  if (how === 'array') return Buffer.from(`[${json}]`);
  return Buffer.from(json);
}

/** One change at a time to a request whose data the door knows. */
const VARIANTS: { name: string; wrapper?: Record<string, unknown>; spelling?: string; headers?: Record<string, string> }[] = [
  { name: 'as it is' },
  { name: 'bad trace id', wrapper: { traceId: 'short' } },
  { name: 'other channel', wrapper: { channelCode: 'other' } },
  { name: 'time object', wrapper: { time: {} } },
  { name: 'token in body', wrapper: { token: 'MEMBER' } },
  { name: 'unknown wrapper field', wrapper: { extra: 1 } },
  { name: 'page 2', wrapper: { pageParam: { pageNum: 2 } } },
  { name: 'page as text', wrapper: { pageParam: { pageNum: 'x' } } },
  ...['bom', 'truncated', 'overflow', 'proto', 'array'].map((spelling) => ({ name: spelling, spelling })),
  { name: 'member header', headers: { 'member-token': 'MEMBER' } },
  { name: 'bearer', headers: { authorization: 'Bearer MEMBER' } },
  { name: 'token cookie', headers: { cookie: 'token=MEMBER' } },
  { name: 'operator header', headers: { 'admin-token': 'x' } },
  { name: 'city cookie', headers: { cookie: 'cityCode=310000' } },
  { name: 'text/plain', headers: { 'content-type': 'text/plain' } },
  { name: 'latin1', headers: { 'content-type': 'application/json; charset=latin1' } },
  ...['gzip', 'br', 'deflate', 'identity', 'gzip;q=0', '*'].map((e) => ({ name: `accept ${e}`, headers: { 'accept-encoding': e } })),
  { name: 'no compression', headers: { 'accept-encoding': 'gzip', 'x-no-compression': '1' } },
];

describe('front door against the full path, generated requests', () => {
  it('answers exactly what Fastify answers, or leaves the request to it', async () => {
    const paths = t.app.ops.frontDoor.paths();
    expect(paths.length).toBeGreaterThanOrEqual(15);
    const start = t.app.ops.frontDoor.answered;
    const failures: string[] = [];
    let cachedPairs = 0;
    let variants = 0;
    const compare = (full: Answer, door: Answer, where: string) => {
      if (full.status >= 500 || door.status >= 500) failures.push(`5xx ${full.status}/${door.status} ${where}`);
      if (full.status !== door.status) failures.push(`status ${full.status} ≠ ${door.status} ${where}`);
      else if (JSON.stringify(without(full.headers)) !== JSON.stringify(without(door.headers))) failures.push(`headers ${JSON.stringify(without(full.headers))} ≠ ${JSON.stringify(without(door.headers))} ${where}`);
      else if (full.headers['x-cache'] && door.headers['x-cache']) {
        cachedPairs += 1;
        if (!full.bytes.equals(door.bytes)) failures.push(`bytes differ ${where}`);
      }
    };
    for (const path of paths) {
      const samples = fc.sample(fc.tuple(wrapper, data, pageParam, spelling, headers), { numRuns: 40, seed: 7 });
      for (const [w, d, p, how, h] of samples) {
        const body = write({ ...w, data: d, ...(p ? { pageParam: p } : {}) }, how);
        const hs = Object.fromEntries(Object.entries(h).map(([k, v]) => [k, v.replace('MEMBER', member)]));
        // The same data asked plainly first: when it is valid, the door now knows it, so the
        // variant below tests the door's own checks, not only its lack of an alias.
        await send(path, write({ channelCode: 'ch_web', data: d, ...(p ? { pageParam: p } : {}) }, 'json'), { 'content-type': 'application/json' }, true);
        compare(await send(path, body, hs, true), await send(path, body, hs, false), `${path} ${body.toString().slice(0, 160)} ${JSON.stringify(hs)}`);
      }
    }
    // Every check the door makes, on every path, for data the door knows: each variant alone.
    for (const path of paths) {
      for (const d of [{}, { id: 1 }]) {
        const plain = { channelCode: 'ch_web', data: d };
        const primed = await send(path, write(plain, 'json'), { 'content-type': 'application/json' }, true);
        if (!primed.headers['x-cache']) continue;
        for (const v of VARIANTS) {
          const body = write({ ...plain, ...v.wrapper, ...(v.wrapper?.token === 'MEMBER' ? { token: member } : {}) }, v.spelling ?? 'json');
          const hs = Object.fromEntries(Object.entries({ 'content-type': 'application/json', ...v.headers }).map(([k, x]) => [k, x.replace('MEMBER', member)]));
          compare(await send(path, body, hs, true), await send(path, body, hs, false), `${path} ${v.name}`);
          variants += 1;
        }
      }
    }
    // Texts the door knows (decision 025): a browser-shaped body answered at the door once, then the
    // same text with a generated time and trace id in their places, valid or not.
    const byTextBefore = t.app.ops.frontDoor.answeredByText;
    const times = fc.oneof(fc.stringMatching(/^-?[0-9]{0,17}(\.[0-9])?([eE][+-]?[0-9]{1,3})?$/), fc.constantFrom('0', '00', '01', '"1"', 'null', '1764000000000'));
    const traces = fc.oneof(fc.stringMatching(/^[0-9a-zA-Z]{31,33}$/), fc.string({ minLength: 31, maxLength: 33 }), fc.constant('a'.repeat(32)));
    const json = { 'content-type': 'application/json' };
    for (const path of paths) {
      for (const d of [{}, { id: 1 }]) {
        const head = (time: string, trace: string) => `{"channelCode":"ch_web","time":${time},"traceId":"${trace}"`;
        const tail = `,"data":${JSON.stringify(d)}}`;
        const known = Buffer.from(head('1764000000000', 'b'.repeat(32)) + tail);
        const primed = await send(path, known, json, true);
        if (!primed.headers['x-cache']) continue;
        await send(path, known, json, false);
        for (const [time, trace] of fc.sample(fc.tuple(times, traces), { numRuns: 30, seed: 11 })) {
          const body = Buffer.from(head(time, trace) + tail);
          compare(await send(path, body, json, true), await send(path, body, json, false), `${path} text ${body.toString().slice(0, 160)}`);
        }
      }
    }
    const byText = t.app.ops.frontDoor.answeredByText - byTextBefore;
    const answered = t.app.ops.frontDoor.answered - start;
    console.log(`front door fuzz: ${paths.length} paths, ${variants} variants of known data, ${cachedPairs} pairs from the cache, ${answered} answered at the door (${byText} by known text)`);
    expect(failures.slice(0, 5)).toEqual([]);
    // Not vacuous: many pairs came from the cache, and the door answered a good share of them.
    expect(variants).toBeGreaterThan(100);
    expect(cachedPairs).toBeGreaterThan(100);
    expect(answered).toBeGreaterThan(50);
    expect(byText).toBeGreaterThan(20);
  }, 180_000);
});
