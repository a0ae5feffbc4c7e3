import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PageParam } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { leads, members, merchantServiceProviders, merchantServices, providerEvaluations, PUBLISHED } from '../../db/schema/index.js';
import { countOf, offsetOf } from '../../lib/paging.js';

const serviceColumns = {
  code: merchantServices.code,
  name: merchantServices.name,
  slogan: merchantServices.slogan,
  description: merchantServices.description,
  coverUrl: merchantServices.coverUrl,
  highlights: merchantServices.highlights,
  steps: merchantServices.steps,
  faqs: merchantServices.faqs,
  providerCount: sql<number>`(select count(*)::int from merchant_service_providers p where p.service_code = merchant_services.code and p.status = ${PUBLISHED})`,
  enquiryCount: sql<number>`(select count(*)::int from ${leads} l where l.kind = 'merchant_service' and l.details->>'serviceCode' = merchant_services.code)`,
};

export async function listServices(db: Db) {
  return db.select(serviceColumns).from(merchantServices).orderBy(asc(merchantServices.sort));
}

export async function serviceByCode(db: Db, code: string) {
  const [row] = await db.select(serviceColumns).from(merchantServices).where(eq(merchantServices.code, code));
  return row;
}

/**
 * A provider's score is the mean of its evaluations (one decimal), null while there are none; the
 * seeded figure it replaces had no evaluation behind it (decision 020). Names the outer table, so
 * queries select from merchant_service_providers unaliased.
 */
const providerRating = sql<
  number | null
>`(select round(avg(e.stars)::numeric, 1)::float8 from provider_evaluations e where e.provider_id = merchant_service_providers.id)`;
const providerEvaluationCount = sql<number>`(select count(*)::int from provider_evaluations e where e.provider_id = merchant_service_providers.id)`;

export async function providerPage(db: Db, f: { serviceCode?: string; cityCode?: string }, page: PageParam) {
  const where = and(
    eq(merchantServiceProviders.status, PUBLISHED),
    f.serviceCode ? eq(merchantServiceProviders.serviceCode, f.serviceCode) : undefined,
    f.cityCode ? sql`${f.cityCode} = any(${merchantServiceProviders.cityCodes})` : undefined,
  );
  const { limit, offset } = offsetOf(page);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: merchantServiceProviders.id,
        serviceCode: merchantServiceProviders.serviceCode,
        name: merchantServiceProviders.name,
        logoUrl: merchantServiceProviders.logoUrl,
        intro: merchantServiceProviders.intro,
        cityCodes: merchantServiceProviders.cityCodes,
        caseCount: merchantServiceProviders.caseCount,
        priceText: merchantServiceProviders.priceText,
        features: merchantServiceProviders.features,
        rating: providerRating,
        evaluationCount: providerEvaluationCount,
      })
      .from(merchantServiceProviders)
      .where(where)
      // Rated providers first, best first; among equals the one more members rated; unrated last.
      .orderBy(sql`${providerRating} desc nulls last`, desc(providerEvaluationCount), asc(merchantServiceProviders.id))
      .limit(limit)
      .offset(offset),
    countOf(db, merchantServiceProviders, where),
  ]);
  return { rows, total };
}

export async function providerById(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(merchantServiceProviders)
    .where(and(eq(merchantServiceProviders.id, id), eq(merchantServiceProviders.status, PUBLISHED)));
  return row;
}

export async function evaluationPage(db: Db, providerId: number, page: PageParam) {
  const where = eq(providerEvaluations.providerId, providerId);
  const { limit, offset } = offsetOf(page);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: providerEvaluations.id,
        providerId: providerEvaluations.providerId,
        nickName: members.nickName,
        stars: providerEvaluations.stars,
        content: providerEvaluations.content,
        createdAt: providerEvaluations.createdAt,
      })
      .from(providerEvaluations)
      .leftJoin(members, eq(members.id, providerEvaluations.memberId))
      .where(where)
      .orderBy(desc(providerEvaluations.createdAt), desc(providerEvaluations.id))
      .limit(limit)
      .offset(offset),
    countOf(db, providerEvaluations, where),
  ]);
  return { rows, total };
}

/** Consultants' follow-up states after which an enquiry counts as served (admin-leads LEAD_STATUSES). */
const SERVED_STATUSES = ['contacted', 'qualified', 'won'];

/** The member's followed-up enquiries to these providers (all providers when none are named), newest first. */
export async function servedEnquiries(db: Db, memberId: number, providerIds?: number[]) {
  return db
    .select({ leadId: leads.id, providerId: sql<number>`${leads.targetId}::int` })
    .from(leads)
    .where(
      and(
        eq(leads.memberId, memberId),
        eq(leads.kind, 'merchant_service'),
        eq(leads.targetType, 'service'),
        inArray(leads.status, SERVED_STATUSES),
        providerIds ? inArray(leads.targetId, providerIds) : sql`${leads.targetId} is not null`,
      ),
    )
    .orderBy(desc(leads.createdAt));
}

export async function evaluatedProviderIds(db: Db, memberId: number) {
  const rows = await db.select({ providerId: providerEvaluations.providerId }).from(providerEvaluations).where(eq(providerEvaluations.memberId, memberId));
  return rows.map((r) => r.providerId);
}

/** Null when the member has already evaluated the provider. */
export async function insertEvaluation(db: Db, v: { providerId: number; memberId: number; leadId: number; stars: number; content: string }) {
  const rows = await db.insert(providerEvaluations).values(v).onConflictDoNothing().returning({ id: providerEvaluations.id });
  return rows[0]?.id ?? null;
}
