import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { Readable, Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import { ResultCode, ServerText } from '@shp/contracts';
import { registerErrorHandling } from './errors.js';

let app: FastifyInstance;

/** As Drizzle reports a failed query: its own error, the driver's as the cause. */
function queryFailed(cause: Error & { code?: string }) {
  return Object.assign(new Error('Failed query: select 1'), { cause });
}

beforeAll(async () => {
  app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/pool-wait', async () => {
    throw queryFailed(new Error('timeout exceeded when trying to connect'));
  });
  app.get('/refused', async () => {
    throw queryFailed(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
  });
  // A stream of the server's own that ended early, the client still waiting: a fault, not a hang-up.
  app.get('/own-stream-cut', async () => {
    throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
  });
  // An id past the integer column's range that a contract let through (PostgreSQL 22003).
  app.get('/out-of-range', async () => {
    throw queryFailed(Object.assign(new Error('value "2147483648" is out of range for type integer'), { code: '22003' }));
  });
  app.get('/too-long', async () => {
    throw queryFailed(Object.assign(new Error('value too long for type character varying(20)'), { code: '22001' }));
  });
  // A NUL character in a text column or inside a jsonb value (valid JSON in the request).
  app.get('/nul-text', async () => {
    throw queryFailed(Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }));
  });
  app.get('/nul-json', async () => {
    throw queryFailed(Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' }));
  });
  app.get('/bug', async () => {
    throw new TypeError("Cannot read properties of undefined (reading 'id')");
  });
  await app.ready();
});
afterAll(() => app.close());

describe('error envelope', () => {
  it('answers a database that cannot be reached, or a pool with no connection free in time, with 503 and a retry', async () => {
    for (const url of ['/pool-wait', '/refused']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ code: ResultCode.UNAVAILABLE, msg: ServerText.DB_DOWN, data: null });
    }
  });

  it("answers a value the database refuses (past its column range or length, a NUL character) as the caller's mistake (400), not a 500", async () => {
    for (const url of ['/out-of-range', '/too-long', '/nul-text', '/nul-json']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ code: ResultCode.BUSINESS, msg: ServerText.INVALID_INPUT, data: null });
      expect(res.body).not.toMatch(/2147483648|integer|varying|UTF8|Unicode/);
    }
  });

  it('answers a fault of its own with 500 and a plain message, never the stack', async () => {
    const res = await app.inject({ url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: ResultCode.SERVER_ERROR, msg: ServerText.INTERNAL, data: null });
    expect(res.body).not.toMatch(/reading 'id'|at .*\.ts/);
  });

  it("answers a stream of its own cut short with 500 while the client is still there (only a client's hang-up is not an error)", async () => {
    const res = await app.inject({ url: '/own-stream-cut' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: ResultCode.SERVER_ERROR, msg: ServerText.INTERNAL, data: null });
  });
});

describe('a client that hangs up', () => {
  let server: FastifyInstance;
  let base: URL;
  const lines: { level: number; msg: string; err?: { message?: string } }[] = [];
  /** Sockets closed by the client; a handler waits for its own before answering. */
  const gone = new Set<string>();

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as (typeof lines)[number]);
        done();
      },
    });
    server = Fastify({ logger: { level: 'info', stream: logStream } });
    registerErrorHandling(server);
    await server.register(compress, { threshold: 1 });
    // As the SSR handler answers a page (or an action's POST): the page's headers, then its body as a stream.
    const page = (body: () => Readable) => async (request: FastifyRequest, reply: FastifyReply) => {
      const id = String(request.headers['x-id']);
      if (!gone.has(id)) await new Promise((resolve) => reply.raw.once('close', resolve));
      reply.header('content-type', 'text/html; charset=utf-8');
      return reply.send(body());
    };
    server.post(
      '/page',
      page(() => Readable.from(['<!DOCTYPE html><html><body>', '页面'.repeat(2000), '</body></html>'])),
    );
    // A call whose body was read, failing with a stream error of the server's own while its client waits.
    server.post('/read-then-cut', async (request) => {
      void request.body;
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    });
    server.post('/echo', async (request) => ({ got: request.body }));
    server.post('/broken-page', async (_request, reply) => {
      reply.header('content-type', 'text/html; charset=utf-8');
      return reply.send(
        new Readable({
          read() {
            this.destroy(new Error('template exploded'));
          },
        }),
      );
    });
    base = new URL(await server.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(() => server.close());

  /** Sends a whole POST (so the server has read the request), then closes the connection unanswered. */
  async function postAndHangUp(path: string, id: string) {
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(base.port), base.hostname, () => {
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: ${base.host}\r\nAccept-Encoding: gzip\r\nContent-Type: application/json\r\nX-Id: ${id}\r\nContent-Length: 7\r\n\r\n{"a":1}`,
        );
        setTimeout(() => {
          gone.add(id);
          socket.destroy();
          resolve();
        }, 50);
      });
      socket.on('error', reject);
    });
    // The server's side of it: its close, the handler's answer, the stream's end.
    await new Promise((r) => setTimeout(r, 300));
  }

  it('is not a server error: the premature close is logged below warn, with no 500 attempted', async () => {
    lines.length = 0;
    await postAndHangUp('/page', 'reload-1');
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
    expect(lines.some((l) => l.level <= 30 && /client closed/.test(l.msg))).toBe(true);
  });

  it('logs the same stream error as an error, with a 500, when the client is still connected after sending its body', async () => {
    lines.length = 0;
    const res = await fetch(new URL('/read-then-cut', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(res.status).toBe(500);
    expect(lines.some((l) => l.level === 50 && l.msg === 'unhandled error')).toBe(true);
  });

  it('still logs a page that breaks as an error and answers the envelope (not an HTML-typed object)', async () => {
    lines.length = 0;
    const res = await fetch(new URL('/broken-page', base), { method: 'POST' });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ code: ResultCode.SERVER_ERROR, msg: ServerText.INTERNAL, data: null });
    expect(lines.some((l) => l.level === 50 && l.err?.message === 'template exploded')).toBe(true);
  });

  it("is not a database outage either when the client goes mid-body (its reset is not the database's)", async () => {
    lines.length = 0;
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(base.port), base.hostname, () => {
        socket.write(`POST /echo HTTP/1.1\r\nHost: ${base.host}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":`);
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
      socket.on('error', reject);
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
  });
});
