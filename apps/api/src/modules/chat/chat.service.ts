import { LEAD_KIND_LABELS, LEAD_STATUS_NAMES, type ChatConversation, type ChatMessage, type ChatState, type PageParam } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { AuthOperator } from '../../lib/call-context.js';
import { badRequest, forbidden, notFound, tooMany } from '../../lib/errors.js';
import type { LiveHub, LiveTarget } from '../../lib/live-events.js';
import { chinaDateTimeText, isWorkingTime, nextWorkStart } from '../../lib/working-hours.js';
import { insertLead } from '../leads/leads.repository.js';
import { BOT_PREFIX, botAnswer, HOURS_TEXT, wantsHuman } from './chat-bot.js';
import * as repo from './chat.repository.js';

/** After hours a person answers within this long after work starts again (the lead's deadline). */
const AFTER_HOURS_GRACE_MS = 3600_000;

const preview = (text: string) => text.replace(/\s+/g, ' ').slice(0, 80);

/** Where the consultants' side of a conversation listens: its consultant (and the admins), or everyone in the queue. */
export const operatorSide = (c: { operatorId: number | null }): LiveTarget[] => (c.operatorId ? [`operator:${c.operatorId}`, 'admins'] : ['consultants']);

export interface ChatDeps {
  db: Db;
  live: LiveHub;
  sitePhone: string;
  memberPerMinute: number;
  clock?: () => Date;
}

