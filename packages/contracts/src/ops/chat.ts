import { z } from 'zod';
import { defineOp } from '../op.js';
import { pageOf } from '../envelope.js';

/**
 * Online customer service (在线客服, SPEC §2): a member and the consultants in one conversation,
 * live over a WebSocket (`CHAT_SOCKET_PATHS`), with these calls as the way to send and as the
 * polling fallback when the socket cannot connect.
 */
export const CHAT_MESSAGE_MAX = 500;
/** What the member types (or taps) to reach a person instead of the rules bot. */
export const CHAT_HUMAN_REQUEST = '转人工';
export const CHAT_SOCKET_PATHS = { member: '/api/foreground/chat/live', operator: '/api/admin/chat/live' } as const;
/** Seconds between polls while the socket is down (the fallback, not the transport). */
export const CHAT_POLL_SECONDS = 4;

/** Consultants' one-tap answers in the inbox. */
export const CHAT_QUICK_REPLIES = [
  '您好，我是商铺汇招商顾问，很高兴为您服务。',
  '请问您想了解哪个城市、哪个商场的铺位？',
  '方便留一下您的品牌名称和期望面积吗？我帮您匹配合适的铺位。',
  '我稍后给您打电话详细沟通，请保持电话畅通。',
  '已为您安排看铺，具体时间我会通过电话与您确认。',
  '感谢您的咨询，如有其他问题随时联系我们。',
] as const;

const idText = z.string().regex(/^\d{1,18}$/, '编号格式不正确');

export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** member: the member; operator: a consultant; bot: an automatic answer. */
  from: z.enum(['member', 'operator', 'bot']),
  /** The consultant's display name on their messages. */
  operatorName: z.string().nullable(),
  content: z.string(),
  /** Same-site links offered with an automatic answer. */
  links: z.array(z.object({ label: z.string(), to: z.string() })),
  /** An automatic answer offering 转人工. */
  offersHuman: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const contentSchema = z.string({ message: '请输入消息内容' }).trim().min(1, '请输入消息内容').max(CHAT_MESSAGE_MAX, `消息最多${CHAT_MESSAGE_MAX}个字`);

// ---- Member ---------------------------------------------------------------------------------

export const chatStateSchema = z.object({
  conversationId: z.string().nullable(),
  /** bot: answered automatically; human: with a consultant or waiting in the queue. */
  mode: z.enum(['bot', 'human']),
  consultantName: z.string().nullable(),
  messages: z.array(chatMessageSchema),
  /** Read receipts: the newest message each side has seen ('0' for none). */
  memberReadId: z.string(),
  consultantReadId: z.string(),
});
export type ChatState = z.infer<typeof chatStateSchema>;

export const chatHistoryOp = defineOp({
  method: 'POST',
  path: '/api/foreground/chat/history',
  access: 'member',
  summary: '在线客服：我的对话（最近50条，或某条之后的新消息）与已读状态',
  input: z.object({ afterId: idText.optional() }).default({}),
  output: chatStateSchema,
});

export const chatSendOp = defineOp({
  method: 'POST',
  path: '/api/foreground/chat/send',
  access: 'member',
  summary: '在线客服：发送消息；答复自动回复（如有）',
  input: z.object({ content: contentSchema }),
  output: z.array(chatMessageSchema),
});

export const chatReadOp = defineOp({
  method: 'POST',
  path: '/api/foreground/chat/read',
  access: 'member',
  summary: '在线客服：标记已读到某条消息',
  input: z.object({ upToId: idText }),
  output: z.null(),
});

// ---- Consultants (console) ------------------------------------------------------------------

