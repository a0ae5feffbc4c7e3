import type { FastifyRequest } from 'fastify';

/**
 * What a request's streams report when the other end went away: a response stream closed before
 * its end (Node's 'Premature close'), a request reset mid-way, a write to a closed socket, or the
 * page render's abort signal (plugins/ssr.ts aborts it on close).
 */
const HANG_UP_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ERR_STREAM_DESTROYED', 'ABORT_ERR']);

/**
 * A failure that is the client hanging up (a reload, a closed tab, a cancelled fetch), not a fault
 * of the server: an error of that kind, raised while the client's connection is already closed.
 * The same errors with the client still connected are real faults and stay errors.
 */
export function isClientHangUp(err: unknown, request: FastifyRequest): boolean {
  const e = err as { code?: unknown; name?: unknown } | null | undefined;
  if (!e || typeof e !== 'object') return false;
  const hangUpKind = (typeof e.code === 'string' && HANG_UP_CODES.has(e.code)) || e.name === 'AbortError';
  if (!hangUpKind) return false;
  // The socket, not the request stream: a request whose body has been read is destroyed too,
  // with its client still waiting for the answer.
  return request.raw.socket?.destroyed === true;
}
