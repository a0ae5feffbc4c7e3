import { sql, type SQL } from 'drizzle-orm';
import type { MallFilter, MapArea, MapCluster, MapPlace, MapPoint, ShopFilter } from '@shp/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { type Lookups } from '../../lib/lookups.js';
import { rentText } from '../../lib/money.js';
import { isoDay, isoTime } from '../../lib/dates.js';
import { shopOrder, shopWhere } from '../shops/shops.repository.js';
import { mallWhere } from '../malls/malls.repository.js';
import { spaceWhere, type SpaceFilter } from '../spaces/spaces.repository.js';

/** The card's trust badges, as the lists answer them (decision 062). */
const trustOf = (r: Record<string, unknown>) => ({
  updatedAt: isoTime(r.updated_at as string | Date),
  stale: !r.fresh,
  verifiedOn: r.verified_on ? isoDay(r.verified_on as string | Date) : null,
});

/** Kilometres per degree of latitude (and of longitude at the equator). */
const KM_PER_DEG = 111.195;
/** Counting stops here, like the lists (decision 010). */
const COUNT_CAP = 10000;

/**
 * What one kind of map item (unit, mall, space) needs: its table with the filter's conditions, the
 * `point` the GiST index holds, the list order, and the rows of a page of ids.
 */
export interface MapSource {
  from: SQL;
  id: SQL;
  geo: SQL;
  where: SQL;
  order: SQL;
  /** Rows of the given ids (any order); `toPoint` maps one to the wire shape. */
  rowsOf(ids: number[]): SQL;
  toPoint(row: Record<string, unknown>): Omit<MapPoint, 'distanceKm'>;
}

/** Grid cell (degrees) at a zoom: about 64 screen pixels, so a cluster bubble never covers another. */
export const cellDegrees = (zoom: number) => (360 / 2 ** zoom / 256) * 64;

/**
 * Distance in km from the chosen place with the built-in `<->`: the equirectangular projection
 * around the place (longitudes scaled by cos(lat)), within 0.5 % of the great circle up to 50 km.
 */
function distanceKm(geo: SQL, near: NonNullable<MapArea['near']>): SQL {
  const k = Math.cos((near.lat * Math.PI) / 180);
  return sql`((point(${geo}[0] * ${k}::float8, ${geo}[1]) <-> point(${near.lng * k}::float8, ${near.lat}::float8)) * ${KM_PER_DEG}::float8)`;
}

const box = (w: number, s: number, e: number, n: number) => sql`box(point(${w}::float8, ${s}::float8), point(${e}::float8, ${n}::float8))`;

/** The area's conditions on the GiST-indexed point: viewport, drawn polygon, radius. */
export function areaWhere(geo: SQL, a: MapArea): SQL {
  const [w, s, e, n] = a.bbox;
  const conds: SQL[] = [sql`${geo} <@ ${box(w, s, e, n)}`];
  if (a.polygon) {
    const text = `(${a.polygon.map(([x, y]) => `(${x},${y})`).join(',')})`;
    conds.push(sql`${geo} <@ ${text}::polygon`);
  }
  if (a.near) {
    const dLat = a.near.radiusKm / KM_PER_DEG;
    const dLng = dLat / Math.max(Math.cos((a.near.lat * Math.PI) / 180), 0.01);
    conds.push(sql`${geo} <@ ${box(a.near.lng - dLng, a.near.lat - dLat, a.near.lng + dLng, a.near.lat + dLat)}`);
    conds.push(sql`${distanceKm(geo, a.near)} <= ${a.near.radiusKm}::float8`);
  }
  return sql.join(conds, sql` and `);
}

/** Clusters: a grid by zoom, counted in SQL (read from the GiST index alone for units). */
export function clusterQuery(src: MapSource, a: MapArea): SQL {
  const cell = cellDegrees(a.zoom);
  return sql`select count(*)::int as n, avg(${src.geo}[0]) as lng, avg(${src.geo}[1]) as lat
    from ${src.from} where ${src.where} and ${areaWhere(src.geo, a)}
    group by floor(${src.geo}[0] / ${cell}::float8), floor(${src.geo}[1] / ${cell}::float8)`;
}

/** Ids in the area: nearest first near a place, else in the list's order. */
export function idsQuery(src: MapSource, a: MapArea, limit: number, offset: number, ordered: boolean): SQL {
  const dist = a.near ? distanceKm(src.geo, a.near) : sql`null::float8`;
  const order = a.near ? sql` order by dist, ${src.id}` : ordered ? sql` order by ${src.order}` : sql``;
  return sql`select ${src.id} as id, ${dist} as dist from ${src.from} where ${src.where} and ${areaWhere(src.geo, a)}${order} limit ${limit} offset ${offset}`;
}

export function countQuery(src: MapSource, a: MapArea): SQL {
  return sql`select count(*)::int as n from (select 1 from ${src.from} where ${src.where} and ${areaWhere(src.geo, a)} limit ${COUNT_CAP}) c`;
}

export async function clusters(db: Db, src: MapSource, a: MapArea): Promise<MapCluster[]> {
  const rows = await queryRows<{ n: number; lng: number; lat: number }>(db, clusterQuery(src, a));
  return rows.map((r) => ({ count: Number(r.n), lng: Number(r.lng), lat: Number(r.lat) }));
}

export async function countIn(db: Db, src: MapSource, a: MapArea): Promise<number> {
  const rows = await queryRows<{ n: number }>(db, countQuery(src, a));
  return Number(rows[0]?.n ?? 0);
}

