import type { FastifyError, FastifyInstance } from 'fastify';
import { ResultCode, ServerText } from '@shp/contracts';
import { AppError } from '../lib/errors.js';
import { isClientHangUp } from '../lib/client-abort.js';

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001', '08003']);

function isDatabaseDown(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown };
  if (e?.code && CONNECTION_ERRORS.has(e.code)) return true;
  // The last is pg-pool's when every connection stays busy past its wait: overload, which like an
  // outage deserves a 503 and a retry rather than a 500 (seen at 1,000,000 units before 0017).
  if (/Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(e?.message ?? '')) return true;
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
      request.log.error({ err }, 'database unavailable');
      return json.code(503).header('retry-after', '5').send({ code: ResultCode.UNAVAILABLE, msg: ServerText.DB_DOWN, data: null });
    }
    if (isBadValue(err)) {
      request.log.warn({ err: { message: err.message } }, 'input value the column cannot hold');
      return json.code(400).send({ code: ResultCode.BUSINESS, msg: ServerText.INVALID_INPUT, data: null });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const msg =
        status === 413 ? ServerText.BODY_TOO_LARGE : status === 429 ? ServerText.TOO_MANY : ServerText.INVALID_INPUT;
      const code = status === 429 ? ResultCode.TOO_MANY : ResultCode.BUSINESS;
      return json.code(status).send({ code, msg, data: null });
    }
    request.log.error({ err }, 'unhandled error');
    return json.code(500).send({ code: ResultCode.SERVER_ERROR, msg: ServerText.INTERNAL, data: null });
  });
}
