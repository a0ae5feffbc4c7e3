import { sql, type SQL } from 'drizzle-orm';
import type { SavedSearchCriteria } from '@shp/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { textList } from '../../lib/sql.js';

export interface SavedSearchRow {
  id: number;
  member_id: number;
  name: string;
  kind: SavedSearchCriteria['kind'];
  city_code: string;
  district_codes: string[] | null;
  format_ids: (number | string)[] | null;
  area_min: string | number | null;
  area_max: string | number | null;
  rent_min: string | number | null;
  rent_max: string | number | null;
  /** `(x1,y1),(x2,y2)` as PostgreSQL prints a box. */
  geo_box: string | null;
  /** `((x,y),…)` as PostgreSQL prints a polygon. */
  geo_polygon: string | null;
  keyword: string | null;
  floors: string[] | null;
  link: string;
  sms_digest: boolean;
  paused: boolean;
  created_at: string | Date;
}

const COLUMNS = sql`id, member_id, name, kind, city_code, district_codes, format_ids, area_min, area_max, rent_min, rent_max,
  geo_box::text as geo_box, geo_polygon::text as geo_polygon, keyword, floors, link, sms_digest, paused, created_at`;

const boxOf = (b: [number, number, number, number] | undefined) => (b ? sql`box(point(${b[0]}, ${b[1]}), point(${b[2]}, ${b[3]}))` : sql`null`);
const polygonOf = (p: [number, number][] | undefined) => (p ? sql`${`(${p.map(([x, y]) => `(${x},${y})`).join(',')})`}::polygon` : sql`null`);

export async function countOfMember(db: Db, memberId: number) {
  const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from saved_searches where member_id = ${memberId}`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Saves a search. `keywordQuery` is the keyword as the lists search it (`toTsQuery`, segmented
 * words joined by &), so a change's words are tested with the same rule the list used.
 */
export async function insertSearch(
  db: Db,
  memberId: number,
  v: { name: string; criteria: SavedSearchCriteria; keywordQuery: string | null; link: string; smsDigest: boolean },
) {
  const c = v.criteria;
  // A drawn area's box narrows the candidates before the polygon test.
  const box = c.bbox ?? (c.polygon ? polygonBox(c.polygon) : undefined);
  const rows = await queryRows<SavedSearchRow>(
    db,
    sql`insert into saved_searches (member_id, name, kind, city_code, district_codes, format_ids, area_min, area_max, rent_min, rent_max,
        geo_box, geo_polygon, keyword, keyword_query, floors, link, sms_digest)
      values (${memberId}, ${v.name}, ${c.kind}, ${c.cityCode}, ${c.districtCodes ? sql`array[${textList(c.districtCodes)}]::varchar[]` : null},
        ${
          c.formatIds
            ? sql`array[${sql.join(
                c.formatIds.map((f) => sql`${f}`),
                sql`, `,
              )}]::int[]`
            : null
        }, ${c.areaMin ?? null},
        ${c.areaMax ?? null}, ${c.rentMin ?? null}, ${c.rentMax ?? null}, ${boxOf(box)}, ${polygonOf(c.polygon)}, ${c.keyword ?? null},
        ${v.keywordQuery}, ${c.floors ? sql`array[${textList(c.floors)}]::varchar[]` : null}, ${v.link}, ${v.smsDigest})
      returning ${COLUMNS}`,
  );
  return rows[0];
}

export function polygonBox(p: [number, number][]): [number, number, number, number] {
  const xs = p.map((q) => q[0]);
  const ys = p.map((q) => q[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

export async function listOfMember(db: Db, memberId: number) {
  return queryRows<SavedSearchRow>(db, sql`select ${COLUMNS} from saved_searches where member_id = ${memberId} order by id desc`);
}

export async function updateSearch(db: Db, memberId: number, id: number, v: { name?: string; smsDigest?: boolean; paused?: boolean }) {
  const sets: SQL[] = [sql`updated_at = now()`];
  if (v.name !== undefined) sets.push(sql`name = ${v.name}`);
  if (v.smsDigest !== undefined) sets.push(sql`sms_digest = ${v.smsDigest}`);
  if (v.paused !== undefined) sets.push(sql`paused = ${v.paused}`);
  const rows = await queryRows<SavedSearchRow>(
    db,
    sql`update saved_searches set ${sql.join(sets, sql`, `)} where id = ${id} and member_id = ${memberId} returning ${COLUMNS}`,
  );
  return rows[0] ?? null;
}

export async function deleteSearch(db: Db, memberId: number, id: number) {
  const rows = await queryRows<{ id: number }>(db, sql`delete from saved_searches where id = ${id} and member_id = ${memberId} returning id`);
  return rows.length > 0;
}

/** The unsubscribe reply: every SMS digest of the member behind the phone stops. */
export async function stopSmsOfPhone(db: Db, phone: string) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update saved_searches set sms_digest = false, updated_at = now()
      where sms_digest and member_id in (select id from members where phone = ${phone}) returning id`,
  );
  return rows.length;
}

