import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PageParam } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { brandProfiles, cooperationProgrammes, leadEvents, leads, malls, PUBLISHED, regions, shops, spaces } from '../../db/schema/index.js';
import { countOf, offsetOf } from '../../lib/paging.js';
import { onMarket } from '../../lib/on-market.js';

const applyCount = sql<number>`(select count(*)::int from leads l where l.kind = 'cooperation' and l.target_type = 'cooperation' and l.target_id = cooperation_programmes.id)`;
const programmeColumns = {
  id: cooperationProgrammes.id,
  kind: cooperationProgrammes.kind,
  title: cooperationProgrammes.title,
  partner: cooperationProgrammes.partner,
  summary: cooperationProgrammes.summary,
  coverUrl: cooperationProgrammes.coverUrl,
  cityCode: cooperationProgrammes.cityCode,
  tags: cooperationProgrammes.tags,
  publishedAt: cooperationProgrammes.publishedAt,
  applyCount,
};
export type ProgrammeRow = {
  id: number;
  kind: string;
  title: string;
  partner: string;
  summary: string;
  coverUrl: string;
  cityCode: string | null;
  tags: string[];
  publishedAt: Date;
  applyCount: number;
};

export async function programmePage(db: Db, f: { kind: string; cityCode?: string; keyword?: string }, page: PageParam) {
  const conds: (SQL | undefined)[] = [eq(cooperationProgrammes.status, PUBLISHED), eq(cooperationProgrammes.kind, f.kind)];
  if (f.cityCode) conds.push(eq(cooperationProgrammes.cityCode, f.cityCode));
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(cooperationProgrammes.title, like), ilike(cooperationProgrammes.partner, like), ilike(cooperationProgrammes.summary, like)));
  }
  const where = and(...conds);
  const { limit, offset } = offsetOf(page);
  const [rows, total] = await Promise.all([
    db
      .select(programmeColumns)
      .from(cooperationProgrammes)
      .where(where)
      .orderBy(desc(cooperationProgrammes.publishedAt), desc(cooperationProgrammes.id))
      .limit(limit)
      .offset(offset),
    countOf(db, cooperationProgrammes, where),
  ]);
  return { rows: rows as ProgrammeRow[], total };
}

export async function programmeById(db: Db, id: number) {
  const [row] = await db
    .select({
      ...programmeColumns,
      content: cooperationProgrammes.content,
      benefits: cooperationProgrammes.benefits,
      requirements: cooperationProgrammes.requirements,
    })
    .from(cooperationProgrammes)
    .where(and(eq(cooperationProgrammes.id, id), eq(cooperationProgrammes.status, PUBLISHED)));
  return row as (ProgrammeRow & { content: string; benefits: string[]; requirements: string[] }) | undefined;
}

export async function programmesLike(db: Db, row: { id: number; kind: string }, limit = 4) {
  return (await db
    .select(programmeColumns)
    .from(cooperationProgrammes)
    .where(and(eq(cooperationProgrammes.status, PUBLISHED), eq(cooperationProgrammes.kind, row.kind), ne(cooperationProgrammes.id, row.id)))
    .orderBy(desc(cooperationProgrammes.publishedAt), desc(cooperationProgrammes.id))
    .limit(limit)) as ProgrammeRow[];
}

