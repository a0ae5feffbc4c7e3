import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import {
  adminChatContextOp,
  adminChatListOp,
  adminChatMessagesOp,
  adminChatReadOp,
  adminChatSendOp,
  adminChatTakeOp,
  CHAT_SOCKET_PATHS,
  chatClientFrameSchema,
  chatHistoryOp,
  chatReadOp,
  chatSendOp,
  type ChatClientFrame,
  type ChatServerFrame,
} from '@shp/contracts';
import { AppError } from '../../lib/errors.js';
import { asOperator, type AuthOperator } from '../../lib/call-context.js';
import type { LiveTarget } from '../../lib/live-events.js';
import { findMemberByToken } from '../auth/session.repository.js';
import { findOperatorByToken } from '../admin-auth/operator-session.repository.js';
import { operatorTokenFromRequest, tokenFromRequest } from '../../plugins/ops.js';
import { createChatService } from './chat.service.js';

const HEARTBEAT_MS = 30_000;
/**
 * How long a socket's session check holds: a logout or an expiry ends what an open socket may do
 * within this long, without a session query for every frame (decision 050).
 */
const SESSION_RECHECK_MS = 10_000;

type Principal = { kind: 'member'; memberId: number; token: string } | { kind: 'operator'; operator: AuthOperator; token: string };

const refuse = (reply: FastifyReply, status: number, msg: string) => reply.code(status).send({ code: status, msg, data: null });

