import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PageParam } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { appointments, consultantCollects, consultantEvaluations, consultants, leads, members, PUBLISHED, questions } from '../../db/schema/index.js';
import { queryRows } from '../../db/client.js';
import { countOf, offsetOf } from '../../lib/paging.js';

const evaluationCount = sql<number>`(select count(*)::int from consultant_evaluations e where e.consultant_id = consultants.id)`;
/**
 * A consultant's score is the mean of their evaluations (one decimal), null while there are none:
 * a stored figure had no evaluations behind it and pages showed 5.0分 next to 0条评价. Every read
 * of a score (list, detail, a shop's housekeeper, a mall's consultant, the appointment picker)
 * uses this one expression. It names the outer table, so the query must select from consultants unaliased.
 */
export const consultantRating = sql<
  number | null
>`(select round(avg(e.stars)::numeric, 1)::float8 from consultant_evaluations e where e.consultant_id = consultants.id)`;
const columns = {
  id: consultants.id,
  name: consultants.name,
  avatarUrl: consultants.avatarUrl,
  title: consultants.title,
  cityCode: consultants.cityCode,
  years: consultants.years,
  intro: consultants.intro,
  specialties: consultants.specialties,
  rating: consultantRating,
  serviceCount: consultants.serviceCount,
  phone: consultants.phone,
  evaluationCount,
};
export type ConsultantRow = {
  id: number;
  name: string;
  avatarUrl: string;
  title: string;
  cityCode: string;
  years: number;
  intro: string;
  specialties: string[];
  rating: number | null;
  serviceCount: number;
  phone: string;
  evaluationCount: number;
};

export async function consultantPage(db: Db, f: { cityCode?: string; specialty?: string; keyword?: string }, page: PageParam) {
  const conds: (SQL | undefined)[] = [eq(consultants.status, PUBLISHED)];
  if (f.cityCode) conds.push(eq(consultants.cityCode, f.cityCode));
  if (f.specialty) conds.push(sql`${f.specialty} = any(${consultants.specialties})`);
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(consultants.name, like), ilike(consultants.intro, like), ilike(consultants.title, like)));
  }
  const where = and(...conds);
  const { limit, offset } = offsetOf(page);
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(consultants)
      .where(where)
      .orderBy(sql`${consultantRating} desc nulls last`, desc(consultants.serviceCount), asc(consultants.id))
      .limit(limit)
      .offset(offset),
    countOf(db, consultants, where),
  ]);
  return { rows: rows as ConsultantRow[], total };
}

export async function consultantById(db: Db, id: number) {
  const [row] = await db
    .select(columns)
    .from(consultants)
    .where(and(eq(consultants.id, id), eq(consultants.status, PUBLISHED)));
  return row as ConsultantRow | undefined;
}

export async function serviceStats(db: Db, consultantId?: number) {
  return db
    .select({
      serviceCode: consultantEvaluations.serviceCode,
      n: sql<number>`count(*)::int`,
      avg: sql<number | null>`round(avg(${consultantEvaluations.stars})::numeric, 1)::float8`,
    })
    .from(consultantEvaluations)
    .where(consultantId ? eq(consultantEvaluations.consultantId, consultantId) : undefined)
    .groupBy(consultantEvaluations.serviceCode);
}

export async function evaluatedServices(db: Db, memberId: number, consultantId: number) {
  const rows = await db
    .select({ serviceCode: consultantEvaluations.serviceCode })
    .from(consultantEvaluations)
    .where(and(eq(consultantEvaluations.memberId, memberId), eq(consultantEvaluations.consultantId, consultantId)));
  return rows.map((r) => r.serviceCode);
}

export async function isCollected(db: Db, memberId: number, consultantId: number) {
  const [row] = await db
    .select({ id: consultantCollects.id })
    .from(consultantCollects)
    .where(and(eq(consultantCollects.memberId, memberId), eq(consultantCollects.consultantId, consultantId)));
  return Boolean(row);
}

export async function setCollected(db: Db, memberId: number, consultantId: number, collect: boolean) {
  if (collect) {
    await db.insert(consultantCollects).values({ memberId, consultantId }).onConflictDoNothing();
  } else {
    await db.delete(consultantCollects).where(and(eq(consultantCollects.memberId, memberId), eq(consultantCollects.consultantId, consultantId)));
  }
}

