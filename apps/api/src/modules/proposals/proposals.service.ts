import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { PROPOSAL_KINDS, PROPOSAL_STATUS, type Proposal } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { brands, malls, proposals, shops, spaces } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { createMessage } from '../messages/messages.repository.js';
import { offsetOf } from '../../lib/paging.js';

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

/** The name of what a correction is about, from the catalogue (null when there is no such item). */
async function catalogName(db: Db, type: string, id: number): Promise<string | null> {
  const pick = async (q: Promise<{ name: string }[]>) => (await q)[0]?.name ?? null;
  if (type === 'mall') return pick(db.select({ name: malls.name }).from(malls).where(eq(malls.id, id)).limit(1));
  if (type === 'shop') return pick(db.select({ name: shops.title }).from(shops).where(eq(shops.id, id)).limit(1));
  if (type === 'space') return pick(db.select({ name: spaces.name }).from(spaces).where(eq(spaces.id, id)).limit(1));
  if (type === 'brand') return pick(db.select({ name: brands.name }).from(brands).where(eq(brands.id, id)).limit(1));
  return null;
}

export function createProposalsService(db: Db) {
  return {
    async create(memberId: number, input: { kind: Kind; targetType?: string; targetId?: number; targetName?: string; content: string; contactPhone?: string }) {
      let targetName = input.targetName ?? null;
      if (input.kind === 'correction' && input.targetId != null && input.targetType && input.targetType !== 'other') {
        // The page's link carries the name too; the catalogue's is the one operators act on.
        targetName = await catalogName(db, input.targetType, input.targetId);
        if (targetName === null) throw notFound('纠错对象不存在');
      }
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(proposals)
          .values({
            memberId,
            kind: input.kind,
            targetType: input.kind === 'correction' ? (input.targetType ?? null) : null,
            targetId: input.kind === 'correction' ? (input.targetId ?? null) : null,
            targetName: input.kind === 'correction' ? targetName : null,
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
        db.select().from(proposals).where(where).orderBy(desc(proposals.id)).limit(page.pageSize).offset(offsetOf(page).offset),
        db.select({ n: count() }).from(proposals).where(where),
      ]);
      return { list: rows.map(toProposal), total: Number(n), ...page };
    },

    async detail(memberId: number, id: number) {
      const [row] = await db
        .select()
        .from(proposals)
        .where(and(eq(proposals.id, id), eq(proposals.memberId, memberId)));
      if (!row) throw notFound('记录不存在');
      return toProposal(row);
    },
  };
}
