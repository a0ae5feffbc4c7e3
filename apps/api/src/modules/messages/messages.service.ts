import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Message, Page, PageParam } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { messages } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { offsetOf } from '../../lib/paging.js';

/** The two tabs of the message centre: service notices (with system messages) and feedback replies. */
const GROUPS = { service: ['service', 'system'], feedback: ['feedback'] } as const;
type Group = keyof typeof GROUPS;

const toMessage = (r: typeof messages.$inferSelect): Message => ({
  id: r.id,
  category: r.category as Message['category'],
  title: r.title,
  content: r.content,
  link: r.link,
  read: r.readAt !== null,
  createTime: r.createdAt.toISOString(),
});

export function createMessagesService(db: Db) {
  const mine = (memberId: number) => and(eq(messages.memberId, memberId), isNull(messages.deletedAt));
  return {
    async unreadCount(memberId: number) {
      const rows = await db
        .select({ category: messages.category, n: count() })
        .from(messages)
        .where(and(mine(memberId), isNull(messages.readAt)))
        .groupBy(messages.category);
      const by = (cats: readonly string[]) => rows.filter((r) => cats.includes(r.category)).reduce((s, r) => s + Number(r.n), 0);
      const serviceCnt = by(GROUPS.service);
      const feedbackCnt = by(GROUPS.feedback);
      return { totalMsgCnt: serviceCnt + feedbackCnt, serviceCnt, feedbackCnt };
    },

    async list(memberId: number, group: Group, unreadOnly: boolean, page: PageParam): Promise<Page<Message>> {
      const where = and(mine(memberId), inArray(messages.category, [...GROUPS[group]]), unreadOnly ? isNull(messages.readAt) : undefined);
      const [rows, [{ n }]] = await Promise.all([
        db.select().from(messages).where(where).orderBy(desc(messages.id)).limit(page.pageSize).offset(offsetOf(page).offset),
        db.select({ n: count() }).from(messages).where(where),
      ]);
      return { list: rows.map(toMessage), total: Number(n), pageNum: page.pageNum, pageSize: page.pageSize };
    },

    async allRead(memberId: number, group?: Group) {
      const cats = group ? [...GROUPS[group]] : [...GROUPS.service, ...GROUPS.feedback];
      const rows = await db
        .update(messages)
        .set({ readAt: sql`now()` })
        .where(and(mine(memberId), isNull(messages.readAt), inArray(messages.category, cats)))
        .returning({ id: messages.id });
      return { updated: rows.length };
    },

    async read(memberId: number, id: number) {
      const [row] = await db
        .select({ id: messages.id, readAt: messages.readAt })
        .from(messages)
        .where(and(mine(memberId), eq(messages.id, id)));
      if (!row) throw notFound('消息不存在');
      if (!row.readAt)
        await db
          .update(messages)
          .set({ readAt: sql`now()` })
          .where(eq(messages.id, id));
      return null;
    },

    /** Soft delete, only the caller's own: ids of other members are ignored, and none found is a 404. */
    async remove(memberId: number, ids: number[]) {
      const rows = await db
        .update(messages)
        .set({ deletedAt: sql`now()` })
        .where(and(mine(memberId), inArray(messages.id, ids)))
        .returning({ id: messages.id });
      if (rows.length === 0) throw notFound('消息不存在');
      return { deleted: rows.length };
    },
  };
}
