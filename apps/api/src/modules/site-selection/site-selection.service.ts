import type { CustomizeRecord, FormatRef, ShopListItem, SiteNeeds, SiteResultItem } from '@shp/contracts';
import { availabilityText, cateringKind, chinaDay, FORMAT_REQUIREMENTS, formatGaps, SITE_FACTOR_LABELS, SITE_REPORT_MAX } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { MemberCallContext } from '../../lib/call-context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { toShopItem } from '../shops/shops.repository.js';
import { kitchenGaps } from '../shops/shops.service.js';
import * as repo from './site-selection.repository.js';
import { isoDay, isoTime } from '../../lib/dates.js';
import { lookups, type Lookups } from '../../lib/lookups.js';
import { intList } from '../../lib/sql.js';
import { offsetOf } from '../../lib/paging.js';
import { mapLimited } from '../../lib/map-limited.js';

const MAX = { format: 25, area: 20, rent: 20, traffic: 15, competition: 10, nearbyBrands: 10 } as const;
/** Daily traffic at which a unit gets the full traffic score. */
const TRAFFIC_FULL = 20000;

const pct = (x: number) => `${Math.round(x * 100)}%`;
const wan = (n: number) => (n >= 10000 ? `${(n / 10000).toFixed(1)}万` : `${Math.round(n)}`);

type Factor = SiteResultItem['factors'][number];
const factor = (key: Factor['factor'], score: number, reason: string): Factor => ({
  factor: key,
  label: SITE_FACTOR_LABELS[key],
  score: Math.max(0, Math.min(MAX[key], Math.round(score))),
  max: MAX[key],
  reason,
});

/**
 * Scores one unit against a brand's needs, factor by factor. Pure and deterministic: the same
 * data and needs always give the same score and reasons.
 */
export function scoreUnit(
  shop: ShopListItem & { formatIds: number[]; ceilingHeight: number },
  needs: repo.Needs,
  stats: { total: number; competitors: number } | null,
  lk: Lookups,
): Factor[] {
  const wanted = lk.expandFormats([needs.formatId]);
  const wantedName = lk.formatName(needs.formatId);
  const parentId = lk.parentIdOf(needs.formatId) ?? needs.formatId;
  const parentName = lk.formatName(parentId);

  // Format fit.
  let fmt: Factor;
  if (shop.formatIds.some((f) => wanted.includes(f))) fmt = factor('format', MAX.format, `推荐业态含「${wantedName}」`);
  else if (shop.formatIds.some((f) => (lk.parentIdOf(f) ?? f) === parentId)) fmt = factor('format', 15, `推荐业态同属「${parentName}」大类`);
  else fmt = factor('format', 5, `推荐业态为${shop.formats.join('、') || '未注明'}，需与业主沟通`);
  const catering = cateringKind(wantedFormat(needs.formatId, lk));
  if (catering) {
    const heavy = catering === 'heavy';
    const missing = kitchenGaps(shop.food, heavy);
    if (missing.length) fmt = factor('format', Math.min(fmt.score, 5), `${fmt.reason}；缺${missing.join('、')}，餐饮需改造`);
    else fmt = { ...fmt, reason: `${fmt.reason}；${heavy ? '排烟、燃气、' : ''}上下水齐全，电量${shop.food.powerKw}kW` };
  }

  // Area fit.
  let area: Factor;
  if (shop.area >= needs.areaMin && shop.area <= needs.areaMax) area = factor('area', MAX.area, `${shop.area}㎡，在需求${needs.areaMin}-${needs.areaMax}㎡内`);
  else if (shop.area < needs.areaMin) {
    const d = (needs.areaMin - shop.area) / needs.areaMin;
    area = factor('area', MAX.area * (1 - d / repo.AREA_SLACK), `${shop.area}㎡，比需求下限小${pct(d)}`);
  } else {
    const d = (shop.area - needs.areaMax) / needs.areaMax;
    area = factor('area', MAX.area * (1 - d / repo.AREA_SLACK), `${shop.area}㎡，比需求上限大${pct(d)}`);
  }

  // Rent against budget (monthly).
  let rent: Factor;
  const ratio = shop.monthlyRent / needs.budget;
  if (ratio <= 1) rent = factor('rent', MAX.rent * (0.7 + 0.3 * (1 - ratio)), `月租约${wan(shop.monthlyRent)}元，低于预算${pct(1 - ratio)}`);
  else rent = factor('rent', MAX.rent * 0.6 * (1 - (ratio - 1) / repo.BUDGET_SLACK), `月租约${wan(shop.monthlyRent)}元，超出预算${pct(ratio - 1)}`);

  const traffic = factor(
    'traffic',
    (MAX.traffic * Math.min(shop.dailyTraffic, TRAFFIC_FULL)) / TRAFFIC_FULL,
    `日均客流约${wan(shop.dailyTraffic)}人次${shop.dailyTraffic >= TRAFFIC_FULL ? '，客流充足' : ''}`,
  );

  let competition: Factor;
  let nearby: Factor;
  if (!stats) {
    competition = factor('competition', 6, shop.mallId ? '商场暂无入驻品牌数据' : '临街铺位，无商场内同业数据');
    nearby = factor('nearbyBrands', 3, shop.mallId ? '商场暂无入驻品牌数据' : '临街铺位，周边无品牌聚集数据');
  } else {
    const c = stats.competitors;
    competition = factor(
      'competition',
      c === 0 ? 10 : c === 1 ? 7 : c === 2 ? 4 : 1,
      c === 0 ? `商场内暂无「${wantedName}」同类品牌` : `商场内已有${c}个「${wantedName}」同类品牌`,
    );
    nearby = factor('nearbyBrands', (MAX.nearbyBrands * Math.min(stats.total, 15)) / 15, `${shop.mallName ?? '商场'}已入驻${stats.total}个品牌`);
  }
  return [fmt, area, rent, traffic, competition, nearby];
}

