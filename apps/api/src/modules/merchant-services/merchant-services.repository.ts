import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { PageParam } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { leads, merchantServiceProviders, merchantServices, PUBLISHED } from '../../db/schema/index.js';
import { countOf, offsetOf } from '../content/content.repository.js';

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

export async function providerPage(db: Db, f: { serviceCode?: string; cityCode?: string }, page: PageParam) {
  const where = and(
    eq(merchantServiceProviders.status, PUBLISHED),
    f.serviceCode ? eq(merchantServiceProviders.serviceCode, f.serviceCode) : undefined,
    f.cityCode ? sql`${f.cityCode} = any(${merchantServiceProviders.cityCodes})` : undefined,
  );
  const { limit, offset } = offsetOf(page);
  const [rows, total] = await Promise.all([
    db.select().from(merchantServiceProviders).where(where).orderBy(desc(merchantServiceProviders.rating), asc(merchantServiceProviders.id)).limit(limit).offset(offset),
    countOf(db, merchantServiceProviders, where),
  ]);
  return { rows, total };
}

export async function providerById(db: Db, id: number) {
  const [row] = await db.select().from(merchantServiceProviders).where(and(eq(merchantServiceProviders.id, id), eq(merchantServiceProviders.status, PUBLISHED)));
  return row;
}
