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
  type ChatServerFrame,
} from '@shp/contracts';
import { AppError } from '../../lib/errors.js';
import type { AuthOperator } from '../../lib/call-context.js';
import type { LiveTarget } from '../../lib/live-events.js';
import { asOperator } from '../admin-auth/admin-auth.routes.js';
import { findMemberByToken } from '../auth/session.repository.js';
import { findOperatorByToken } from '../admin-auth/operator-session.repository.js';
import { operatorTokenFromRequest, tokenFromRequest } from '../../plugins/ops.js';
import { createChatService } from './chat.service.js';

const HEARTBEAT_MS = 30_000;

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

  const onFrame = async (socket: WebSocket, p: Principal, raw: string) => {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return send(socket, { type: 'error', msg: '消息格式不正确' });
    }
    const parsed = chatClientFrameSchema.safeParse(json);
    if (!parsed.success) {
      const msg = parsed.error.issues[0]?.message ?? '';
      return send(socket, { type: 'error', msg: /[\u4e00-\u9fa5]/.test(msg) ? msg : '消息格式不正确' });
    }
    const frame = parsed.data;
    if (frame.type === 'ping') return send(socket, { type: 'pong' });
    if (!(await stillSignedIn(p))) {
      send(socket, { type: 'error', msg: '登录已失效，请重新登录' });
      return socket.close(4401, 'unauthorized');
    }
    if (p.kind === 'member') {
      if (frame.type === 'send') await service.memberSend(p.memberId, frame.content);
      else await service.memberRead(p.memberId, Number(frame.upToId));
      return;
    }
    if (!frame.conversationId) return send(socket, { type: 'error', msg: '请选择会话' });
    if (frame.type === 'send') await service.operatorSend(p.operator, Number(frame.conversationId), frame.content);
    else await service.operatorRead(p.operator, Number(frame.conversationId), Number(frame.upToId));
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
      chain = chain
        .then(() => onFrame(socket, p, text))
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
