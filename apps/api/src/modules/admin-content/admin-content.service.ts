import { sql } from 'drizzle-orm';
import {
  CHANNEL_CODE,
  type ContentItem,
  type ContentRow,
  type ContentType,
  type HomeConfig,
  contentSaveInputSchema,
  listingContradictions,
  type shopFieldsSchema,
} from '@shp/contracts';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { AuthOperator, CallContext } from '../../lib/call-context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { searchText } from '../../lib/segment.js';
import { mallSearchText, shopSearchText } from '../../lib/search-text.js';
import { emitContentChange } from '../../lib/content-events.js';
import { PUBLISHED } from '../../db/schema/index.js';
import { recordAudit } from '../admin-audit/audit.repository.js';
import * as repo from './admin-content.repository.js';
import { lookups } from '../../lib/lookups.js';
import type { StorageAdapter } from '../../lib/file-storage.js';
import { letGo, releaseFiles } from '../../lib/stored-files.js';
import { recordListingChanges } from '../../lib/listing-changes.js';
import { isoDay, isoTimeOrNull } from '../../lib/dates.js';

type OpCtx = CallContext & { operator: AuthOperator };
type SaveInput = z.output<typeof contentSaveInputSchema>;
type Row = Record<string, unknown>;

const DRAFT = 'draft';
const tsv = (text: string) => sql`to_tsvector('simple', ${text})`;
const statusOf = (r: Row): 'published' | 'draft' => (r.status === undefined || r.status === PUBLISHED ? 'published' : 'draft');

/** Row → the editable fields of its type (the contract strips anything else). */
function fieldsOf(type: ContentType, r: Row): Row {
  switch (type) {
    case 'mall':
      return { ...r, openDate: r.openDate ? isoDay(r.openDate as Date | string) : '' };
    case 'shop':
    case 'point':
      return { ...r, availableDate: r.availableDate ? isoDay(r.availableDate as Date | string) : '' };
    case 'advert':
      return { ...r, startsAt: isoTimeOrNull(r.startsAt as Date | string | null), endsAt: isoTimeOrNull(r.endsAt as Date | string | null) };
    default:
      return r;
  }
}

function toItem(type: ContentType, r: Row): ContentItem {
  return { type, id: Number(r.id), status: statusOf(r), fields: fieldsOf(type, r) } as ContentItem;
}

const PUBLIC_PAGE: Partial<Record<ContentType, (r: Row) => string>> = {
  mall: (r) => `/shoppingMallDetail?id=${r.id}`,
  shop: (r) => `/shopDetail?id=${r.id}`,
  point: (r) => `/shopDetail?id=${r.id}`,
  space: (r) => `/spaceDetail?id=${r.id}`,
  brand: (r) => `/BrandDetail?id=${r.id}`,
  article: (r) => `/consDetails?id=${r.id}`,
  agreement: (r) => (r.code === 'PRIVACY_POLICY' ? `/privacy?id=${r.id}` : `/serviceAgreement?id=${r.id}`),
};

