import type { Housekeeper, ShopDetail, ShopFilter, ShopListItem } from '@shp/contracts';
import { requirementGaps } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { CallContext } from '../../lib/call-context.js';
import { onContentChange } from '../../lib/content-events.js';
import { notFound } from '../../lib/errors.js';
import { ResponseCache } from '../../lib/response-cache.js';
import { segment, toTsQuery } from '../../lib/segment.js';
import {
  CountSummaries,
  filterDistricts,
  needsDistrictSummaries,
  planByDistrict,
  planTotal,
  summaryApplies,
  type CitySummary,
  type FormatChoice,
} from './count-summary.js';
import * as repo from './shops.repository.js';
import { highlight } from '../../lib/highlight.js';
import { lookups, type Lookups } from '../../lib/lookups.js';
import { maskPhone } from '@shp/contracts';
import { intList } from '../../lib/sql.js';
import { offsetOf } from '../../lib/paging.js';

/**
 * What a visitor sees versus a member (canView): every fact of a unit is public, because a
 * brand decides on facts; the direct lines (leasing contact, housekeeper) are shown in full only
 * to members, so the platform knows who asked and the contact is not scraped.
 */
const PUBLIC_FIELDS = [
  'title',
  'images',
  'area',
  'floor',
  'frontage',
  'depth',
  'ceilingHeight',
  'rent',
  'propertyFee',
  'transferFee',
  'formats',
  'food',
  'availableDate',
  'dailyTraffic',
  'mall',
  'similarShops',
];
const MEMBER_FIELDS = ['leasingContact.phone', 'housekeeper.phone', 'collect'];

function housekeeperOf(c: repo.ConsultantRow, member: boolean): Housekeeper {
  return {
    id: Number(c.id),
    name: c.name,
    title: c.title,
    avatarUrl: c.avatar_url,
    years: Number(c.years),
    rating: c.rating === null ? null : Number(c.rating),
    serviceCount: Number(c.service_count),
    phone: member ? c.phone : maskPhone(c.phone),
    phoneMasked: !member,
    specialties: c.specialties ?? [],
  };
}

type Kitchen = ShopListItem['food'];

/**
 * What a unit's kitchen lacks for heavy or light catering (FORMAT_REQUIREMENTS in the contracts'
 * listing rules); empty when it has it all. The one rule behind the
 * detail's suitability, the list card's 可餐饮 and the smart selection's format score, so the three
 * never disagree about a unit.
 */
export function kitchenGaps(f: Kitchen, heavy: boolean): string[] {
  return requirementGaps(f, heavy ? 'heavy' : 'light');
}

/** A unit as a list card shows it (shopCardItemSchema); the output parse drops the rest. */
export function toShopCard<T extends { food: Kitchen }>(item: T): T & { foodReady: boolean } {
  return { ...item, foodReady: kitchenGaps(item.food, false).length === 0 };
}

/** Which format groups a unit suits, from its facilities (deterministic rules a leasing manager uses). */
export function suitabilityOf(s: { area: number; floor: string; ceilingHeight: number; frontage: number; food: Kitchen }) {
  const f = s.food;
  const heavyGaps = kitchenGaps(f, true);
  const lightGaps = kitchenGaps(f, false);
  const basement = s.floor.startsWith('B');
  return [
    {
      label: '重餐饮（中餐、火锅）',
      ok: !heavyGaps.length,
      reason: heavyGaps.length ? `缺${heavyGaps.join('、')}` : `排烟、上下水、燃气齐全，电量${f.powerKw}kW`,
    },
    {
      label: '轻餐饮（饮品、烘焙、简餐）',
      ok: !lightGaps.length,
      reason: lightGaps.length ? `缺${lightGaps.join('、')}` : `有上下水，电量${f.powerKw}kW`,
    },
    {
      label: '零售',
      ok: s.frontage >= 4 || s.area <= 30,
      reason: s.frontage >= 4 ? `面宽${s.frontage}米，展示面好` : s.area <= 30 ? '小面积点位，适合快闪与小型零售' : `面宽仅${s.frontage}米，展示面有限`,
    },
    {
      label: '儿童亲子、教育',
      ok: s.area >= 80 && !basement,
      reason: s.area < 80 ? `面积${s.area}㎡，低于常见的80㎡` : basement ? '位于地下层，家长接受度低' : `面积${s.area}㎡，位于${s.floor}`,
    },
    {
      label: '娱乐、健身',
      ok: s.area >= 200 && s.ceilingHeight >= 4.5,
      reason:
        s.area >= 200 && s.ceilingHeight >= 4.5 ? `面积${s.area}㎡，层高${s.ceilingHeight}米` : `需≥200㎡且层高≥4.5米（现${s.area}㎡、${s.ceilingHeight}米）`,
    },
  ];
}

