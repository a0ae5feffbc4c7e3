import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode, ServerText } from '@shp/contracts';
import { AppError } from '../lib/errors.js';
import { isClientHangUp } from '../lib/client-abort.js';

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001', '08003']);

function isDatabaseDown(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown };
  if (e?.code && CONNECTION_ERRORS.has(e.code)) return true;
  // The last is pg-pool's when every connection stays busy past its wait: overload, which like an
  // outage deserves a 503 and a retry rather than a 500 (seen at 1,000,000 units before 0017).
  if (/Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(e?.message ?? ''))
    return true;
  return e?.cause ? isDatabaseDown(e.cause) : false;
}

/**
 * PostgreSQL 22003 and 22001: a number past its column's range or text longer than its column, in
 * practice an id or a text from the request larger than the column holds. 22021 and 22P05: a NUL
 * character (\u0000, valid JSON) in a text or inside a jsonb value, which PostgreSQL cannot store.
 * Contracts should bound them (rowIdSchema, max); this is the net for an input they let through,
 * so it answers the caller's mistake rather than a 500.
 */
const BAD_VALUE = new Set(['22003', '22001', '22021', '22P05']);

function isBadValue(err: unknown): boolean {
  const e = err as { code?: string; cause?: unknown };
  if (e?.code && BAD_VALUE.has(e.code)) return true;
  return e?.cause ? isBadValue(e.cause) : false;
}

/** A SQLSTATE: five digits or capitals. Node's own codes (ECONNRESET…) are longer. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * What may be logged of a failed query: its SQLSTATE, constraint, table and column. Drizzle's
 * error carries the SQL and its parameters (a phone, a token, a name) and the driver's message and
 * detail quote the values (`Key (phone)=(138…) already exists`): none of those is written.
 */
export function databaseFailure(err: unknown): { code: string; constraint?: string; table?: string; column?: string } | null {
  for (
    let e = err as { code?: unknown; constraint?: unknown; table?: unknown; column?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && SQLSTATE.test(e.code)) {
      const s = (v: unknown) => (typeof v === 'string' ? v : undefined);
      return { code: e.code, constraint: s(e.constraint), table: s(e.table), column: s(e.column) };
    }
  }
  return null;
}

/** A failed query's error as logged: never the SQL's parameters nor the values the driver quotes. */
function loggable(err: unknown): unknown {
  const db = databaseFailure(err);
  if (db) return { type: 'DatabaseError', ...db };
  const e = err as { query?: unknown; params?: unknown; cause?: unknown };
  if (e && (e.query !== undefined || e.params !== undefined)) return { type: 'DatabaseError' };
  return err;
}

/** Where calls live; everything else is a page, and its errors are pages too. */
const API_PREFIXES = ['/api/', '/wact-web/', '/media/', '/healthz', '/metrics'];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((p) => url.startsWith(p));
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page a page address answers when the request never reached the page renderer. */
export function errorPageHtml(status: number, message: string): string {
  const text = escapeHtml(message);
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>商铺汇-${text}</title><style>body{margin:0;font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;color:#333;background:#f5f5f5}main{max-width:480px;margin:15vh auto;padding:32px 24px;text-align:center;background:#fff;border-radius:8px}h1{font-size:20px;margin:0 0 12px}p{color:#666;margin:0 0 24px}a{color:#ff6a00}</style></head><body><main><h1>${text}</h1><p>错误代码 ${status}</p><a href="/">返回首页</a></main></body></html>`;
}

/** One answer for every refusal: the SPEC envelope for calls, an HTML page for pages. */
function answer(request: FastifyRequest, reply: FastifyReply, status: number, code: number | string, msg: string, data: unknown = null) {
  reply.removeHeader('content-encoding').code(status);
  if (isApiPath(request.url) || (request.method === 'POST' && String(request.headers['content-type'] ?? '').includes('json'))) {
    return reply.type('application/json; charset=utf-8').send({ code, msg, data });
  }
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(errorPageHtml(status, msg));
}

/** The Chinese text for a refusal the framework raised before any handler ran. */
function frameworkMessage(err: FastifyError, status: number): string {
  if (status === 413) return ServerText.BODY_TOO_LARGE;
  if (status === 415) return ServerText.UNSUPPORTED_TYPE;
  if (status === 429) return ServerText.TOO_MANY;
  if (status === 404 || status === 405) return ServerText.UNKNOWN_PATH;
  if (err.code === 'FST_ERR_BAD_URL' || err.code === 'FST_ERR_MAX_PARAM_LENGTH') return ServerText.BAD_URL;
  if (err.code?.startsWith('FST_ERR_CTP_') || err instanceof SyntaxError) return ServerText.BAD_BODY;
  return ServerText.INVALID_INPUT;
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`/%c0`) or a route parameter past its
 * length, found before routing. Answered like any other refusal, never in Fastify's own words.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void answer(request, reply, 400, ResultCode.BUSINESS, frameworkMessage(err, 400));
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused (bad request line, headers
 * too large, too slow). There is no request to answer through, so the envelope is written on the
 * socket, in Chinese, as Fastify would write its own.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large']
        : [400, 'Bad Request'];
  const msg = status === 408 ? '请求超时，请重试' : status === 431 ? '请求头过大' : ServerText.INVALID_INPUT;
  const body = JSON.stringify({ code: ResultCode.BUSINESS, msg, data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** No route for this address and method: the envelope for calls, the 404 page for pages. */
export function notFound(request: FastifyRequest, reply: FastifyReply) {
  if (isApiPath(request.url)) return answer(request, reply, 404, ResultCode.NOT_FOUND, ServerText.UNKNOWN_PATH);
  return answer(request, reply, 404, ResultCode.NOT_FOUND, ServerText.PAGE_NOT_FOUND);
}

/** Every failure leaves as the SPEC envelope: clear Chinese text, no stack, no 500 for client mistakes. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    // A page's answer may already carry its own content type (text/html from the SSR handler) and
    // the compressed stream's encoding when its stream fails: the envelope says it is plain JSON,
    // or Fastify cannot send it at all (or sends it marked gzip).
    const json = reply.removeHeader('content-encoding').type('application/json; charset=utf-8');
    if (err instanceof AppError) {
      return json.code(err.httpStatus).send({ code: err.code, msg: err.message, data: err.data });
    }
    if (isClientHangUp(err, request)) {
      // A reload or a closed tab mid-answer: nobody is left to answer, and nothing went wrong here.
      // Before the database check: a client's reset mid-body is ECONNRESET too, and is not an outage.
      request.log.info({ err: { code: (err as { code?: string }).code, message: err.message } }, 'client closed the connection before the answer');
      return reply.code(499).send();
    }
    if (isDatabaseDown(err)) {
      request.log.error({ err: loggable(err) }, 'database unavailable');
      return json.code(503).header('retry-after', '5').send({ code: ResultCode.UNAVAILABLE, msg: ServerText.DB_DOWN, data: null });
    }
    if (isBadValue(err)) {
      request.log.warn({ err: loggable(err) }, 'input value the column cannot hold');
      return json.code(400).send({ code: ResultCode.BUSINESS, msg: ServerText.INVALID_INPUT, data: null });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 429 ? ResultCode.TOO_MANY : status === 404 ? ResultCode.NOT_FOUND : ResultCode.BUSINESS;
      return answer(request, reply, status, code, frameworkMessage(err, status));
    }
    request.log.error({ err: loggable(err) }, 'unhandled error');
    return json.code(500).send({ code: ResultCode.SERVER_ERROR, msg: ServerText.INTERNAL, data: null });
  });
}