function toRow(type: ContentType, r: Row): ContentRow {
  const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const by: Record<ContentType, () => { title: string; subtitle: string; imageUrl: string | null; updatedAt: unknown }> = {
    mall: () => ({ title: str(r.name), subtitle: str(r.address), imageUrl: str(r.coverUrl), updatedAt: r.updatedAt }),
    shop: () => ({ title: str(r.title), subtitle: `${str(r.area)}㎡ · ${str(r.address)}`, imageUrl: str(r.coverUrl), updatedAt: r.updatedAt }),
    point: () => ({ title: str(r.title), subtitle: `${str(r.area)}㎡ · ${str(r.address)}`, imageUrl: str(r.coverUrl), updatedAt: r.updatedAt }),
    space: () => ({
      title: str(r.name),
      subtitle: `${str(r.location)} · ${str(r.area)}㎡ · ${str(r.priceDay)}元/天`,
      imageUrl: str(r.coverUrl),
      updatedAt: r.createdAt,
    }),
    brand: () => ({ title: str(r.name), subtitle: str(r.slogan), imageUrl: str(r.logoUrl), updatedAt: r.createdAt }),
    article: () => ({ title: str(r.title), subtitle: str(r.summary), imageUrl: str(r.coverUrl), updatedAt: r.publishedAt }),
    advert: () => ({ title: str(r.title), subtitle: `${str(r.position)} · ${str(r.linkUrl)}`, imageUrl: str(r.imageUrl), updatedAt: null }),
    agreement: () => ({ title: str(r.name), subtitle: `${str(r.code)} 版本 ${str(r.version)}`, imageUrl: null, updatedAt: r.createdAt }),
  };
  const v = by[type]();
  return {
    id: Number(r.id),
    title: v.title,
    subtitle: v.subtitle,
    imageUrl: v.imageUrl || null,
    status: statusOf(r),
    publicUrl: PUBLIC_PAGE[type]?.(r) ?? null,
    updatedAt: isoTimeOrNull(v.updatedAt as Date | string | null),
  };
}

/** Audit keeps the fields without the derived search vector. */
function auditFields(r: Row | null): Row | null {
  if (!r) return null;
  const { search: _search, ...rest } = r;
  return rest;
}

