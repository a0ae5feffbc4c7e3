import type { FastifyInstance, FastifyRequest } from 'fastify';
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
}

/**
 * Makes `app.close()` wait for the requests in flight. Fastify's close waits for connections, not
 * for handlers: a request whose client went away (a load test ending, a tab closed) keeps running
 * with no connection left, so a pool closed right after `close()` failed its writes ("Cannot use a
 * pool after calling end on the pool"). Called by buildApp before any route is registered, so the
 * onRoute hook sees every handler.
 */
export function drainRequestsOnClose(app: FastifyInstance, timeoutMs = DRAIN_TIMEOUT_MS) {
  const open = new Map<FastifyRequest, InFlight>();
  let drained: (() => void) | null = null;
  // Done takes all three: a client gone before the handler started still reaches the handler
  // (closed, not sent), and a handler may keep working after replying (sent, running).
  const check = (request: FastifyRequest, s: InFlight) => {
    if (s.running || !s.sent || !s.closed) return;
    open.delete(request);
    if (open.size === 0) drained?.();
  };

  app.addHook('onRequest', (request, reply, done) => {
    const s: InFlight = { running: false, sent: false, closed: reply.raw.destroyed };
    open.set(request, s);
    reply.raw.once('close', () => {
      s.closed = true;
      check(request, s);
    });
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    const s = open.get(request);
    if (s) {
      s.sent = true;
      check(request, s);
    }
    done(null, payload);
  });
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function (request, reply) {
      const s = open.get(request);
      if (!s) return handler.call(this, request, reply);
      s.running = true;
      const returned = () => {
        s.running = false;
        // A hijacked reply never passes onSend.
        if (reply.sent) s.sent = true;
        check(request, s);
      };
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (err) {
        returned();
        throw err;
      }
      if (typeof (result as PromiseLike<unknown> | null)?.then === 'function') return Promise.resolve(result).finally(returned);
      returned();
      return result;
    };
  });
  // preClose: new requests already answer 503, and Redis, timers and (after close) the pool are
  // still there for the ones in flight.
  app.addHook('preClose', async () => {
    if (open.size === 0) return;
    app.log.info({ requests: open.size }, 'waiting for requests in flight');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      new Promise<false>((resolve) => (drained = () => resolve(false))),
      new Promise<true>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs))),
    ]);
    clearTimeout(timer);
    if (timedOut) app.log.warn({ requests: open.size, timeoutMs }, 'requests still in flight at shutdown');
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