export async function chatRoutes(app: FastifyInstance) {
  const service = createChatService({ db: app.db.db, live: app.live, sitePhone: app.config.site.phone, memberPerMinute: app.config.live.memberPerMinute });
  const id = (s: string) => Number(s);

  // ---- Calls (sending, and the polling fallback) ----
  app.ops.register(chatHistoryOp, (input, ctx) => service.memberState(ctx.member.id, input.afterId ? id(input.afterId) : undefined));
  app.ops.register(chatSendOp, (input, ctx) => service.memberSend(ctx.member.id, input.content));
  app.ops.register(chatReadOp, (input, ctx) => service.memberRead(ctx.member.id, id(input.upToId)));
  app.ops.register(adminChatListOp, (input, ctx) => service.inbox(input.view, asOperator(ctx).operator, ctx.pageParam));
  app.ops.register(adminChatMessagesOp, (input) => service.messages(id(input.conversationId), input.afterId ? id(input.afterId) : undefined));
  app.ops.register(adminChatSendOp, (input, ctx) => service.operatorSend(asOperator(ctx).operator, id(input.conversationId), input.content));
  app.ops.register(adminChatReadOp, (input, ctx) => service.operatorRead(asOperator(ctx).operator, id(input.conversationId), id(input.upToId)));
  app.ops.register(adminChatTakeOp, (input, ctx) => service.take(asOperator(ctx).operator, id(input.conversationId)));
  app.ops.register(adminChatContextOp, (input) => service.context(id(input.conversationId)));

  // ---- Live sockets ----
  const principals = new WeakMap<FastifyRequest, Principal>();
  const memberSockets = new Map<number, WebSocket[]>();
  const alive = new WeakSet<WebSocket>();
  const open = new Set<WebSocket>();
  const heartbeat = setInterval(() => {
    for (const s of open) {
      if (!alive.has(s)) {
        s.terminate();
        continue;
      }
      alive.delete(s);
      s.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  /**
   * Before the upgrade: the page must be our own (a WebSocket is not bound by CORS, so another
   * site's page could open one with the member's cookie), and the caller signed in.
   */
  const admit = (kind: Principal['kind']) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.origin !== app.config.publicOrigin) return refuse(reply, 403, '不允许从其他网站连接');
    if (kind === 'member') {
      const token = tokenFromRequest(request);
      const member = token ? await findMemberByToken(app.db.db, token) : null;
      if (!member || !token) return refuse(reply, 401, '请先登录');
      principals.set(request, { kind, memberId: member.id, token });
    } else {
      const token = operatorTokenFromRequest(request);
      const operator = token ? await findOperatorByToken(app.db.db, token) : null;
      if (!operator || !token) return refuse(reply, 401, '请先登录运营后台');
      if (operator.role !== 'admin' && operator.role !== 'consultant') return refuse(reply, 403, '当前角色无权执行此操作');
      principals.set(request, { kind, operator, token });
    }
  };

  const send = (socket: WebSocket, frame: ChatServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };

  /** The sender still holds a session (a logout or an expiry ends what the open socket may do). */
  const stillSignedIn = async (p: Principal) =>
    p.kind === 'member'
      ? (await findMemberByToken(app.db.db, p.token))?.id === p.memberId
      : (await findOperatorByToken(app.db.db, p.token))?.id === p.operator.id;
  const checkedAt = new WeakMap<WebSocket, number>();
  const signedIn = async (socket: WebSocket, p: Principal) => {
    const at = checkedAt.get(socket);
    if (at !== undefined && Date.now() - at < SESSION_RECHECK_MS) return true;
    if (!(await stillSignedIn(p))) return false;
    checkedAt.set(socket, Date.now());
    return true;
  };

  /**
   * Read marks of one socket: a burst of them (a page catching up on several messages) is one
   * statement, for the newest mark asked, applied in its turn among the socket's frames.
   */
  const pendingReads = new WeakMap<WebSocket, Map<string, number>>();
  const queueRead = (socket: WebSocket, key: string, upToId: number): boolean => {
    let marks = pendingReads.get(socket);
    const first = !marks;
    if (!marks) pendingReads.set(socket, (marks = new Map()));
    marks.set(key, Math.max(marks.get(key) ?? 0, upToId));
    return first;
  };
  const flushReads = async (socket: WebSocket, p: Principal) => {
    const marks = pendingReads.get(socket);
    pendingReads.delete(socket);
    for (const [key, upToId] of marks ?? []) {
      if (p.kind === 'member') await service.memberRead(p.memberId, upToId);
      else await service.operatorRead(p.operator, Number(key), upToId);
    }
  };

  /** A client frame, or null when it was refused (the socket is told why). */
  const parseFrame = (socket: WebSocket, p: Principal, raw: string): ChatClientFrame | null => {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      send(socket, { type: 'error', msg: '消息格式不正确' });
      return null;
    }
    const parsed = chatClientFrameSchema.safeParse(json);
    if (!parsed.success) {
      const msg = parsed.error.issues[0]?.message ?? '';
      send(socket, { type: 'error', msg: /[\u4e00-\u9fa5]/.test(msg) ? msg : '消息格式不正确' });
      return null;
    }
    if (parsed.data.type === 'ping') {
      send(socket, { type: 'pong' });
      return null;
    }
    if (p.kind === 'operator' && !parsed.data.conversationId) {
      send(socket, { type: 'error', msg: '请选择会话' });
      return null;
    }
    return parsed.data;
  };

  /** One turn of a socket's frames: a send, or the read marks gathered until now. */
  const onFrame = async (socket: WebSocket, p: Principal, frame: ChatClientFrame) => {
    if (!(await signedIn(socket, p))) {
      pendingReads.delete(socket);
      send(socket, { type: 'error', msg: '登录已失效，请重新登录' });
      return socket.close(4401, 'unauthorized');
    }
    if (frame.type === 'read') return flushReads(socket, p);
    if (frame.type !== 'send') return;
    if (p.kind === 'member') await service.memberSend(p.memberId, frame.content);
    else await service.operatorSend(p.operator, Number(frame.conversationId), frame.content);
  };

  const handler = (socket: WebSocket, request: FastifyRequest) => {
    const p = principals.get(request);
    if (!p) return socket.close(4401, 'unauthorized');
    const targets: LiveTarget[] =
      p.kind === 'member'
        ? [`member:${p.memberId}`]
        : [`operator:${p.operator.id}`, 'consultants', ...(p.operator.role === 'admin' ? (['admins'] as const) : [])];
    const detach = app.live.attach(socket, targets);
    open.add(socket);
    alive.add(socket);
    if (p.kind === 'member') {
      // A member's tabs are bounded: the oldest socket gives way.
      const list = memberSockets.get(p.memberId) ?? [];
      list.push(socket);
      memberSockets.set(p.memberId, list);
      while (list.length > app.config.live.socketsPerMember) list.shift()?.close(4008, 'too many connections');
    }
    socket.on('pong', () => alive.add(socket));
    // Frames of one socket run in order: a reply never overtakes the message before it.
    let chain = Promise.resolve();
    socket.on('message', (data, isBinary) => {
      if (isBinary) return send(socket, { type: 'error', msg: '仅支持文字消息' });
      const text = Buffer.isBuffer(data)
        ? data.toString('utf8')
        : Array.isArray(data)
          ? Buffer.concat(data).toString('utf8')
          : Buffer.from(data).toString('utf8');
      const frame = parseFrame(socket, p, text);
      if (!frame) return;
      // The first read mark of a burst takes a turn; those arriving before that turn join it.
      if (frame.type === 'read' && !queueRead(socket, frame.conversationId ?? '', Number(frame.upToId))) return;
      chain = chain
        .then(() => onFrame(socket, p, frame))
        .catch((err: unknown) => {
          if (err instanceof AppError && err.httpStatus < 500) return send(socket, { type: 'error', msg: err.message });
          request.log.error({ err }, 'chat frame');
          send(socket, { type: 'error', msg: '发送失败，请稍后重试' });
        });
    });
    socket.on('close', () => {
      detach();
      open.delete(socket);
      if (p.kind === 'member') {
        const list = memberSockets.get(p.memberId);
        const i = list?.indexOf(socket) ?? -1;
        if (list && i >= 0) list.splice(i, 1);
        if (list?.length === 0) memberSockets.delete(p.memberId);
      }
    });
    send(socket, { type: 'ready' });
  };

  app.get(CHAT_SOCKET_PATHS.member, { websocket: true, preValidation: admit('member') }, handler);
  app.get(CHAT_SOCKET_PATHS.operator, { websocket: true, preValidation: admit('operator') }, handler);
}
