import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { ResultCode, ServerText } from '@shp/contracts';
import type { Database } from '../db/client.js';

/** How long a shutdown waits for requests in flight before it closes the database anyway. */
export const DRAIN_TIMEOUT_MS = 10_000;

interface InFlight {
  /** The route handler has started and not returned yet. */
  running: boolean;
  /** The reply went through onSend: after the handler, an error, or a client gone mid-body. */
  sent: boolean;
  /** The response closed: written out, or the connection is gone. */
  closed: boolean;
  /** Counted out of the requests in flight (once). */
  done: boolean;
}

/** Where a request's state rides: on its raw response, which every hook and the handler can reach. */
const kInFlight = Symbol('shp.inFlight');
type TrackedResponse = ServerResponse & { [kInFlight]?: InFlight };

/**
 * Makes `app.close()` wait for the requests in flight. Fastify's close waits for connections, not
 * for handlers: a request whose client went away (a load test ending, a tab closed) keeps running
 * with no connection left, so a pool closed right after `close()` failed its writes ("Cannot use a
 * pool after calling end on the pool"). Called by buildApp before any route is registered, so the
 * onRoute hook sees every handler.
 *
 * It runs on every request, so it allocates as little as it can: one state object, one shared
 * 'close' listener, no Map, no `once` wrapper and no `finally` chain per request (decision 012).
 */
export function drainRequestsOnClose(app: FastifyInstance, timeoutMs = DRAIN_TIMEOUT_MS) {
  let inFlight = 0;
  let drained: (() => void) | null = null;
  // Done takes all three: a client gone before the handler started still reaches the handler
  // (closed, not sent), and a handler may keep working after replying (sent, running).
  const check = (s: InFlight) => {
    if (s.done || s.running || !s.sent || !s.closed) return;
    s.done = true;
    inFlight -= 1;
    if (inFlight === 0) drained?.();
  };
  function onClose(this: TrackedResponse) {
    const s = this[kInFlight];
    if (!s) return;
    s.closed = true;
    check(s);
  }

  // Set in preClose. A request that arrives while the others drain (a keep-alive connection, or a
  // new one before the listener closes) is refused with the envelope, not started: Fastify's own
  // answer for this (return503OnClosing, off in app.ts) is not the SPEC envelope.
  let closing = false;
  app.addHook('onRequest', (_request, reply, done) => {
    if (closing) {
      void reply.code(503).header('retry-after', '5').header('connection', 'close').send({ code: ResultCode.UNAVAILABLE, msg: ServerText.DB_DOWN, data: null });
      return;
    }
    const res = reply.raw as TrackedResponse;
    res[kInFlight] = { running: false, sent: false, closed: res.destroyed, done: false };
    inFlight += 1;
    res.on('close', onClose);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const s = (reply.raw as TrackedResponse)[kInFlight];
    if (s) {
      s.sent = true;
      check(s);
    }
    done(null, payload);
  });
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function (request, reply) {
      const s = (reply.raw as TrackedResponse)[kInFlight];
      if (!s) return handler.call(this, request, reply);
      s.running = true;
      const returned = () => {
        s.running = false;
        // A hijacked reply never passes onSend.
        if (reply.sent) s.sent = true;
        check(s);
      };
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (err) {
        returned();
        throw err;
      }
      if (typeof (result as PromiseLike<unknown> | null)?.then === 'function') {
        return (result as PromiseLike<unknown>).then(
          (value) => {
            returned();
            return value;
          },
          (err: unknown) => {
            returned();
            throw err;
          },
        );
      }
      returned();
      return result;
    };
  });
  // preClose: new requests already answer 503, and Redis, timers and (after close) the pool are
  // still there for the ones in flight.
  app.addHook('preClose', async () => {
    closing = true;
    if (inFlight === 0) return;
    app.log.info({ requests: inFlight }, 'waiting for requests in flight');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      new Promise<false>((resolve) => (drained = () => resolve(false))),
      new Promise<true>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs))),
    ]);
    clearTimeout(timer);
    if (timedOut) app.log.warn({ requests: inFlight, timeoutMs }, 'requests still in flight at shutdown');
  });
}

/** Stops taking requests, lets those in flight finish their writes, then closes the database. */
export async function stopServer(app: FastifyInstance, database: Database) {
  // close() stops accepting connections and waits for requests in flight before resolving. It
  // closes the connections idle at that moment only: a keep-alive connection whose request finishes
  // later would hold the exit for the client's keep-alive time (71 s with undici), so close those as
  // they fall idle.
  const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(idleSweep);
  }
  await database.close();
}