/** The member's collected published consultants, newest collection first. */
export async function collectedPage(db: Db, memberId: number, page: PageParam) {
  const where = and(eq(consultantCollects.memberId, memberId), eq(consultants.status, PUBLISHED));
  const { limit, offset } = offsetOf(page);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ ...columns, collectedAt: consultantCollects.createdAt })
      .from(consultantCollects)
      .innerJoin(consultants, eq(consultants.id, consultantCollects.consultantId))
      .where(where)
      .orderBy(desc(consultantCollects.createdAt), desc(consultantCollects.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(consultantCollects)
      .innerJoin(consultants, eq(consultants.id, consultantCollects.consultantId))
      .where(where),
  ]);
  return { rows: rows as (ConsultantRow & { collectedAt: Date })[], total: Number(n) };
}

export async function evaluationPage(db: Db, consultantId: number, page: PageParam) {
  const where = eq(consultantEvaluations.consultantId, consultantId);
  const { limit, offset } = offsetOf(page);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: consultantEvaluations.id,
        consultantId: consultantEvaluations.consultantId,
        nickName: members.nickName,
        serviceCode: consultantEvaluations.serviceCode,
        stars: consultantEvaluations.stars,
        content: consultantEvaluations.content,
        createdAt: consultantEvaluations.createdAt,
      })
      .from(consultantEvaluations)
      .leftJoin(members, eq(members.id, consultantEvaluations.memberId))
      .where(where)
      .orderBy(desc(consultantEvaluations.createdAt), desc(consultantEvaluations.id))
      .limit(limit)
      .offset(offset),
    countOf(db, consultantEvaluations, where),
  ]);
  return { rows, total };
}

/** Inserts once per member, consultant and service; answers null when one exists already. */
/** Follow-up states after which a lead counts as served (admin-leads LEAD_STATUSES), as for merchant services. */
const SERVED_STATUSES = ['contacted', 'qualified', 'won'];

/**
 * The times this consultant served the member: appointments held (done) and leads to the
 * consultant they followed up, each lead once.
 */
export async function servedCount(db: Db, memberId: number, consultantId: number) {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from (
          select ${appointments.leadId} as lead_id from ${appointments}
            where ${appointments.memberId} = ${memberId} and ${appointments.consultantId} = ${consultantId} and ${appointments.status} = 'done'
          union
          select ${leads.id} from ${leads}
            where ${leads.memberId} = ${memberId} and ${leads.targetType} = 'consultant' and ${leads.targetId} = ${consultantId}
              and ${leads.status} in (${sql.join(
                SERVED_STATUSES.map((s) => sql`${s}`),
                sql`, `,
              )})
        ) served`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Stores an evaluation when the consultant served the member more times than the member has
 * evaluated them (each service earns one evaluation) and this service was not evaluated yet.
 * Answers the id, or why not. The member's row is locked so evaluations sent at once count each other.
 */
export async function insertEvaluation(db: Db, v: { consultantId: number; memberId: number; serviceCode: string; stars: number; content: string }) {
  return db.transaction(async (tx): Promise<{ id: number } | { refused: 'not-served' | 'evaluated' }> => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, v.memberId)).for('update');
    const [served, [done]] = await Promise.all([
      servedCount(tx, v.memberId, v.consultantId),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(consultantEvaluations)
        .where(and(eq(consultantEvaluations.memberId, v.memberId), eq(consultantEvaluations.consultantId, v.consultantId))),
    ]);
    if (Number(done?.n ?? 0) >= served) return { refused: served === 0 ? 'not-served' : 'evaluated' };
    const rows = await tx.insert(consultantEvaluations).values(v).onConflictDoNothing().returning({ id: consultantEvaluations.id });
    return rows[0] ? { id: rows[0].id } : { refused: 'evaluated' };
  });
}

export async function consultantCountsBySpecialty(db: Db) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(consultants)
    .where(eq(consultants.status, PUBLISHED));
  return Number(row?.n ?? 0);
}

export async function insertQuestion(
  db: Db,
  q: { memberId: number | null; consultantId: number | null; category: string; content: string; liaison: string; phone: string; deadlineAt: Date },
) {
  const [row] = await db.insert(questions).values(q).returning({ id: questions.id });
  return row.id;
}