/** The wanted format by name and first-level name, as the listing rules read it. */
function wantedFormat(formatId: number, lk: Lookups): FormatRef {
  const parentId = lk.parentIdOf(formatId);
  return { name: lk.formatName(formatId), parentName: parentId ? lk.formatName(parentId) : null };
}

/** What a report keeps of its results (SITE_REPORT_MAX items; collected flags are read per view). */
interface Snapshot {
  items: Omit<SiteResultItem, 'collected'>[];
  matched: number;
  fitting: number;
  relax: { key: string; label: string; total: number }[];
}

/**
 * How a kept result's availability reads today: a unit let or withdrawn since the report is never
 * shown as available, and a date that has passed reads 现可租.
 */
function availabilityNow(unit: { openingStatus: string; published: boolean; availableDate: string | Date } | undefined, keptDate: string, today: string) {
  if (!unit || !unit.published) return '已下架';
  if (unit.openingStatus === 'leased') return '已出租';
  return availabilityText(isoDay(unit.availableDate) || keptDate, today);
}

function toRecord(r: repo.RecordRow, lk: Lookups): CustomizeRecord {
  return {
    id: Number(r.id),
    brandName: r.brand_name,
    brandId: r.brand_id === null ? null : Number(r.brand_id),
    formatId: Number(r.format_id),
    formatName: lk.formatName(Number(r.format_id)),
    areaMin: Number(r.area_min),
    areaMax: Number(r.area_max),
    budget: Number(r.budget),
    cityCodes: r.city_codes ?? [],
    cityNames: (r.city_codes ?? []).map((c) => lk.cityName(c)),
    districtCodes: r.district_codes ?? [],
    districtNames: (r.district_codes ?? []).map((c) => lk.districtName(c)),
    floors: r.floors ?? [],
    openBy: r.open_by ? isoDay(r.open_by) : null,
    retrofit: Boolean(r.retrofit),
    createdAt: isoTime(r.created_at),
  };
}

const needsOf = (r: CustomizeRecord): repo.Needs => ({
  formatId: r.formatId,
  areaMin: r.areaMin,
  areaMax: r.areaMax,
  budget: r.budget,
  cityCodes: r.cityCodes,
  districtCodes: r.districtCodes,
  floors: r.floors as repo.Needs['floors'],
  openBy: r.openBy,
  retrofit: r.retrofit,
});

