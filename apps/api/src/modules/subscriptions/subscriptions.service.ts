import { sql } from 'drizzle-orm';
import { chinaDay, SAVED_SEARCH_KIND_LABELS, SAVED_SEARCH_LIMIT, SMS_UNSUBSCRIBE_WORD, type SavedSearch, type SavedSearchCriteria } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { MemberCallContext } from '../../lib/call-context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { chinaClock, isoTime } from '../../lib/dates.js';
import { lookups, type Lookups } from '../../lib/lookups.js';
import type { SmsDriver } from '../../lib/sms-driver.js';
import { toTsQuery } from '../../lib/segment.js';
import * as repo from './subscriptions.repository.js';

const num = (v: string | number | null) => (v === null ? undefined : Number(v));

/** `(x1,y1),(x2,y2)` → [west, south, east, north]. */
function parseBox(text: string | null): [number, number, number, number] | undefined {
  if (!text) return undefined;
  const n = text.match(/-?\d+(\.\d+)?(e-?\d+)?/g)?.map(Number) ?? [];
  if (n.length !== 4) return undefined;
  return [Math.min(n[0], n[2]), Math.min(n[1], n[3]), Math.max(n[0], n[2]), Math.max(n[1], n[3])];
}

function parsePolygon(text: string | null): [number, number][] | undefined {
  if (!text) return undefined;
  const n = text.match(/-?\d+(\.\d+)?(e-?\d+)?/g)?.map(Number) ?? [];
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < n.length; i += 2) out.push([n[i], n[i + 1]]);
  return out;
}

function criteriaOf(r: repo.SavedSearchRow): SavedSearchCriteria {
  const polygon = parsePolygon(r.geo_polygon);
  return {
    kind: r.kind,
    cityCode: r.city_code,
    ...(r.district_codes?.length ? { districtCodes: r.district_codes } : {}),
    ...(r.format_ids?.length ? { formatIds: r.format_ids.map(Number) } : {}),
    ...(r.area_min !== null ? { areaMin: num(r.area_min) } : {}),
    ...(r.area_max !== null ? { areaMax: num(r.area_max) } : {}),
    ...(r.rent_min !== null ? { rentMin: num(r.rent_min) } : {}),
    ...(r.rent_max !== null ? { rentMax: num(r.rent_max) } : {}),
    ...(polygon ? { polygon } : r.geo_box ? { bbox: parseBox(r.geo_box) } : {}),
    ...(r.keyword ? { keyword: r.keyword } : {}),
    ...(r.floors?.length ? { floors: r.floors } : {}),
  };
}

const RENT_UNIT: Record<SavedSearchCriteria['kind'], string> = { shop: '元/月', point: '元/月', mall: '元/㎡/天', space: '元/天' };

function range(min: number | undefined, max: number | undefined, unit: string) {
  if (min === undefined && max === undefined) return null;
  if (min === undefined) return `${max}${unit}以下`;
  if (max === undefined) return `${min}${unit}以上`;
  return `${min}–${max}${unit}`;
}

/** Several districts or formats as 朝阳区/海淀区; null for none. */
function names<T>(ids: T[] | undefined, name: (id: T) => string | null | undefined) {
  return ids?.length ? ids.map(name).filter(Boolean).join('/') || null : null;
}