export const chatConversationSchema = z.object({
  id: z.string(),
  memberId: z.number(),
  memberName: z.string(),
  /** Masked. */
  memberPhone: z.string(),
  gradeCode: z.string(),
  mode: z.enum(['bot', 'human']),
  operatorId: z.number().nullable(),
  operatorName: z.string().nullable(),
  lastPreview: z.string(),
  lastMessageAt: z.string(),
  /** The member's messages the consultants have not read. */
  unread: z.number(),
  memberReadId: z.string(),
  operatorReadId: z.string(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const CHAT_INBOX_VIEWS = ['mine', 'queue', 'all'] as const;

export const adminChatListOp = defineOp({
  method: 'POST',
  path: '/api/admin/chat/conversations',
  access: 'operator',
  operatorRoles: ['admin', 'consultant'],
  summary: '在线客服收件箱：我的会话、待接入队列或全部（最新消息在前）',
  input: z.object({ view: z.enum(CHAT_INBOX_VIEWS, { message: '请选择会话范围' }).default('mine') }).default({ view: 'mine' }),
  output: pageOf(chatConversationSchema),
  paged: true,
});

export const adminChatMessagesOp = defineOp({
  method: 'POST',
  path: '/api/admin/chat/messages',
  access: 'operator',
  operatorRoles: ['admin', 'consultant'],
  summary: '在线客服：一个会话的消息（最近50条，或某条之后的新消息）',
  input: z.object({ conversationId: idText, afterId: idText.optional() }),
  output: z.object({ conversation: chatConversationSchema, messages: z.array(chatMessageSchema) }),
});

export const adminChatSendOp = defineOp({
  method: 'POST',
  path: '/api/admin/chat/send',
  access: 'operator',
  operatorRoles: ['admin', 'consultant'],
  summary: '在线客服：顾问回复（待接入的会话由回复的顾问接入）',
  input: z.object({ conversationId: idText, content: contentSchema }),
  output: chatMessageSchema,
});

export const adminChatReadOp = defineOp({
  method: 'POST',
  path: '/api/admin/chat/read',
  access: 'operator',
  operatorRoles: ['admin', 'consultant'],
  summary: '在线客服：顾问标记已读',
  input: z.object({ conversationId: idText, upToId: idText }),
  output: z.null(),
});

export const adminChatTakeOp = defineOp({
  method: 'POST',
  path: '/api/admin/chat/take',
  access: 'operator',
  operatorRoles: ['admin', 'consultant'],
  summary: '在线客服：接入待接入队列中的会话',
  input: z.object({ conversationId: idText }),
  output: chatConversationSchema,
});

export const chatMemberContextSchema = z.object({
  member: z.object({ nickName: z.string(), phone: z.string(), gradeCode: z.string(), gradeName: z.string(), joinedAt: z.string() }),
  leads: z.array(
    z.object({
      id: z.number(),
      kindName: z.string(),
      brandName: z.string(),
      status: z.string(),
      statusName: z.string(),
      consultantName: z.string().nullable(),
      deadlineAt: z.string(),
      createdAt: z.string(),
    }),
  ),
  collections: z.array(z.object({ targetType: z.string(), targetId: z.number(), name: z.string(), link: z.string(), collectedAt: z.string() })),
  recentUnits: z.array(z.object({ shopId: z.number(), name: z.string(), link: z.string(), visitedAt: z.string() })),
});
export type ChatMemberContext = z.infer<typeof chatMemberContextSchema>;

export const adminChatContextOp = defineOp({
  method: 'POST',
  path: '/api/admin/chat/context',
  access: 'operator',
  operatorRoles: ['admin', 'consultant'],
  summary: '在线客服：会话客户的资料（等级、留资与状态、收藏、最近浏览的铺位）',
  input: z.object({ conversationId: idText }),
  output: chatMemberContextSchema,
});

// ---- Live events (WebSocket frames) ---------------------------------------------------------

/** What a socket sends: a message, a read receipt (the same rules as the calls above). */
export const chatClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('send'), content: contentSchema, conversationId: idText.optional() }),
  z.object({ type: z.literal('read'), upToId: idText, conversationId: idText.optional() }),
  z.object({ type: z.literal('ping') }),
]);
export type ChatClientFrame = z.infer<typeof chatClientFrameSchema>;

/** What the server pushes. `event` tells a member's page that something of theirs changed. */
export type ChatServerFrame =
  | { type: 'ready' }
  | { type: 'message'; message: ChatMessage }
  | { type: 'read'; conversationId: string; side: 'member' | 'operator'; upToId: string }
  | { type: 'conversation'; conversation: ChatConversation }
  | { type: 'event'; topic: 'lead' | 'message'; id?: string }
  | { type: 'error'; msg: string }
  | { type: 'pong' };