/** An open application (new, contacted or qualified: not yet won or lost) from the same phone about the same thing. */
export async function openLeadExists(db: Db, l: { kind: string; phone: string; targetType: string; targetId: number | null; subject: string }) {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        eq(leads.kind, l.kind),
        eq(leads.phone, l.phone),
        inArray(leads.status, ['new', 'contacted', 'qualified']),
        eq(leads.targetType, l.targetType),
        l.targetId ? eq(leads.targetId, l.targetId) : sql`${leads.details}->>'subject' = ${l.subject}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

const MY_KINDS = ['cooperation', 'merchant_service', 'franchise'];

export async function myLeadPage(db: Db, memberId: number, f: { kind?: string; status?: string }, page: PageParam) {
  const where = and(
    eq(leads.memberId, memberId),
    f.kind ? eq(leads.kind, f.kind) : inArray(leads.kind, MY_KINDS),
    f.status ? eq(leads.status, f.status) : undefined,
  );
  const { limit, offset } = offsetOf(page);
  const [rows, total] = await Promise.all([
    db.select().from(leads).where(where).orderBy(desc(leads.createdAt), desc(leads.id)).limit(limit).offset(offset),
    countOf(db, leads, where),
  ]);
  return { rows, total };
}

/** Only the member's own lead: another member's id is simply not found. */
export async function myLeadById(db: Db, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), eq(leads.memberId, memberId), inArray(leads.kind, MY_KINDS)));
  return row;
}

/**
 * The name the member last gave beside this phone: their brand profile's contact, else the
 * liaison of their latest lead with it. A name given beside another number may be someone else's.
 */
export async function liaisonForPhone(db: Db, memberId: number, phone: string): Promise<string> {
  const [profile] = await db
    .select({ contacts: brandProfiles.contacts })
    .from(brandProfiles)
    .where(and(eq(brandProfiles.memberId, memberId), eq(brandProfiles.phone, phone)));
  if (profile?.contacts.trim()) return profile.contacts.trim();
  const [lead] = await db
    .select({ liaison: leads.liaison })
    .from(leads)
    .where(and(eq(leads.memberId, memberId), eq(leads.phone, phone)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(1);
  return lead?.liaison.trim() ?? '';
}

export async function leadHistory(db: Db, leadId: number) {
  return db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId)).orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
}

export async function hotInvestmentPage(db: Db, f: { cityCode?: string }, page: PageParam) {
  const where = and(eq(malls.status, PUBLISHED), f.cityCode ? eq(malls.cityCode, f.cityCode) : undefined);
  const { limit, offset } = offsetOf(page);
  const vacant = sql<number>`(select count(*)::int from ${shops} s where s.mall_id = malls.id and s.kind = 'shop' and s.status = ${PUBLISHED} and ${onMarket()})`;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: malls.id,
        name: malls.name,
        cityCode: malls.cityCode,
        districtCode: malls.districtCode,
        coverUrl: malls.coverUrl,
        investmentScore: malls.investmentScore,
        openStatus: malls.openStatus,
        businessArea: malls.businessArea,
        dailyTraffic: malls.dailyTraffic,
        rentMin: malls.rentMin,
        rentMax: malls.rentMax,
        vacantShops: vacant,
      })
      .from(malls)
      .where(where)
      .orderBy(desc(malls.investmentScore), asc(malls.id))
      .limit(limit)
      .offset(offset),
    countOf(db, malls, where),
  ]);
  return { rows, total };
}

export async function venuePage(db: Db, f: { cityCode?: string; leaseType?: string; sort?: 'traffic' | 'price' }, page: PageParam) {
  const where = and(
    eq(spaces.status, PUBLISHED),
    f.cityCode ? eq(spaces.cityCode, f.cityCode) : undefined,
    f.leaseType ? sql`${f.leaseType} = any(${spaces.leaseTypes})` : undefined,
  );
  const order = f.sort === 'price' ? [asc(spaces.priceDay), asc(spaces.id)] : [desc(spaces.dailyTraffic), asc(spaces.id)];
  const { limit, offset } = offsetOf(page);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: spaces.id,
        name: spaces.name,
        mallName: malls.name,
        cityCode: spaces.cityCode,
        location: spaces.location,
        area: spaces.area,
        leaseTypes: spaces.leaseTypes,
        priceDay: spaces.priceDay,
        minDays: spaces.minDays,
        dailyTraffic: spaces.dailyTraffic,
        coverUrl: spaces.coverUrl,
      })
      .from(spaces)
      .innerJoin(malls, eq(malls.id, spaces.mallId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    countOf(db, spaces, where),
  ]);
  return { rows, total };
}

export async function regionNames(db: Db, codes: string[]) {
  if (!codes.length) return new Map<string, string>();
  const rows = await db
    .select({ code: regions.code, name: regions.name })
    .from(regions)
    .where(inArray(regions.code, [...new Set(codes)]));
  return new Map(rows.map((r) => [r.code, r.name]));
}
