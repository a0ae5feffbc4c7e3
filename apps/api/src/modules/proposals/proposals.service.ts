import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { PROPOSAL_KINDS, PROPOSAL_STATUS, type Proposal } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { proposals } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { createMessage } from '../messages/messages.repository.js';

type Kind = Proposal['kind'];

const toProposal = (r: typeof proposals.$inferSelect): Proposal => ({
  id: r.id,
  kind: r.kind as Kind,
  kindText: PROPOSAL_KINDS[r.kind as Kind] ?? r.kind,
  targetType: r.targetType,
  targetId: r.targetId,
  targetName: r.targetName,
  content: r.content,
  contactPhone: r.contactPhone,
  status: r.status as Proposal['status'],
  statusText: PROPOSAL_STATUS[r.status as Proposal['status']] ?? r.status,
  reply: r.reply,
  createTime: r.createdAt.toISOString(),
});

export function createProposalsService(db: Db) {
  return {
    async create(
      memberId: number,
      input: { kind: Kind; targetType?: string; targetId?: number; targetName?: string; content: string; contactPhone?: string },
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(proposals)
          .values({
            memberId,
            kind: input.kind,
            targetType: input.kind === 'correction' ? (input.targetType ?? null) : null,
            targetId: input.kind === 'correction' ? (input.targetId ?? null) : null,
            targetName: input.kind === 'correction' ? (input.targetName ?? null) : null,
            content: input.content,
            contactPhone: input.contactPhone ?? null,
          })
          .returning();
        const kindText = PROPOSAL_KINDS[input.kind];
        await createMessage(tx, memberId, {
          category: 'feedback',
          title: `已收到您的${kindText}`,
          content: `感谢您的${kindText}，我们会在 1 个工作日内处理并回复。`,
          link: input.kind === 'correction' ? '/personalCenter/complaintsReport' : '/personalCenter/proPosal',
        });
        return toProposal(row);
      });
    },

    async list(memberId: number, kinds: Kind[] | undefined, page: { pageNum: number; pageSize: number }) {
      const where = and(eq(proposals.memberId, memberId), kinds?.length ? inArray(proposals.kind, kinds) : undefined);
      const [rows, [{ n }]] = await Promise.all([
        db.select().from(proposals).where(where).orderBy(desc(proposals.id)).limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize),
        db.select({ n: count() }).from(proposals).where(where),
      ]);
      return { list: rows.map(toProposal), total: Number(n), ...page };
    },

    async detail(memberId: number, id: number) {
      const [row] = await db.select().from(proposals).where(and(eq(proposals.id, id), eq(proposals.memberId, memberId)));
      if (!row) throw notFound('记录不存在');
      return toProposal(row);
    },
  };
}
