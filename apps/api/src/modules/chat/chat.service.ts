import { LEAD_KIND_LABELS, LEAD_STATUS_NAMES, type ChatConversation, type ChatMessage, type ChatState, type PageParam } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { AuthOperator } from '../../lib/call-context.js';
import { badRequest, forbidden, notFound, tooMany } from '../../lib/errors.js';
import type { LiveHub, LiveTarget } from '../../lib/live-events.js';
import { addWorkingMs, chinaDateTimeText, isWorkingTime, nextWorkStart, WORK_END_HOUR, WORK_START_HOUR } from '../../lib/working-hours.js';
import { insertLead } from '../leads/leads.repository.js';
import { BOT_PREFIX, botAnswer, HOURS_TEXT, wantsHuman } from './chat-bot.js';
import * as repo from './chat.repository.js';

/** After hours a person answers within this long after work starts again (the lead's deadline). */
const AFTER_HOURS_GRACE_MS = 3600_000;
/** In working hours with nobody on duty, a person answers within one working day (9:00-18:00). */
const WORKING_DAY_MS = (WORK_END_HOUR - WORK_START_HOUR) * 3600_000;

const preview = (text: string) => text.replace(/\s+/g, ' ').slice(0, 80);

/**
 * Where the consultants' side of a conversation listens: its consultant (and the admins); for the
 * shared queue, the consultants on duty when `onDuty` is known (a new message is theirs to take),
 * else every consultant's console (a read mark or a take keeps their queue views current).
 */
export const operatorSide = (c: { operatorId: number | null }, onDuty?: number[]): LiveTarget[] =>
  c.operatorId ? [`operator:${c.operatorId}`, 'admins'] : onDuty ? [...onDuty.map((id) => `operator:${id}` as const), 'admins'] : ['consultants'];

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

  /** Tells both sides of a stored turn: the member's pages get the messages, the consultants' side the messages and the inbox row. */
  function broadcast(turn: { conversation: ChatConversation; messages: ChatMessage[] }, side: LiveTarget[]) {
    const memberTarget: LiveTarget = `member:${turn.conversation.memberId}`;
    for (const message of turn.messages) live.publish([memberTarget, ...side], { type: 'message', message });
    live.publish(side, { type: 'conversation', conversation: turn.conversation });
  }

  async function loadForOperator(id: number) {
    const c = await repo.findConversation(db, { id });
    if (!c) throw notFound('会话不存在');
    return c;
  }

  /** The shared queue is taken by consultants on duty (admins always may). */
  async function assertMayTake(tx: Db, operator: AuthOperator) {
    if (operator.role !== 'admin' && !(await repo.isOnDuty(tx, operator.id))) throw badRequest('请先在页面顶部开启「值班中」，再接入排队中的会话');
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
     * anything else (or 转人工) hands it to the consultant of the member's open lead when they are
     * on duty, else to the shared queue, which the consultants on duty hear of. Outside working
     * hours, or when nobody is on duty, the member is told when a person will answer, and the
     * conversation becomes a lead due then.
     */
    async memberSend(memberId: number, content: string): Promise<ChatMessage[]> {
      const now = clock();
      let newLeadId: number | null = null;
      const result = await db.transaction(async (tx) => {
        const c = await repo.lockConversation(tx, memberId, new Date(now.getTime() - 60_000), now);
        if (c.recent >= memberPerMinute) throw tooMany('发送过于频繁，请稍后再试');
        const replies: repo.NewMessage[] = [];
        let mode = c.mode;
        let operatorId = c.operatorId;
        let leadId = c.leadId;
        let onDuty: number[] | undefined;
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
          if (operatorId === null) onDuty = await repo.onDutyConsultants(tx);
          const working = isWorkingTime(now);
          const staffed = working && (operatorId !== null || Boolean(onDuty?.length));
          if (!staffed && !(leadId && c.leadPending)) {
            const due = working ? addWorkingMs(now, WORKING_DAY_MS) : new Date(nextWorkStart(now).getTime() + AFTER_HOURS_GRACE_MS);
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
              content: working
                ? `${BOT_PREFIX}顾问暂时都不在线。您的留言已记录，顾问将于 ${chinaDateTimeText(due)} 前回复您。`
                : `${BOT_PREFIX}现在是非工作时间（人工客服${HOURS_TEXT}）。您的留言已记录，顾问将于 ${chinaDateTimeText(due)} 前回复您。`,
            });
          } else if (handingOver && staffed) {
            const name = operatorId ? (await repo.operatorNames(tx, [operatorId])).get(operatorId) : undefined;
            replies.push({
              sender: 'bot',
              content: name ? `已为您转接人工客服，您的顾问${name}将尽快回复您。` : '已为您转接人工客服，顾问接入后会立即回复您，请稍候。',
            });
          }
        }
        // The member has seen what they sent and the answers shown with it.
        const turn = await repo.writeTurn(
          tx,
          c.id,
          [{ sender: 'member', content }, ...replies],
          { mode, operatorId, leadId, lastPreview: preview(content), readBy: 'member' },
          now,
        );
        return { turn, side: operatorSide({ operatorId }, onDuty) };
      });
      broadcast(result.turn, result.side);
      if (newLeadId) live.publish([`member:${memberId}`], { type: 'event', topic: 'lead', id: String(newLeadId) });
      return result.turn.messages;
    },

    async memberRead(memberId: number, upToId: number) {
      const r = await repo.markRead(db, { memberId }, 'member', upToId);
      if (r) live.publish([...operatorSide(r), `member:${memberId}`], { type: 'read', conversationId: String(r.id), side: 'member', upToId: String(r.mark) });
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

    /** A consultant's reply. An unassigned conversation becomes the replying consultant's (on duty). */
    async operatorSend(operator: AuthOperator, id: number, content: string): Promise<ChatMessage> {
      const now = clock();
      const result = await db.transaction(async (tx) => {
        const c = await repo.lockConversationById(tx, id);
        if (!c) throw notFound('会话不存在');
        if (c.operatorId !== null && c.operatorId !== operator.id && operator.role !== 'admin') throw forbidden('该会话已由其他顾问接入');
        if (c.operatorId === null) await assertMayTake(tx, operator);
        const operatorId = c.operatorId ?? operator.id;
        const turn = await repo.writeTurn(
          tx,
          c.id,
          [{ sender: 'operator', operatorId: operator.id, content }],
          { mode: 'human', operatorId, lastPreview: preview(content), readBy: 'operator' },
          now,
        );
        return { turn, taken: c.operatorId === null };
      });
      // A conversation taken from the queue leaves every consultant's queue view.
      broadcast(result.turn, [...operatorSide(result.turn.conversation), ...(result.taken ? (['consultants'] as const) : [])]);
      return result.turn.messages[0];
    },

    async operatorRead(_operator: AuthOperator, id: number, upToId: number) {
      const r = await repo.markRead(db, { id }, 'operator', upToId);
      if (r)
        live.publish([`member:${r.memberId}`, ...operatorSide(r)], { type: 'read', conversationId: String(r.id), side: 'operator', upToId: String(r.mark) });
      else await loadForOperator(id);
      return null;
    },

    async take(operator: AuthOperator, id: number): Promise<ChatConversation> {
      const taken = await db.transaction(async (tx) => {
        const c = await repo.lockConversationById(tx, id);
        if (!c) throw notFound('会话不存在');
        if (c.operatorId === operator.id) return null;
        if (c.operatorId !== null) throw badRequest('该会话已由其他顾问接入');
        await assertMayTake(tx, operator);
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
