import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brandProfiles, brands, formats, leadEvents, leads } from '../../db/schema/index.js';

export type BrandProfileRow = typeof brandProfiles.$inferSelect;

export async function findProfile(db: Db, memberId: number) {
  const [row] = await db.select().from(brandProfiles).where(eq(brandProfiles.memberId, memberId));
  return row ?? null;
}

/** Insert or update the member's one profile (unique on member_id). */
export async function upsertProfile(db: Db, memberId: number, values: Omit<typeof brandProfiles.$inferInsert, 'memberId'>) {
  const [row] = await db
    .insert(brandProfiles)
    .values({ ...values, memberId })
    .onConflictDoUpdate({ target: brandProfiles.memberId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row;
}

export async function brandName(db: Db, id: number) {
  const [row] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, id)).limit(1);
  return row?.name ?? null;
}

export async function formatNames(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db.select({ id: formats.id, name: formats.name }).from(formats).where(inArray(formats.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function existingFormatIds(db: Db, ids: number[]) {
  return [...(await formatNames(db, ids)).keys()];
}

/** Consultation leads the member left (home page, side bar): shown and editable under 我的品牌. */
export async function consultLeads(db: Db, memberId: number) {
  return db
    .select()
    .from(leads)
    .where(and(eq(leads.memberId, memberId), eq(leads.kind, 'consult')))
    .orderBy(desc(leads.id))
    .limit(50);
}

export async function findConsultLead(db: Db, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), eq(leads.memberId, memberId), eq(leads.kind, 'consult')));
  return row ?? null;
}

export async function updateConsultLead(
  db: Db,
  memberId: number,
  id: number,
  values: { brandName: string; liaison: string; phone: string; isOpenShop: 'Y' | 'N' },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(leads)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(leads.id, id), eq(leads.memberId, memberId), eq(leads.kind, 'consult')))
      .returning();
    if (row) await tx.insert(leadEvents).values({ leadId: id, actor: `member:${memberId}`, note: '会员修改了留资信息' });
    return row ?? null;
  });
}