export function createSiteSelectionService(db: Db) {
  /** The needs with the wanted format's gates (the listing rules' requirements). */
  function gated(needs: repo.Needs, lk: Lookups): repo.Needs {
    const kind = cateringKind(wantedFormat(needs.formatId, lk));
    return { ...needs, gate: kind ? FORMAT_REQUIREMENTS[kind] : null };
  }

  async function rank(needs: repo.Needs, lk: Lookups) {
    const rows = await repo.candidates(db, needs);
    const today = chinaDay();
    const wantedRef = wantedFormat(needs.formatId, lk);
    const wanted = lk.expandFormats([needs.formatId]);
    const mallIds = [
      ...new Set(
        rows
          .map((r) => r.mall_id)
          .filter((m): m is number => m !== null)
          .map(Number),
      ),
    ];
    const stats = await repo.mallBrandStats(db, mallIds, wanted);
    const items = rows.map((r) => {
      const shop = toShopItem(r, lk);
      const factors = scoreUnit(
        { ...shop, formatIds: intList(r.format_ids), ceilingHeight: Number(r.ceiling_height) },
        needs,
        shop.mallId ? (stats.get(shop.mallId) ?? null) : null,
        lk,
      );
      const gaps = formatGaps(wantedRef, shop.food);
      return { shop, factors, gaps, availability: availabilityText(shop.availableDate, today), score: factors.reduce((n, f) => n + f.score, 0) };
    });
    // Units passing every gate first; those needing a retrofit (only when the member accepts one) after them.
    items.sort((a, b) => Number(a.gaps.length > 0) - Number(b.gaps.length > 0) || b.score - a.score || a.shop.id - b.shop.id);
    return items.map((it, i) => ({ ...it, rank: i + 1 }));
  }

  /** What to relax when nothing fits: each constraint on its own, with how many units it would give. */
  async function relaxations(needs: repo.Needs) {
    const options: { key: string; label: string; needs: repo.Needs }[] = [];
    if (needs.districtCodes.length) options.push({ key: 'districts', label: '不限区县（整个城市）', needs: { ...needs, districtCodes: [] } });
    if (needs.floors.length) options.push({ key: 'floors', label: '不限楼层', needs: { ...needs, floors: [] } });
    if (needs.openBy) options.push({ key: 'openBy', label: '不限开业时间', needs: { ...needs, openBy: null } });
    if (needs.gate && !needs.retrofit) options.push({ key: 'retrofit', label: '接受改造（列出需改造的铺位及所缺条件）', needs: { ...needs, retrofit: true } });
    const wideMin = Math.max(1, Math.round(needs.areaMin * 0.5));
    const wideMax = Math.round(needs.areaMax * 1.5);
    options.push({ key: 'area', label: `面积放宽到${wideMin}-${wideMax}㎡`, needs: { ...needs, areaMin: wideMin, areaMax: wideMax } });
    const budget = Math.round(needs.budget * 1.5);
    options.push({ key: 'budget', label: `月租金预算提高到${wan(budget)}元`, needs: { ...needs, budget } });
    // Two at a time: the options' counts must not take the pool from other callers.
    const counted = await mapLimited(options, 2, async (o) => ({ key: o.key, label: o.label, total: await repo.countCandidates(db, o.needs) }));
    return counted;
  }

  /** Ranks the units for needs and keeps the first SITE_REPORT_MAX, with what to relax when none fit. */
  async function match(needs: repo.Needs, lk: Lookups): Promise<Snapshot> {
    const ranked = await rank(needs, lk);
    const items = ranked.slice(0, SITE_REPORT_MAX);
    return {
      items,
      matched: ranked.length,
      fitting: items.filter((it) => it.gaps.length === 0).length,
      relax: ranked.length ? [] : await relaxations(needs),
    };
  }

  async function ownRecord(id: number, ctx: MemberCallContext, lk: Lookups) {
    const r = await repo.findRecord(db, ctx.member.id, id);
    if (!r) throw notFound('选址需求不存在');
    return toRecord(r, lk);
  }

  return {
    scoreUnit,

    async submit({ recordId: editing, ...needs }: SiteNeeds & { recordId?: number }, ctx: MemberCallContext) {
      const lk = await lookups(db);
      needs = { ...needs, retrofit: needs.retrofit ?? false };
      if (!lk.formatName(needs.formatId)) throw badRequest('请选择经营业态');
      if (needs.cityCodes.some((c) => !lk.cityName(c))) throw badRequest('城市不存在');
      if (needs.openBy && needs.openBy < chinaDay()) throw badRequest('计划开业时间不能早于今天');
      let recordId: number;
      if (editing) {
        // 修改需求 rewrites the record the member came from: one report per brand search, not a copy per edit.
        if (!(await repo.updateRecord(db, ctx.member.id, editing, needs))) throw notFound('选址需求不存在');
        recordId = editing;
      } else recordId = await repo.insertRecord(db, ctx.member.id, needs);
      // The report keeps what it shows from the moment it is made.
      const snapshot = await match(gated({ ...needs, openBy: needs.openBy ?? null }, lk), lk);
      await repo.saveResults(db, ctx.member.id, recordId, snapshot);
      return { recordId, total: snapshot.matched };
    },

    async results(recordId: number, ctx: MemberCallContext) {
      const lk = await lookups(db);
      const row = await repo.findRecord(db, ctx.member.id, recordId);
      if (!row) throw notFound('选址需求不存在');
      const record = toRecord(row, lk);
      let snapshot = row.results as Snapshot | null;
      if (!snapshot) {
        // A record made before reports kept their results: its first view makes the snapshot.
        snapshot = await match(gated(needsOf(record), lk), lk);
        await repo.saveResults(db, ctx.member.id, recordId, snapshot);
      }
      const { pageNum, pageSize } = ctx.pageParam;
      const { limit, offset } = offsetOf(ctx.pageParam);
      const page = snapshot.items.slice(offset, offset + limit);
      const ids = page.map((it) => it.shop.id);
      const [collected, now] = await Promise.all([repo.collectedShops(db, ctx.member.id, ids), repo.currentUnits(db, ids)]);
      const today = chinaDay();
      const list = page.map((it) => ({
        ...it,
        availability: availabilityNow(now.get(it.shop.id), it.shop.availableDate, today),
        collected: collected.has(it.shop.id),
      }));
      return { list, total: snapshot.items.length, pageNum, pageSize, record, relax: snapshot.relax, matched: snapshot.matched, fitting: snapshot.fitting };
    },

    async records(ctx: MemberCallContext) {
      const lk = await lookups(db);
      const { pageNum, pageSize } = ctx.pageParam;
      const { rows, total } = await repo.pageRecords(db, ctx.member.id, pageNum, pageSize);
      return { list: rows.map((r) => toRecord(r, lk)), total, pageNum, pageSize };
    },

    async find(id: number, ctx: MemberCallContext) {
      return ownRecord(id, ctx, await lookups(db));
    },
  };
}