export type { ChangeKind, ListingKind } from '../../lib/listing-changes.js';
import type { ChangeKind } from '../../lib/listing-changes.js';

const CHANGE_WORDS: Record<ChangeKind, string> = { new: '新上房源', rent_drop: '租金下调', vacant: '空置可租' };

/**
 * Matches pending changes against saved searches in one statement (decision 061): the join walks
 * saved_searches_match_idx by kind and city; districts, formats, the ranges and the area are checked
 * on the candidates. Writes one alert per search and change and one message-centre entry per member
 * and change, then marks the changes matched. Answers the number of changes and alerts.
 */
export async function matchPending(db: Db, batch = 500) {
  const rows = await queryRows<{ changes: number; alerts: number; messages: number }>(
    db,
    sql`with c as (
        select * from listing_changes where matched_at is null order by id limit ${batch} for update skip locked
      ), a as (
        insert into subscription_alerts (search_id, member_id, change_id, wants_sms)
        select s.id, s.member_id, c.id, s.sms_digest from c join saved_searches s
          on s.kind = c.kind and s.city_code = c.city_code and not s.paused
          and (s.district_codes is null or c.district_code = any(s.district_codes))
          and (s.format_ids is null or s.format_ids && c.format_ids)
          and (s.area_min is null or c.area >= s.area_min) and (s.area_max is null or c.area <= s.area_max)
          and (s.rent_min is null or c.rent >= s.rent_min) and (s.rent_max is null or c.rent <= s.rent_max)
          and (s.geo_box is null or s.geo_box @> point(c.lng, c.lat))
          and (s.geo_polygon is null or s.geo_polygon @> point(c.lng, c.lat))
          and (s.floors is null or c.floor = any(s.floors))
          and (s.keyword_query is null or c.search @@ to_tsquery('simple', s.keyword_query))
        on conflict (search_id, change_id) do nothing
        returning search_id, member_id, change_id
      ), one as (
        select distinct on (a.member_id, a.change_id) a.member_id, a.change_id, s.name
        from a join saved_searches s on s.id = a.search_id order by a.member_id, a.change_id, a.search_id
      ), m as (
        insert into messages (member_id, category, title, content, link)
        select one.member_id, 'service', left('订阅「' || one.name || '」' ||
            case c.change when 'new' then ${CHANGE_WORDS.new} when 'rent_drop' then ${CHANGE_WORDS.rent_drop} else ${CHANGE_WORDS.vacant} end, 120),
          case c.change when 'new' then '有新房源符合您的订阅：' when 'rent_drop' then '符合您订阅的房源租金下调：' else '符合您订阅的房源现已空置可租：' end || c.title,
          c.link
        from one join c on c.id = one.change_id
        returning 1
      ), done as (
        update listing_changes set matched_at = now() where id in (select id from c) returning 1
      )
      select (select count(*)::int from done) as changes, (select count(*)::int from a) as alerts, (select count(*)::int from m) as messages`,
  );
  const r = rows[0];
  return { changes: Number(r?.changes ?? 0), alerts: Number(r?.alerts ?? 0), messages: Number(r?.messages ?? 0) };
}

/** Members with alerts waiting for the SMS digest, with their phone and count. */
export async function pendingDigests(db: Db, limit = 500) {
  return queryRows<{ member_id: number; phone: string; n: number }>(
    db,
    sql`select a.member_id, mb.phone, count(*)::int as n from subscription_alerts a join members mb on mb.id = a.member_id
      where a.wants_sms and a.sms_sent_at is null and mb.phone is not null
      group by a.member_id, mb.phone order by a.member_id limit ${limit}`,
  );
}

/** Claims today's digest for the member: false when one was already sent on this China-time day. */
export async function claimDigest(db: Db, memberId: number, day: string) {
  const rows = await queryRows<{ member_id: number }>(
    db,
    sql`insert into subscription_sms_digests (member_id, day) values (${memberId}, ${day}) on conflict do nothing returning member_id`,
  );
  return rows.length > 0;
}

export async function markDigestSent(db: Db, memberId: number) {
  await db.execute(sql`update subscription_alerts set sms_sent_at = now() where member_id = ${memberId} and wants_sms and sms_sent_at is null`);
}
