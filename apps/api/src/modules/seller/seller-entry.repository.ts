import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { SELLER_SIGNATURE_STATUS_LABEL, type SellerStoreBinding, type SellerSupplierCompany } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import {
  brands,
  malls,
  PUBLISHED,
  regions,
  sellerCompanies,
  sellerIncomingProjects,
  sellerIncomings,
  sellerStoreBindings,
  shops,
} from '../../db/schema/index.js';
import { isoTimeOrNull, isoTime } from '../../lib/dates.js';

export async function listIncomingProjects(db: Db, memberId: number) {
  const [projects, mine] = await Promise.all([
    db.select().from(sellerIncomingProjects).orderBy(asc(sellerIncomingProjects.sort), asc(sellerIncomingProjects.id)),
    db.select({ projectId: sellerIncomings.projectId }).from(sellerIncomings).where(eq(sellerIncomings.memberId, memberId)),
  ]);
  const applied = new Set(mine.map((m) => m.projectId));
  return projects.map((p) => ({ projectId: p.id, name: p.name, description: p.description, requirements: p.requirements, applied: applied.has(p.id) }));
}

export async function findCompany(db: Db, memberId: number) {
  const [row] = await db.select().from(sellerCompanies).where(eq(sellerCompanies.memberId, memberId)).limit(1);
  return row ?? null;
}

export const toCompany = (row: typeof sellerCompanies.$inferSelect): SellerSupplierCompany => ({
  name: row.name,
  creditCode: row.creditCode,
  legalPerson: row.legalPerson,
  contact: row.contact,
  phone: row.phone,
  address: row.address,
  licenceUrl: row.licenceUrl,
});

export async function myProjectIds(db: Db, memberId: number) {
  const rows = await db
    .select({ projectId: sellerIncomings.projectId })
    .from(sellerIncomings)
    .where(eq(sellerIncomings.memberId, memberId))
    .orderBy(asc(sellerIncomings.projectId));
  return rows.map((r) => r.projectId);
}

export async function existingProjectIds(db: Db, ids: number[]) {
  const rows = await db.select({ id: sellerIncomingProjects.id }).from(sellerIncomingProjects).where(inArray(sellerIncomingProjects.id, ids));
  return rows.map((r) => r.id);
}

export async function plazaPage(db: Db, filter: { keyword?: string; cityCode?: string }, limit: number, offset: number) {
  const where = and(
    eq(malls.status, PUBLISHED),
    filter.cityCode ? eq(malls.cityCode, filter.cityCode) : undefined,
    filter.keyword ? ilike(malls.name, `%${escapeLike(filter.keyword)}%`) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ id: malls.id, name: malls.name, cityCode: malls.cityCode, cityName: regions.shortName, address: malls.address })
      .from(malls)
      .leftJoin(regions, eq(regions.code, malls.cityCode))
      .where(where)
      .orderBy(asc(malls.cityCode), asc(malls.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(malls).where(where),
  ]);
  return {
    list: rows.map((r) => ({ plazaId: r.id, plazaName: r.name, cityCode: r.cityCode, cityName: r.cityName ?? '', address: r.address })),
    total: Number(n),
  };
}

export async function findPlaza(db: Db, plazaId: number) {
  const [row] = await db
    .select({ id: malls.id })
    .from(malls)
    .where(and(eq(malls.id, plazaId), eq(malls.status, PUBLISHED)))
    .limit(1);
  return row ?? null;
}

/** Bunk number of a store: the unit number in its title, else floor and id. */
export const bunkOf = (title: string, floor: string, id: number) => title.match(/\b[B\d]+F?-\d{2}\b/)?.[0] ?? `${floor}-${id}`;

/** Stores in operation (storeStatus 1: leased shops) of a plaza. */
export async function storesByPlaza(db: Db, plazaId: number) {
  const rows = await db
    .select({ id: shops.id, title: shops.title, floor: shops.floor, area: shops.area, boundId: sellerStoreBindings.id })
    .from(shops)
    .leftJoin(sellerStoreBindings, eq(sellerStoreBindings.shopId, shops.id))
    .where(and(eq(shops.mallId, plazaId), eq(shops.kind, 'shop'), eq(shops.openingStatus, 'leased'), eq(shops.status, PUBLISHED)))
    .orderBy(asc(shops.floor), asc(shops.id));
  return rows.map((r) => ({
    storeId: r.id,
    storeName: r.title,
    floor: r.floor,
    bunkNo: bunkOf(r.title, r.floor, r.id),
    area: r.area,
    bound: r.boundId !== null,
  }));
}