/** Points of the area, in the order of the ids query. */
export async function points(db: Db, src: MapSource, a: MapArea, limit: number, offset: number, ordered: boolean): Promise<MapPoint[]> {
  const ids = await queryRows<{ id: number; dist: number | null }>(db, idsQuery(src, a, limit, offset, ordered));
  if (!ids.length) return [];
  const rows = await queryRows<Record<string, unknown>>(db, src.rowsOf(ids.map((r) => Number(r.id))));
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((r) => {
    const row = byId.get(Number(r.id));
    if (!row) return [];
    return [{ ...src.toPoint(row), distanceKm: r.dist === null ? null : Math.round(Number(r.dist) * 100) / 100 }];
  });
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${Math.trunc(id)}`),
    sql`, `,
  );
const joinText = (...parts: unknown[]) => parts.filter((p) => typeof p === 'string' && p).join(' · ');

export function shopSource(f: ShopFilter, lk: Lookups): MapSource {
  return {
    from: sql`shops s`,
    id: sql`s.id`,
    geo: sql`s.geo`,
    where: shopWhere(f, lk),
    order: shopOrder(f),
    rowsOf: (ids) => sql`select s.id, s.title, s.cover_url, s.rent, s.rent_unit, s.area, s.district_code, s.lng, s.lat, m.name as mall_name,
        s.updated_at, s.fresh, s.verified_on
      from shops s left join malls m on m.id = s.mall_id where s.id in (${idList(ids)})`,
    toPoint: (r) => ({
      id: Number(r.id),
      lng: Number(r.lng),
      lat: Number(r.lat),
      title: String(r.title),
      coverUrl: String(r.cover_url),
      priceText: rentText(Number(r.rent), r.rent_unit as 'day_sqm' | 'month'),
      area: Number(r.area),
      subtitle: joinText(lk.districtName(String(r.district_code)), r.mall_name),
      trust: trustOf(r),
    }),
  };
}

const MALL_ORDER: Record<MallFilter['sort'], SQL> = {
  default: sql`m.investment_score desc, m.id asc`,
  traffic: sql`m.daily_traffic desc, m.id asc`,
  newest: sql`m.open_date desc, m.id asc`,
  rentAsc: sql`m.rent_min asc, m.id asc`,
  area: sql`m.total_area desc, m.id asc`,
};

export function mallSource(f: MallFilter, lk: Lookups): MapSource {
  return {
    from: sql`malls m`,
    id: sql`m.id`,
    geo: sql`m.geo`,
    where: mallWhere(f, lk),
    order: MALL_ORDER[f.sort],
    rowsOf: (ids) => sql`select m.id, m.name, m.cover_url, m.rent_min, m.rent_max, m.total_area, m.district_code, m.address, m.lng, m.lat,
        m.updated_at, m.fresh, m.verified_on
      from malls m where m.id in (${idList(ids)})`,
    toPoint: (r) => ({
      id: Number(r.id),
      lng: Number(r.lng),
      lat: Number(r.lat),
      title: String(r.name),
      coverUrl: String(r.cover_url),
      priceText: `${Number(r.rent_min)}-${Number(r.rent_max)}元/㎡/天`,
      area: Number(r.total_area),
      subtitle: joinText(lk.districtName(String(r.district_code)), r.address),
      trust: trustOf(r),
    }),
  };
}

const SPACE_ORDER: Record<SpaceFilter['sort'], SQL> = {
  default: sql`p.hot desc, p.daily_traffic desc, p.id`,
  priceAsc: sql`p.price_day asc, p.id`,
  priceDesc: sql`p.price_day desc, p.id`,
  traffic: sql`p.daily_traffic desc, p.id`,
};

/** A space sits in its mall: the mall's point places it. */
export function spaceSource(f: SpaceFilter, lk: Lookups): MapSource {
  return {
    from: sql`spaces p join malls m on m.id = p.mall_id`,
    id: sql`p.id`,
    geo: sql`m.geo`,
    where: spaceWhere(f, lk),
    order: SPACE_ORDER[f.sort],
    rowsOf: (ids) => sql`select p.id, p.name, p.cover_url, p.price_day, p.area, p.district_code, m.name as mall_name, m.lng, m.lat
      from spaces p join malls m on m.id = p.mall_id where p.id in (${idList(ids)})`,
    toPoint: (r) => ({
      id: Number(r.id),
      lng: Number(r.lng),
      lat: Number(r.lat),
      title: String(r.name),
      coverUrl: String(r.cover_url),
      priceText: `${Number(r.price_day).toLocaleString('zh-CN')}元/天`,
      area: Number(r.area),
      subtitle: joinText(lk.districtName(String(r.district_code)), r.mall_name),
    }),
  };
}

/** Malls of a city to search near (the list's order), optionally by name. */
export async function mallPlaces(db: Db, cityCode: string, keyword: string | undefined): Promise<MapPlace[]> {
  const like = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await queryRows<{ id: number; name: string; lng: number; lat: number }>(
    db,
    sql`select id, name, lng, lat from malls where city_code = ${cityCode} and status = 'published'
      ${like ? sql`and name like ${like}` : sql``} order by investment_score desc, id limit 50`,
  );
  return rows.map((m) => ({ kind: 'mall' as const, id: String(m.id), name: m.name, lng: Number(m.lng), lat: Number(m.lat) }));
}

/**
 * District centres where no boundary data gives them (decision 044): the mean position of the
 * district's listed malls; a district without malls has no centre.
 */
export async function districtCentres(db: Db, cityCode: string) {
  const rows = await queryRows<{ code: string; name: string; lng: number; lat: number }>(
    db,
    sql`select d.code, d.name, avg(m.lng) as lng, avg(m.lat) as lat from regions d
      join malls m on m.district_code = d.code and m.status = 'published'
      where d.parent_code = ${cityCode} and d.level = 3 group by d.code, d.name order by d.code`,
  );
  return rows.map((r) => ({ code: r.code, name: r.name, lng: Number(r.lng), lat: Number(r.lat) }));
}
