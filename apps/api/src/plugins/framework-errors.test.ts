import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { ResultCode } from '@shp/contracts';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { registerErrorHandling } from './errors.js';

/**
 * Refusals the framework raises before any handler (a URL it cannot decode, a body it cannot
 * parse, a route that does not exist, a request line Node refuses) answer like every other
 * refusal: the SPEC envelope for calls, an HTML page for pages, in Chinese, never in the
 * framework's words.
 */
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({ write: (chunk, _e, cb) => (lines.push(String(chunk)), cb()) });
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
});
afterAll(() => t.close());

const CHINESE = /[\u4e00-\u9fa5]/;

function expectNoFrameworkWords(text: string) {
  expect(text).not.toMatch(/FST_|fastify|"error"|statusCode|Bad Request|Not Found/i);
}

function expectEnvelope(res: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as { code: unknown; msg: string; data: unknown };
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
  expect(body.msg).toMatch(CHINESE);
  expectNoFrameworkWords(res.body);
  return body;
}

describe('framework errors answer the envelope or the error page', () => {
  it('a malformed URL of a call answers the envelope', async () => {
    for (const url of ['/api/foreground/%c0', '/api/foreground/shops/%E0%A4%A', '/wact-web/%c0?x=1']) {
      const body = expectEnvelope(await t.app.inject({ url }), 400);
      expect(body.msg, url).toBe('请求地址有误');
    }
  });

  it('a malformed URL of a page answers an HTML error page', async () => {
    const res = await t.app.inject({ url: '/%c0' });
    expect(res.statusCode).toBe(400);
    expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
    expect(res.body).toContain('请求地址有误');
    expect(res.body).toContain('<html lang="zh-CN">');
    expectNoFrameworkWords(res.body);
  });

  it('bad JSON, an unsupported content type, an empty JSON body and a body too large answer the envelope', async () => {
    const path = '/api/foreground/auth/captcha/challenge';
    expect(
      expectEnvelope(await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json' }, payload: '{"data":' }), 400).msg,
    ).toBe('提交内容格式有误');
    expect(expectEnvelope(await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json' }, payload: '' }), 400).msg).toBe(
      '提交内容格式有误',
    );
    expect(expectEnvelope(await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/xml' }, payload: '<a/>' }), 415).msg).toBe(
      '不支持的提交内容类型',
    );
    const big = JSON.stringify({ data: { x: 'a'.repeat(1024 * 1024 + 10) } });
    expect(expectEnvelope(await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json' }, payload: big }), 413).msg).toBe(
      '提交内容过大',
    );
  });

  it('an unknown call or a wrong method answers the 404 envelope; an unknown page the 404 page', async () => {
    expect(expectEnvelope(await t.app.inject({ url: '/api/foreground/nothing/here' }), 404).code).toBe(ResultCode.NOT_FOUND);
    expectEnvelope(await t.app.inject({ method: 'DELETE', url: '/api/foreground/auth/captcha/challenge' }), 404);
    const page = await t.app.inject({ method: 'PUT', url: '/shopDetail' });
    expect(page.statusCode).toBe(404);
    expect(String(page.headers['content-type'])).toMatch(/^text\/html/);
    expect(page.body).toContain('页面不存在');
  });

  it('a request line Node refuses answers the envelope on the socket', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write('GET /\x01 HTTP/1.1\r\nHost: x\r\n\r\n'));
      let out = '';
      socket.on('data', (d) => (out += d));
      socket.on('end', () => resolve(out));
      socket.on('close', () => resolve(out));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({ code: ResultCode.BUSINESS, msg: '请求参数有误', data: null });
    expectNoFrameworkWords(body);
  });

  it('logs none of the token in a URL', async () => {
    const token = 'ZmFrZS10b2tlbi1mb3ItbG9nLXJlZGFjdGlvbi0xMjM0NTY3';
    await t.app.inject({ url: `/api/foreground/auth/user/query?token=${token}&phone=13800138000` });
    const log = lines.join('');
    expect(log).toContain('token=[redacted]');
    expect(log).not.toContain(token);
    expect(log).not.toContain('13800138000');
  });
});

describe('a refused write in the log', () => {
  it('names the error code and constraint, never the SQL parameters or the values the driver quotes', async () => {
    const out: string[] = [];
    const stream = new Writable({ write: (chunk, _e, cb) => (out.push(String(chunk)), cb()) });
    const app = Fastify({ logger: { level: 'info', stream } });
    registerErrorHandling(app);
    app.post('/write', async () => {
      const cause = Object.assign(new Error('duplicate key value violates unique constraint "members_phone_unique"'), {
        code: '23505',
        constraint: 'members_phone_unique',
        table: 'members',
        detail: 'Key (phone)=(13800138000) already exists.',
      });
      throw Object.assign(new Error('Failed query: insert into "members" ("phone", "token") values ($1, $2)\nparams: 13800138000,secret-token-value'), {
        query: 'insert into "members" ("phone", "token") values ($1, $2)',
        params: ['13800138000', 'secret-token-value'],
        cause,
      });
    });
    app.post('/nul', async () => {
      throw Object.assign(new Error('Failed query: insert into x values ($1)\nparams: 13900139000'), {
        params: ['13900139000'],
        cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }),
      });
    });
    expect((await app.inject({ method: 'POST', url: '/write' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'POST', url: '/nul' })).statusCode).toBe(400);
    await app.close();
    const log = out.join('');
    expect(log).toContain('"code":"23505"');
    expect(log).toContain('"constraint":"members_phone_unique"');
    expect(log).toContain('"code":"22021"');
    for (const secret of ['13800138000', '13900139000', 'secret-token-value', 'insert into', 'params']) expect(log).not.toContain(secret);
  });
});