export function createChatService({ db, live, sitePhone, memberPerMinute, clock = () => new Date() }: ChatDeps) {
  async function summary(id: number): Promise<ChatConversation> {
    const { rows } = await repo.listConversations(db, { id });
    if (!rows[0]) throw notFound('会话不存在');
    return rows[0];
  }

  /** Tells both sides: the member's pages get the messages, the consultants' side the messages and the inbox row. */
  async function broadcast(conversation: { id: number; memberId: number; operatorId: number | null }, messages: ChatMessage[], also: LiveTarget[] = []) {
    const side = operatorSide(conversation);
    for (const message of messages) live.publish([`member:${conversation.memberId}`, ...side, ...also], { type: 'message', message });
    live.publish([...side, ...also], { type: 'conversation', conversation: await summary(conversation.id) });
  }

  async function loadForOperator(id: number) {
    const c = await repo.findConversation(db, { id });
    if (!c) throw notFound('会话不存在');
    return c;
  }

  return {
    async memberState(memberId: number, afterId?: number): Promise<ChatState> {
      const c = await repo.findConversation(db, { memberId });
      if (!c) return { conversationId: null, mode: 'bot', consultantName: null, messages: [], memberReadId: '0', consultantReadId: '0' };
      const rows = await repo.listMessages(db, c.id, afterId);
      const names = c.operatorId ? await repo.operatorNames(db, [c.operatorId]) : new Map<number, string>();
      return {
        conversationId: String(c.id),
        mode: c.mode as 'bot' | 'human',
        consultantName: c.operatorId ? (names.get(c.operatorId) ?? null) : null,
        messages: await repo.toMessages(db, rows),
        memberReadId: String(c.memberReadId),
        consultantReadId: String(c.operatorReadId),
      };
    },

    /**
     * A member's message. The bot answers the simple questions while the conversation is its own;
     * anything else (or 转人工) hands it to the consultant of the member's open lead, else to the
     * shared queue. Outside working hours the member is told when a person will answer, and the
     * conversation becomes a lead due then.
     */
    async memberSend(memberId: number, content: string): Promise<ChatMessage[]> {
      const now = clock();
      let newLeadId: number | null = null;
      const result = await db.transaction(async (tx) => {
        const c = await repo.lockConversation(tx, memberId);
        if ((await repo.countMemberMessagesSince(tx, c.id, new Date(now.getTime() - 60_000))) >= memberPerMinute) {
          throw tooMany('发送过于频繁，请稍后再试');
        }
        const replies: Parameters<typeof repo.insertMessages>[2] = [];
        let mode = c.mode;
        let operatorId = c.operatorId;
        let leadId = c.leadId;
        const human = wantsHuman(content);
        const bot = mode === 'bot' && !human ? await botAnswer(tx, { memberId, question: content, sitePhone, now }) : null;
        if (bot) {
          replies.push({ sender: 'bot', content: bot.content, links: bot.links, offersHuman: true });
        } else {
          const handingOver = mode === 'bot' || human;
          if (mode === 'bot') {
            mode = 'human';
            operatorId = operatorId ?? (await repo.consultantOfOpenLead(tx, memberId));
          }
          const working = isWorkingTime(now);
          if (!working && !(leadId && (await repo.leadStillPending(tx, leadId, now)))) {
            const due = new Date(nextWorkStart(now).getTime() + AFTER_HOURS_GRACE_MS);
            const member = await repo.memberBasics(tx, memberId);
            if (member?.phone) {
              const lead = await insertLead(
                tx,
                {
                  kind: 'consult',
                  sourcePage: 'online-chat',
                  memberId,
                  liaison: member.nickName.slice(0, 20),
                  phone: member.phone,
                  details: { conversationId: c.id, question: content.slice(0, 200) },
                  deadlineAt: due,
                },
                now,
              );
              leadId = lead.id;
              newLeadId = lead.id;
            }
            replies.push({
              sender: 'bot',
              content: `${BOT_PREFIX}现在是非工作时间（人工客服${HOURS_TEXT}）。您的留言已记录，顾问将于 ${chinaDateTimeText(due)} 前回复您。`,
            });
          } else if (handingOver && working) {
            const name = operatorId ? (await repo.operatorNames(tx, [operatorId])).get(operatorId) : undefined;
            replies.push({
              sender: 'bot',
              content: name ? `已为您转接人工客服，您的顾问${name}将尽快回复您。` : '已为您转接人工客服，顾问接入后会立即回复您，请稍候。',
            });
          }
        }
        const rows = await repo.insertMessages(tx, c.id, [{ sender: 'member', content }, ...replies], now);
        const last = rows[rows.length - 1];
        await repo.updateConversation(tx, c.id, {
          mode,
          operatorId,
          leadId,
          lastMessageId: last.id,
          lastMessageAt: now,
          lastPreview: preview(content),
          // The member has seen what they sent and the answers shown with it.
          memberReadId: last.id,
        });
        return { conversation: { id: c.id, memberId, operatorId }, rows };
      });
      const messages = await repo.toMessages(db, result.rows);
      await broadcast(result.conversation, messages);
      if (newLeadId) live.publish([`member:${memberId}`], { type: 'event', topic: 'lead', id: String(newLeadId) });
      return messages;
    },

    async memberRead(memberId: number, upToId: number) {
      const c = await repo.findConversation(db, { memberId });
      if (!c) return null;
      const mark = await repo.markRead(db, c.id, 'member', upToId);
      if (mark !== null)
        live.publish([...operatorSide(c), `member:${memberId}`], { type: 'read', conversationId: String(c.id), side: 'member', upToId: String(mark) });
      return null;
    },

    async inbox(view: 'mine' | 'queue' | 'all', operator: AuthOperator, page: PageParam) {
      const { rows, total } = await repo.listConversations(db, { view, operatorId: operator.id }, page);
      return { list: rows, total, pageNum: page.pageNum, pageSize: page.pageSize };
    },

    async messages(id: number, afterId?: number) {
      await loadForOperator(id);
      const [conversation, rows] = await Promise.all([summary(id), repo.listMessages(db, id, afterId)]);
      return { conversation, messages: await repo.toMessages(db, rows) };
    },

    /** A consultant's reply. An unassigned conversation becomes the replying consultant's. */
    async operatorSend(operator: AuthOperator, id: number, content: string): Promise<ChatMessage> {
      const now = clock();
      const result = await db.transaction(async (tx) => {
        const c = await repo.lockConversationById(tx, id);
        if (!c) throw notFound('会话不存在');
        if (c.operatorId !== null && c.operatorId !== operator.id && operator.role !== 'admin') throw forbidden('该会话已由其他顾问接入');
        const operatorId = c.operatorId ?? operator.id;
        const [row] = await repo.insertMessages(tx, c.id, [{ sender: 'operator', operatorId: operator.id, content }], now);
        await repo.updateConversation(tx, c.id, {
          mode: 'human',
          operatorId,
          lastMessageId: row.id,
          lastMessageAt: now,
          lastPreview: preview(content),
          operatorReadId: row.id,
        });
        return { conversation: { id: c.id, memberId: c.memberId, operatorId }, row, taken: c.operatorId === null };
      });
      const [message] = await repo.toMessages(db, [result.row]);
      // A conversation taken from the queue leaves every consultant's queue view.
      await broadcast(result.conversation, [message], result.taken ? ['consultants'] : []);
      return message;
    },

    async operatorRead(_operator: AuthOperator, id: number, upToId: number) {
      const c = await loadForOperator(id);
      const mark = await repo.markRead(db, c.id, 'operator', upToId);
      if (mark !== null) {
        live.publish([`member:${c.memberId}`, ...operatorSide(c)], { type: 'read', conversationId: String(c.id), side: 'operator', upToId: String(mark) });
      }
      return null;
    },

    async take(operator: AuthOperator, id: number): Promise<ChatConversation> {
      const taken = await db.transaction(async (tx) => {
        const c = await repo.lockConversationById(tx, id);
        if (!c) throw notFound('会话不存在');
        if (c.operatorId === operator.id) return null;
        if (c.operatorId !== null) throw badRequest('该会话已由其他顾问接入');
        await repo.updateConversation(tx, c.id, { mode: 'human', operatorId: operator.id });
        return c;
      });
      const conversation = await summary(id);
      if (taken) live.publish(['consultants'], { type: 'conversation', conversation });
      return conversation;
    },

    async context(id: number) {
      const c = await loadForOperator(id);
      const ctx = await repo.memberContext(db, c.memberId, {
        kind: (k) => LEAD_KIND_LABELS[k as keyof typeof LEAD_KIND_LABELS] ?? k,
        status: (s) => LEAD_STATUS_NAMES[s] ?? s,
      });
      if (!ctx) throw notFound('会员不存在');
      return ctx;
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