export function createAdminContentService(db: Db, storage?: StorageAdapter, log?: Pick<FastifyBaseLogger, 'warn'>) {
  /** Checks references and derives stored columns (search vector, coordinates, monthly rent). */
  async function valuesFor(db: Db, input: SaveInput, existing: Row | null): Promise<Row> {
    switch (input.type) {
      case 'mall': {
        const f = input.fields;
        if (!(await repo.regionExists(db, f.cityCode, 2))) throw badRequest('请选择城市');
        if (!(await repo.regionExists(db, f.districtCode, 3, f.cityCode))) throw badRequest('区县不属于所选城市');
        if (f.rentMin > f.rentMax) throw badRequest('最低租金不能高于最高租金');
        const centre = existing && existing.districtCode === f.districtCode ? null : await repo.regionCentre(db, f.districtCode, f.cityCode);
        const cityName = await cityNameOf(db, f.cityCode);
        return {
          ...f,
          ...(centre ? { lat: centre.lat, lng: centre.lng } : existing ? {} : { lat: 0, lng: 0 }),
          ...(existing ? {} : { surroundings: { transport: [], residential: [], competitors: [], schools: [] } }),
          search: tsv(mallSearchText({ name: f.name, cityName, districtName: await regionNameOf(db, f.districtCode), address: f.address })),
          updatedAt: new Date(),
          fresh: true,
        };
      }
      case 'shop':
      case 'point': {
        const f = input.fields;
        let lat: number | null = null;
        let lng: number | null = null;
        if (f.mallId) {
          const mall = await repo.findMallBasics(db, f.mallId);
          if (!mall) throw badRequest('所属商场不存在');
          if (mall.cityCode !== f.cityCode) throw badRequest('铺位城市须与所属商场一致');
          lat = mall.lat;
          lng = mall.lng;
        } else if (input.type === 'point') {
          throw badRequest('点位须属于一个商场');
        }
        if (!(await repo.regionExists(db, f.districtCode, 3, f.cityCode))) throw badRequest('区县不属于所选城市');
        if (!(await repo.consultantExists(db, f.housekeeperId))) throw badRequest('铺位管家不存在');
        if (lat === null) {
          const centre = await repo.regionCentre(db, f.districtCode, f.cityCode);
          lat = centre?.lat ?? 0;
          lng = centre?.lng ?? 0;
        }
        const monthlyRent = Math.round(f.rentUnit === 'month' ? f.rent : f.rent * f.area * 30);
        const words = await repo.formatNames(db, f.formatIds);
        const cityName = await cityNameOf(db, f.cityCode);
        return {
          ...f,
          kind: input.type,
          lat,
          lng,
          monthlyRent,
          search: tsv(
            shopSearchText({
              title: f.title,
              cityName,
              districtName: await regionNameOf(db, f.districtCode),
              address: f.address,
              mallName: f.mallId ? (await repo.findMallBasics(db, f.mallId))?.name : null,
              formatNames: words,
              description: f.description,
            }),
          ),
          updatedAt: new Date(),
          fresh: true,
        };
      }
      case 'space': {
        const f = input.fields;
        const mall = await repo.findMallBasics(db, f.mallId);
        if (!mall) throw badRequest('所属商场不存在');
        return { ...f, cityCode: mall.cityCode, districtCode: mall.districtCode };
      }
      case 'brand': {
        const f = input.fields;
        if (!(await repo.formatExists(db, f.formatId))) throw badRequest('请选择业态');
        if (f.areaMin > f.areaMax) throw badRequest('最小面积不能大于最大面积');
        if (f.investMin !== null && f.investMax !== null && f.investMin > f.investMax) throw badRequest('最低投资不能高于最高投资');
        const words = await repo.formatNames(db, [f.formatId]);
        return { ...f, search: tsv(searchText(f.name, words.join(' '), f.origin)) };
      }
      case 'article': {
        const f = input.fields;
        if (f.mallId && !(await repo.findMallBasics(db, f.mallId))) throw badRequest('关联商场不存在');
        if (f.brandId && !(await repo.brandExists(db, f.brandId))) throw badRequest('关联品牌不存在');
        return { ...f, search: tsv(searchText(f.title, f.content)), ...(existing ? {} : { publishedAt: new Date() }) };
      }
      case 'advert': {
        const f = input.fields;
        return { ...f, startsAt: f.startsAt ? new Date(f.startsAt) : null, endsAt: f.endsAt ? new Date(f.endsAt) : null };
      }
      case 'agreement': {
        const f = input.fields;
        const latest = await repo.latestAgreementVersion(db, f.code);
        // Members compare their agreed version with the latest: only a newer date makes them agree again.
        if (latest && f.version <= latest) throw badRequest(`新版本日期须晚于当前最新版本 ${latest}`);
        return { ...f };
      }
      default:
        throw badRequest('请选择内容类型');
    }
  }

  /** What a unit's own fields contradict (the shared listing rules): saved, but the operator is told. */
  async function contradictions(f: z.output<typeof shopFieldsSchema>) {
    const lk = await lookups(db);
    const ref = (id: number) => {
      const fm = lk.formats.find((x) => x.id === id);
      const parent = fm?.parentId ? lk.formats.find((x) => x.id === fm.parentId) : undefined;
      return { name: fm?.name ?? '', parentName: parent?.name ?? null };
    };
    return listingContradictions({
      title: f.title,
      description: f.description,
      inMall: f.mallId !== null,
      conditions: { exhaust: f.exhaust, gas: f.gas, water: f.water, powerKw: f.powerKw },
      formats: f.formatIds.map(ref).filter((x) => x.name),
      allFormats: lk.formats.map((x) => ref(x.id)),
    });
  }

  async function cityNameOf(db: Db, code: string) {
    const rows = await db.execute(sql`select short_name from regions where code = ${code}`);
    const list = (rows as unknown as { rows: { short_name: string }[] }).rows;
    return list[0]?.short_name ?? '';
  }

  async function regionNameOf(db: Db, code: string) {
    const rows = await db.execute(sql`select name from regions where code = ${code}`);
    return (rows as unknown as { rows: { name: string }[] }).rows[0]?.name ?? '';
  }

  return {
    async list(input: { type: ContentType; q?: string; status?: 'published' | 'draft' }, ctx: OpCtx) {
      const { rows, total } = await repo.listContent(db, input.type, input, ctx.pageParam);
      return { list: rows.map((r) => toRow(input.type, r)), total, ...ctx.pageParam };
    },

    async get(type: ContentType, id: number) {
      const row = await repo.findContent(db, type, id);
      if (!row) throw notFound('内容不存在');
      return toItem(type, row);
    },

    async save(input: SaveInput, ctx: OpCtx) {
      if (input.type === 'agreement' && input.id) throw badRequest('协议已发布的版本不能修改，请发布新版本');
      let existing: Row | null = null;
      const saved = await db.transaction(async (tx) => {
        existing = input.id ? await repo.findContent(tx, input.type, input.id, true) : null;
        if (input.id && !existing) throw notFound('内容不存在');
        // Inside the transaction: PGlite has one connection, a query outside it would wait forever.
        const values = await valuesFor(tx, input, existing);
        const row = existing
          ? await repo.updateContent(tx, input.type, input.id as number, values)
          : // New content starts unpublished so nothing half-written reaches the public site.
            await repo.insertContent(tx, input.type, input.type === 'agreement' ? values : { ...values, status: DRAFT });
        await recordAudit(tx, ctx.operator, ctx.ip, {
          action: existing ? 'content.update' : 'content.create',
          entityType: input.type,
          entityId: Number(row.id),
          before: auditFields(existing),
          after: auditFields(row),
        });
        // Saved-search alerts: a lower rent or 空置可租 on a published listing (decision 061).
        await recordListingChanges(tx, input.type, existing, row);
        return row;
      });
      emitContentChange(input.type);
      // Images the edit replaced or removed go, unless another record shows them too (decision 048).
      if (storage && existing) await releaseFiles(db, storage, letGo(existing, saved), { log });
      return { ...toItem(input.type, saved), warnings: input.type === 'shop' || input.type === 'point' ? await contradictions(input.fields) : [] };
    },

    async setStatus(input: { type: ContentType; id: number; status: 'published' | 'draft' }, ctx: OpCtx) {
      if (input.type === 'agreement') throw badRequest('协议以发布新版本的方式更新，不能下架');
      const row = await db.transaction(async (tx) => {
        const existing = await repo.findContent(tx, input.type, input.id, true);
        if (!existing) throw notFound('内容不存在');
        if (existing.status === input.status) return existing;
        const updated = await repo.updateContent(tx, input.type, input.id, {
          status: input.status,
          ...(input.type === 'mall' || input.type === 'shop' || input.type === 'point' ? { updatedAt: new Date(), fresh: true } : {}),
        });
        await recordAudit(tx, ctx.operator, ctx.ip, {
          action: input.status === PUBLISHED ? 'content.publish' : 'content.unpublish',
          entityType: input.type,
          entityId: input.id,
          before: { status: existing.status },
          after: { status: input.status },
        });
        await recordListingChanges(tx, input.type, existing, updated);
        return updated;
      });
      emitContentChange(input.type);
      return toRow(input.type, row);
    },

    options: (mallQ?: string) => repo.options(db, mallQ),

    async homeConfig(): Promise<HomeConfig> {
      const row = await repo.getHomeConfig(db, CHANNEL_CODE);
      return row?.config ?? { sections: [], hotWords: [] };
    },

    async saveHomeConfig(input: HomeConfig, ctx: OpCtx) {
      const keys = input.sections.map((s) => s.key);
      if (new Set(keys).size !== keys.length) throw badRequest('栏目不能重复');
      await db.transaction(async (tx) => {
        const before = await repo.getHomeConfig(tx, CHANNEL_CODE);
        await repo.saveHomeConfig(tx, CHANNEL_CODE, input);
        await recordAudit(tx, ctx.operator, ctx.ip, {
          action: 'content.homeConfig',
          entityType: 'homeConfig',
          entityId: CHANNEL_CODE,
          before: before?.config ?? null,
          after: input,
        });
      });
      emitContentChange('homeConfig');
      return input;
    },
  };
}