/** Plain Chinese summary: 商铺 · 北京 · 朝阳区 · 餐饮 · 50–100㎡ · 地图范围. */
export function summaryOf(c: SavedSearchCriteria, lk: Lookups) {
  return [
    SAVED_SEARCH_KIND_LABELS[c.kind],
    lk.cityName(c.cityCode),
    names(c.districtCodes, lk.districtName),
    names(c.formatIds, lk.formatName),
    range(c.areaMin, c.areaMax, '㎡'),
    range(c.rentMin, c.rentMax, RENT_UNIT[c.kind]),
    c.floors ? c.floors.join('/') : null,
    c.keyword ? `“${c.keyword}”` : null,
    c.polygon ? '绘制区域' : c.bbox ? '地图范围' : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function toSavedSearch(r: repo.SavedSearchRow, lk: Lookups): SavedSearch {
  const criteria = criteriaOf(r);
  return {
    id: Number(r.id),
    name: r.name,
    criteria,
    summary: summaryOf(criteria, lk),
    link: r.link,
    smsDigest: r.sms_digest,
    paused: r.paused,
    createdAt: isoTime(r.created_at),
  };
}

/** China-time hour and day of an instant. */
function chinaHourAndDay(at: Date) {
  return { hour: chinaClock(at).getUTCHours(), day: chinaDay(at) };
}

/** No SMS digest between 21:00 and 08:00 China time. */
export const inQuietHours = (at: Date) => {
  const { hour } = chinaHourAndDay(at);
  return hour >= 21 || hour < 8;
};

/**
 * The digest promises the reply word only when the site can receive replies (decision 069): a
 * driver without a reply channel points to the switch in 我的订阅 instead.
 */
export const digestText = (n: number, replies: boolean) =>
  `【商铺汇】您订阅的房源有${n}条新动态（新上、降租或空置可租），请登录商铺汇“我的订阅”查看。` +
  (replies ? `回复${SMS_UNSUBSCRIBE_WORD}退订` : '退订请在“我的订阅”关闭短信提醒');

/** Whether members' SMS replies reach the site: only Tencent's reply callback, with its URL token set. */
export const smsRepliesReceived = (config: { sms: { driver: string }; smsReplyToken?: string | null }) =>
  config.sms.driver === 'tencent' && Boolean(config.smsReplyToken);

/**
 * The daily digest: one SMS per member and China-time day, never in quiet hours. The day is
 * claimed before sending, so a retry or a second process never sends twice; a refused send keeps
 * the alerts for tomorrow's digest.
 */
export async function sendSmsDigests(db: Db, sms: SmsDriver, now: Date, replies: boolean) {
  if (inQuietHours(now)) return { sent: 0, skipped: 'quiet-hours' as const };
  const { day } = chinaHourAndDay(now);
  let sent = 0;
  for (const m of await repo.pendingDigests(db)) {
    if (!(await repo.claimDigest(db, Number(m.member_id), day))) continue;
    try {
      await sms.notify(m.phone, digestText(Number(m.n), replies));
      await repo.markDigestSent(db, Number(m.member_id));
      sent += 1;
    } catch {
      // Left unsent: tomorrow's digest carries these alerts.
    }
  }
  return { sent };
}

/**
 * Matches every pending listing change, batch after batch, until none is left: what the
 * `subscriptions-match` job runs (and the alerts benchmark times). Answers the totals.
 */
export async function matchAllPending(db: Db) {
  const total = { changes: 0, alerts: 0, messages: 0 };
  for (;;) {
    const r = await repo.matchPending(db);
    total.changes += r.changes;
    total.alerts += r.alerts;
    total.messages += r.messages;
    if (r.changes === 0) return total;
  }
}

/** A member's reply to the digest: the unsubscribe word stops every digest of that phone. */
export async function handleSmsReply(db: Db, phone: string, text: string) {
  if (text.trim().toUpperCase() !== SMS_UNSUBSCRIBE_WORD) return { stopped: 0 };
  return { stopped: await repo.stopSmsOfPhone(db, phone) };
}

export function createSubscriptionsService(db: Db) {
  return {
    async create(input: { name: string; criteria: SavedSearchCriteria; link: string; smsDigest: boolean }, ctx: MemberCallContext) {
      const lk = await lookups(db);
      if (!lk.cityName(input.criteria.cityCode)) throw badRequest('请选择城市');
      if (input.criteria.formatIds?.some((f) => !lk.formatName(f))) throw badRequest('业态不存在');
      const keywordQuery = input.criteria.keyword ? toTsQuery(input.criteria.keyword) : null;
      // A keyword of only stop characters finds nothing on the list either; saving it would never match.
      if (input.criteria.keyword && !keywordQuery) throw badRequest('关键词无法用于订阅，请换一个关键词');
      return db.transaction(async (tx) => {
        // Counted under the member's lock so two parallel saves cannot pass the limit together.
        await tx.execute(sqlLockMember(ctx.member.id));
        if ((await repo.countOfMember(tx, ctx.member.id)) >= SAVED_SEARCH_LIMIT) throw badRequest(`最多保存${SAVED_SEARCH_LIMIT}个订阅，请先删除不需要的订阅`);
        return toSavedSearch(await repo.insertSearch(tx, ctx.member.id, { ...input, keywordQuery }), lk);
      });
    },

    async list(ctx: MemberCallContext) {
      const lk = await lookups(db);
      const rows = await repo.listOfMember(db, ctx.member.id);
      return { list: rows.map((r) => toSavedSearch(r, lk)), limit: SAVED_SEARCH_LIMIT };
    },

    async update(input: { id: number; name?: string; smsDigest?: boolean; paused?: boolean }, ctx: MemberCallContext) {
      const row = await repo.updateSearch(db, ctx.member.id, input.id, input);
      if (!row) throw notFound('订阅不存在');
      return toSavedSearch(row, await lookups(db));
    },

    async remove(id: number, ctx: MemberCallContext) {
      if (!(await repo.deleteSearch(db, ctx.member.id, id))) throw notFound('订阅不存在');
      return { deleted: true };
    },
  };
}

/** One saver per member at a time: the limit is counted under it. */
const sqlLockMember = (memberId: number) => sql`select pg_advisory_xact_lock(37061, ${memberId})`;
