import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { CHAT_SOCKET_PATHS, SESSION_COOKIE, type ChatServerFrame } from '@shp/contracts';

/** A live socket as a browser page holds it: the frames it got, and a wait for the next one that fits. */
export interface TestSocket {
  ws: WebSocket;
  frames: ChatServerFrame[];
  /** The first frame (already received or coming within `ms`) that fits. */
  next<T extends ChatServerFrame>(fits: (f: ChatServerFrame) => f is T, ms?: number): Promise<T>;
  next(fits: (f: ChatServerFrame) => boolean, ms?: number): Promise<ChatServerFrame>;
  sendFrame(frame: unknown): void;
  close(): void;
}

/** The address a listening app answers on. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('not listening');
  return `ws://127.0.0.1:${addr.port}`;
}

/**
 * Opens the member's (session cookie) or an operator's (admin-token) socket; resolves once the
 * server said it is ready, rejects with the HTTP status of a refused upgrade.
 */
export function openSocket(
  base: string,
  who: { member: string } | { operator: string } | { none: 'member' | 'operator' },
  opts: { origin?: string } = {},
): Promise<TestSocket> {
  const path = 'member' in who || ('none' in who && who.none === 'member') ? CHAT_SOCKET_PATHS.member : CHAT_SOCKET_PATHS.operator;
  const headers: Record<string, string> = {};
  if (opts.origin !== undefined) headers.origin = opts.origin;
  if ('member' in who) headers.cookie = `${SESSION_COOKIE}=${who.member}`;
  if ('operator' in who) headers['admin-token'] = who.operator;
  const ws = new WebSocket(`${base}${path}`, { headers });
  const frames: ChatServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as ChatServerFrame);
    for (const w of [...waiters]) w();
  });
  const socket: TestSocket = {
    ws,
    frames,
    next(fits: (f: ChatServerFrame) => boolean, ms = 5000) {
      return new Promise<ChatServerFrame>((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < frames.length; seen++) {
            if (fits(frames[seen])) {
              waiters.delete(check);
              clearTimeout(timer);
              const [f] = frames.splice(seen, 1);
              return resolve(f);
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no fitting frame within ${ms} ms; got ${JSON.stringify(frames)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    sendFrame: (frame) => ws.send(JSON.stringify(frame)),
    close: () => ws.close(),
  } as TestSocket;
  return new Promise((resolve, reject) => {
    ws.once('unexpected-response', (_req, res) => reject(Object.assign(new Error(`refused ${res.statusCode}`), { status: res.statusCode })));
    ws.once('error', reject);
    socket
      .next((f) => f.type === 'ready')
      .then(() => resolve(socket))
      .catch(reject);
  });
}

export const isMessage =
  (content?: string) =>
  (f: ChatServerFrame): f is Extract<ChatServerFrame, { type: 'message' }> =>
    f.type === 'message' && (content === undefined || f.message.content === content);