/** Seconds a list's total is reused by its other pages and sorts (operator changes drop it at once). */
const COUNT_TTL_SECONDS = 60;

/** More districts than this crossed with another choice are counted rather than summed district by district. */
const MAX_DISTRICT_SUMMARIES = 8;

/** The filter's formats expanded, and the first-level format they are exactly the children of, if any. */
function formatChoice(f: ShopFilter, lk: Lookups): FormatChoice {
  const ids = lk.expandFormats(f.formatTypes ?? []);
  if (ids.length < 2) return { ids };
  const parentId = lk.formats.find((x) => x.id === ids[0])?.parentId ?? undefined;
  const siblings = parentId === undefined ? [] : lk.expandFormats([parentId]);
  const same = siblings.length === ids.length && siblings.every((id) => ids.includes(id));
  return same ? { ids, parentId } : { ids };
}

export function createShopsService(db: Db, logError?: (err: unknown) => void) {
  // The total is the one part of a list page whose cost grows with the table (it counts up to
  // COUNT_CAP index entries; the page itself stops after pageSize). Paging or re-sorting a list
  // keeps its filters, so the total is counted once a minute per filter set, not on every page.
  const listTotals = new ResponseCache({ maxBytes: 1 << 20 });
  // Most totals of a city list add up from its summary (decision 014) and count only the area
  // bands a typed range cuts; the rest are counted as before.
  const summaries = new CountSummaries((kind, cityCode) => repo.countSummary(db, kind, cityCode), {
    ttlMs: COUNT_TTL_SECONDS * 1000,
    maxEntries: 500,
    onError: (err) => logError?.(err),
  });
  // Districts crossed with a format, floors or an opening status are summed from each district's
  // own summary, built only for districts listed that way. A district of the largest
  // city at 1,000,000 units has about 2,000 groups by format, so fewer are kept than cities.
  const districtSummaries = new CountSummaries((kind, cityCode, district) => repo.countSummary(db, kind, cityCode, district), {
    ttlMs: COUNT_TTL_SECONDS * 1000,
    maxEntries: 200,
    onError: (err) => logError?.(err),
  });
  const stopListening = onContentChange(() => {
    listTotals.clear();
    summaries.clear();
    districtSummaries.clear();
  });
  function planFromSummaries(filter: ShopFilter & { cityCode: string }, formats: FormatChoice) {
    const summary = summaries.current(filter.kind, filter.cityCode);
    const plan = summary && planTotal(filter, summary, formats);
    if (plan || !needsDistrictSummaries(filter, formats)) return plan;
    // A district the city's summary shows without units adds nothing, and needs no summary of its own.
    const districts = filterDistricts(filter).filter((d) => !summary || summary.byDistrict.has(d));
    if (districts.length > MAX_DISTRICT_SUMMARIES) return undefined;
    const each = districts.map((d) => districtSummaries.current(filter.kind, filter.cityCode, d));
    return each.every((s): s is CitySummary => s !== undefined) ? planByDistrict(filter, each, formats) : undefined;
  }
  async function countTotal(filter: ShopFilter, lk: Lookups): Promise<number> {
    const plan = summaryApplies(filter) ? planFromSummaries(filter, formatChoice(filter, lk)) : undefined;
    if (!plan) return repo.countShops(db, filter, lk);
    if (plan.counted >= repo.COUNT_CAP) return repo.COUNT_CAP;
    return plan.counted + (await repo.countShopsInSpans(db, filter, lk, plan.edges, repo.COUNT_CAP - plan.counted));
  }
  async function loadShop(id: number) {
    const row = await repo.findShop(db, id);
    if (!row) throw notFound('铺位不存在或已下架');
    return row;
  }
  return {
    async dispose() {
      stopListening();
      await Promise.all([summaries.close(), districtSummaries.close()]);
    },
    /** Resolves when the summaries being built now are kept (tests). */
    summariesSettled: () => Promise.all([summaries.settled(), districtSummaries.settled()]).then(() => undefined),

    async pageList(filter: ShopFilter, ctx: CallContext) {
      const lk = await lookups(db);
      const { pageNum, pageSize } = ctx.pageParam;
      const { sort: _sort, ...counted } = filter;
      const [list, total] = await Promise.all([
        repo.listShops(db, filter, lk, pageSize, offsetOf(ctx.pageParam).offset),
        listTotals.getOrCompute(JSON.stringify(counted), COUNT_TTL_SECONDS, async () => String(await countTotal(filter, lk))),
      ]);
      return { list: list.map(toShopCard), total: Number(total), pageNum, pageSize };
    },

    async detail(id: number, ctx: CallContext): Promise<ShopDetail> {
      const lk = await lookups(db);
      const row = await loadShop(id);
      const member = Boolean(ctx.member);
      const [collected] = await Promise.all([repo.isCollected(db, ctx.member?.id, 'shop', id), repo.recordView(db, id, ctx.member?.id ?? null)]);
      const item = repo.toShopItem(row, lk);
      let contact = { name: row.m_leasing_contact ?? '', phone: row.m_leasing_phone ?? '' };
      if (!row.mall_id) {
        // Street units are leased through their housekeeper.
        const c = await repo.findConsultant(db, Number(row.housekeeper_id));
        contact = { name: c?.name ?? '商铺汇顾问', phone: c?.phone ?? '' };
      }
      const depth = Number(row.depth);
      const ceilingHeight = Number(row.ceiling_height);
      return {
        ...item,
        depth,
        ceilingHeight,
        transferFee: Number(row.transfer_fee),
        formatIds: intList(row.format_ids),
        description: row.description,
        // The gallery opens on the cover the list showed, then the other photos.
        images: [row.cover_url, ...(row.images ?? []).filter((u) => u !== row.cover_url)].filter(Boolean),
        views: Number(row.views) + 1,
        lat: Number(row.lat),
        lng: Number(row.lng),
        mall: row.mall_id
          ? {
              id: Number(row.mall_id),
              name: row.mall_name ?? '',
              openStatus: row.m_open_status ?? '',
              dailyTraffic: Number(row.m_daily_traffic ?? 0),
              grade: row.m_grade ?? '',
              coverUrl: row.m_cover_url ?? '',
              address: row.m_address ?? '',
            }
          : null,
        leasingContact: { name: contact.name, phone: member ? contact.phone : maskPhone(contact.phone), phoneMasked: !member },
        suitability: suitabilityOf({ area: item.area, floor: item.floor, ceilingHeight, frontage: item.frontage, food: item.food }),
        collected,
      };
    },

    async housekeeper(id: number, ctx: CallContext) {
      const row = await loadShop(id);
      const c = await repo.findConsultant(db, Number(row.housekeeper_id));
      if (!c) throw notFound('该铺位暂无管家');
      return housekeeperOf(c, Boolean(ctx.member));
    },

    async userAccessList(id: number) {
      const row = await loadShop(id);
      const { recent, visitors } = await repo.accessList(db, id);
      return {
        views: Number(row.views),
        visitors,
        // Other members are shown by the first character of their nickname only.
        recent: recent.map((r) => ({ nickName: `${[...r.nick_name][0] ?? '会'}**`, visitedAt: new Date(r.visited_at).toISOString() })),
      };
    },

    async similar(id: number) {
      const lk = await lookups(db);
      const row = await loadShop(id);
      return (await repo.similarShops(db, { id, kind: row.kind, cityCode: row.city_code, area: Number(row.area), formatIds: intList(row.format_ids) }, lk)).map(
        toShopCard,
      );
    },

    async canView(id: number, ctx: CallContext) {
      await loadShop(id);
      const loggedIn = Boolean(ctx.member);
      return {
        canView: true,
        loggedIn,
        visible: loggedIn ? [...PUBLIC_FIELDS, ...MEMBER_FIELDS] : PUBLIC_FIELDS,
        hidden: loggedIn ? [] : MEMBER_FIELDS.map((field) => ({ field, reason: field === 'collect' ? '登录后可收藏' : '登录后查看完整电话' })),
      };
    },

    async searchShops(input: { keyword: string; kind?: 'shop' | 'point'; cityCode?: string }) {
      const q = toTsQuery(input.keyword);
      if (!q) return [];
      const lk = await lookups(db);
      const words = segment(input.keyword);
      const items = await repo.searchShopTitles(db, q, input.kind, input.cityCode, lk);
      return items.map((s) => ({ id: s.id, kind: s.kind, title: highlight(s.title, words), area: s.area, rentText: s.rentText, cityName: s.cityName }));
    },

    async recommendSpinner(input: { associateType: '1' | '2'; associateName: string; cityCode?: string; regionId?: string }) {
      const name = input.associateName;
      const q = name ? toTsQuery(name) : null;
      const words = name ? [name, ...segment(name)] : [];
      const lk = await lookups(db);
      if (input.associateType === '2') {
        // regionId '1' is the client's "no region" default (SPEC §7 analytics), not a district.
        const district = input.regionId && input.regionId.length === 6 ? input.regionId : undefined;
        const rows = await repo.mallSuggestions(db, name, q, input.cityCode, district);
        return rows.map((r) => ({ id: Number(r.id), associateName: r.name, associateNameHighlight: highlight(r.name, words), extra: r.address }));
      }
      const rows = await repo.brandSuggestions(db, name, q, input.cityCode);
      return rows.map((r) => ({
        id: Number(r.id),
        associateName: r.name,
        associateNameHighlight: highlight(r.name, words),
        extra: `${lk.formatName(Number(r.format_id))} · ${r.store_count}家门店`,
      }));
    },
  };
}