export async function findOpenStore(db: Db, plazaId: number, storeId: number) {
  const [row] = await db
    .select({ id: shops.id, title: shops.title, floor: shops.floor })
    .from(shops)
    .where(and(eq(shops.id, storeId), eq(shops.mallId, plazaId), eq(shops.kind, 'shop'), eq(shops.openingStatus, 'leased'), eq(shops.status, PUBLISHED)))
    .limit(1);
  return row ?? null;
}

export async function findBrand(db: Db, brandId: number) {
  const [row] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.id, brandId), eq(brands.status, PUBLISHED)))
    .limit(1);
  return row ?? null;
}

export async function brandPage(db: Db, keyword: string | undefined, limit: number, offset: number) {
  const where = and(eq(brands.status, PUBLISHED), keyword ? ilike(brands.name, `%${escapeLike(keyword)}%`) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ brandId: brands.id, brandName: brands.name, logoUrl: brands.logoUrl })
      .from(brands)
      .where(where)
      .orderBy(asc(brands.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(brands).where(where),
  ]);
  return { list: rows, total: Number(n) };
}

const bindingColumns = {
  id: sellerStoreBindings.id,
  mallId: sellerStoreBindings.mallId,
  plazaName: malls.name,
  cityName: regions.shortName,
  shopId: sellerStoreBindings.shopId,
  storeName: shops.title,
  bunkNo: sellerStoreBindings.bunkNo,
  floor: shops.floor,
  area: shops.area,
  brandId: sellerStoreBindings.brandId,
  brandName: brands.name,
  signatureStatus: sellerStoreBindings.signatureStatus,
  signedAt: sellerStoreBindings.signedAt,
  createdAt: sellerStoreBindings.createdAt,
};
type BindingRow = { [K in keyof typeof bindingColumns]: unknown } & Record<string, unknown>;

function toBinding(r: BindingRow): SellerStoreBinding {
  const status = r.signatureStatus === 'signed' ? 'signed' : 'unsigned';
  return {
    bindingId: Number(r.id),
    plazaId: Number(r.mallId),
    plazaName: String(r.plazaName ?? ''),
    cityName: String(r.cityName ?? ''),
    storeId: Number(r.shopId),
    storeName: String(r.storeName ?? ''),
    bunkNo: String(r.bunkNo),
    floor: String(r.floor ?? ''),
    area: Number(r.area ?? 0),
    brandId: Number(r.brandId),
    brandName: String(r.brandName ?? ''),
    signatureStatus: status,
    signatureText: SELLER_SIGNATURE_STATUS_LABEL[status],
    signedAt: isoTimeOrNull(r.signedAt as Date | null),
    createdAt: isoTime(r.createdAt as Date),
  };
}

function bindingQuery(db: Db) {
  return db
    .select(bindingColumns)
    .from(sellerStoreBindings)
    .leftJoin(malls, eq(malls.id, sellerStoreBindings.mallId))
    .leftJoin(regions, eq(regions.code, malls.cityCode))
    .leftJoin(shops, eq(shops.id, sellerStoreBindings.shopId))
    .leftJoin(brands, eq(brands.id, sellerStoreBindings.brandId));
}

export async function findBinding(db: Db, memberId: number, bindingId: number) {
  const [row] = await bindingQuery(db)
    .where(and(eq(sellerStoreBindings.id, bindingId), eq(sellerStoreBindings.memberId, memberId)))
    .limit(1);
  return row ? toBinding(row) : null;
}

export async function bindingPage(db: Db, memberId: number, limit: number, offset: number) {
  const where = eq(sellerStoreBindings.memberId, memberId);
  const [rows, [{ n }]] = await Promise.all([
    bindingQuery(db).where(where).orderBy(desc(sellerStoreBindings.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(sellerStoreBindings).where(where),
  ]);
  return { list: rows.map(toBinding), total: Number(n) };
}

/** Bindings for the shop-list export, newest first, in keyset batches. */
export async function bindingBatch(db: Db, memberId: number, beforeId: number | null, limit: number) {
  const rows = await bindingQuery(db)
    .where(and(eq(sellerStoreBindings.memberId, memberId), beforeId ? sql`${sellerStoreBindings.id} < ${beforeId}` : undefined))
    .orderBy(desc(sellerStoreBindings.id))
    .limit(limit);
  return rows.map((r) => ({ ...toBinding(r), id: Number(r.id) }));
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
