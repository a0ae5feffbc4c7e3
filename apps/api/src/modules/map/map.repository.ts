import { sql, type SQL } from 'drizzle-orm';
import type { MallFilter, MapArea, MapCluster, MapPlace, MapPoint, ShopFilter } from '@shp/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { type Lookups } from '../../lib/lookups.js';
import { rentText } from '../../lib/money.js';
import { isoDay, isoTime } from '../../lib/dates.js';
import { shopOrder, shopWhere } from '../shops/shops.repository.js';
import { mallWhere } from '../malls/malls.repository.js';
import { spaceWhere, type SpaceFilter } from '../spaces/spaces.repository.js';
import { CELL_ZOOMS, cellAgainst, cellKeys, cellOf, cellSize } from './map-cells.js';

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
  /**
   * The conditions the GiST index's partial predicate needs to see. With it, the units of a viewport
   * (no order) are read from the GiST index alone: the filter is checked on its INCLUDE columns,
   * never combined with a btree on one filter column (the planner's fixed guess for a box makes
   * such a BitmapAnd look cheap while it reads a whole city's entries of that column).
   */
  geoIndexed?: SQL;
  /**
   * The filter without the columns of geoIndexed, which the GiST index does not hold: with it, a
   * count of the viewport is an index-only scan (no heap page per unit).
   */
  geoRest?: SQL;
  /** The alias `from` gives its table, for the list page read GiST-first (with geoIndexed). */
  alias?: string;
  /**
   * Where a btree serves the list order: the units of the city the filter matches and all of them
   * (from the pre-counted cells), so the list page can choose between walking that order and reading
   * the viewport first (listShape). Null when the order has no such index or the counts are not at hand.
   */
  matchingInCity?(db: Db): Promise<{ matching: number; all: number } | null>;
  /** Clusters from pre-counted cells, or null when they cannot answer (then counted unit by unit). */
  cellClusters?(db: Db, a: MapArea): Promise<MapCluster[] | null>;
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
/** The filter, kept off every index but the GiST one where the source says how (geoIndexed). */
const geoOnly = (src: MapSource) => (src.geoIndexed ? sql`${src.geoIndexed} and (${src.geoRest ?? src.where}) is true` : src.where);

/**
 * How an ordered list page reads the viewport. The planner cannot estimate how many rows a box holds
 * (a fixed guess), so the shape is chosen in code from the count in view (listShape):
 *   - `walk`: the list order's btree walked with the box as a plain filter (`is true` keeps it off
 *     the GiST index): few entries read when the view holds much of what the filter matches;
 *   - `box`: the viewport's units from the GiST index alone (the filter on its INCLUDE columns),
 *     fenced by `offset 0` so the order's btree cannot be walked instead, then sorted: for small views;
 *   - `plain`: both left to the planner (sources without those indexes).
 */
export type ListShape = 'plain' | 'walk' | 'box';

export function idsQuery(src: MapSource, a: MapArea, limit: number, offset: number, ordered: boolean, shape: ListShape = 'plain'): SQL {
  const dist = a.near ? distanceKm(src.geo, a.near) : sql`null::float8`;
  const order = a.near ? sql` order by dist, ${src.id}` : ordered ? sql` order by ${src.order}` : sql``;
  const tail = sql`${order} limit ${limit} offset ${offset}`;
  if (ordered && !a.near && shape === 'walk')
    return sql`select ${src.id} as id, ${dist} as dist from ${src.from} where ${src.where} and (${areaWhere(src.geo, a)}) is true${tail}`;
  if (ordered && !a.near && shape === 'box' && src.geoIndexed && src.alias) {
    const alias = sql.raw(src.alias);
    return sql`select ${src.id} as id, ${dist} as dist from (select * from ${src.from} where ${geoOnly(src)} and ${areaWhere(src.geo, a)} offset 0) ${alias}${tail}`;
  }
  const where = ordered || a.near ? src.where : geoOnly(src);
  return sql`select ${src.id} as id, ${dist} as dist from ${src.from} where ${where} and ${areaWhere(src.geo, a)}${tail}`;
}

/**
 * The list page's shape for a view holding `inView` units of the filter, the page ending at `end`.
 * Walking the order visits about end · matching / inView units of the filter (the units in view are
 * spread through the city's order), each a heap visit for its point. Reading the view first visits
 * every unit in the box, about inView · all / matching of them (the filter's share taken as even
 * over the city), but in heap order: the walk is taken when it visits at most a quarter as many.
 * Orders no btree serves (a keyword's rank, newest) are left to the planner: a walk would sort the
 * whole city.
 */
export async function listShape(db: Db, src: MapSource, a: MapArea, inView: number, end: number): Promise<ListShape> {
  if (a.near || !src.geoIndexed || !src.matchingInCity) return 'plain';
  const city = await src.matchingInCity(db);
  if (city === null) return 'plain';
  if (inView === 0 || city.matching === 0) return 'box';
  return 4 * end * city.matching * city.matching <= inView * inView * city.all ? 'walk' : 'box';
}

export function countQuery(src: MapSource, a: MapArea): SQL {
  return sql`select count(*)::int as n from (select 1 from ${src.from} where ${geoOnly(src)} and ${areaWhere(src.geo, a)} limit ${COUNT_CAP}) c`;
}

export async function clusters(db: Db, src: MapSource, a: MapArea): Promise<MapCluster[]> {
  const counted = await src.cellClusters?.(db, a);
  if (counted) return counted;
  const rows = await queryRows<{ n: number; lng: number; lat: number }>(db, clusterQuery(src, a));
  return rows.map((r) => ({ count: Number(r.n), lng: Number(r.lng), lat: Number(r.lat) }));
}

/** Cells of a kind and city under `keys` within a cell range at a stored zoom, added up `shift` zooms coarser. */
export function cellsQuery(f: { kind: string; cityCode: string }, keys: string[], zoom: number, shift: number, [x0, y0, x1, y1]: number[]): SQL {
  const keyList = sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  );
  return sql`select (c.cx >> ${shift}::int) as x, (c.cy >> ${shift}::int) as y, sum(c.n)::int as n, sum(c.lng_sum) as lng_sum, sum(c.lat_sum) as lat_sum
    from shop_map_cells c where c.kind = ${f.kind} and c.city_code = ${f.cityCode} and c.zoom = ${zoom}::smallint and c.key in (${keyList})
    and c.cx between ${x0}::int and ${x1}::int and c.cy between ${y0}::int and ${y1}::int group by 1, 2`;
}

/**
 * The units of the given stored-zoom cells that lie inside the drawn area, tested one by one, added
 * up by cell of the view's zoom. Each cell is one index-only probe of the GiST index with the cell's
 * box: `offset 0` keeps the probe per cell and `is true` keeps the polygon out of the index
 * condition, which would read every unit under the drawn area's bounding box.
 */
export function edgeCellsQuery(src: MapSource, a: MapArea & { polygon: [number, number][] }, cellZoom: number, cells: { x: number; y: number }[]): SQL {
  const size = cellSize(cellZoom);
  // The box pads the cell by far less than a metre, for coordinates a float's rounding puts on its
  // line; the cell test keeps each unit in one cell.
  const pad = 1e-9;
  const text = `(${a.polygon.map(([x, y]) => `(${x},${y})`).join(',')})`;
  const xs = `{${cells.map((c) => c.x).join(',')}}`;
  const ys = `{${cells.map((c) => c.y).join(',')}}`;
  const viewCell = (v: SQL) => sql`floor(${v} * ${2 ** a.zoom}::float8 / 90::float8)::int`;
  return sql`select ${viewCell(sql`u.lng`)} as x, ${viewCell(sql`u.lat`)} as y, count(*)::int as n, sum(u.lng) as lng_sum, sum(u.lat) as lat_sum
    from unnest(${xs}::int[], ${ys}::int[]) c(x, y) cross join lateral (
      select ${src.geo}[0] as lng, ${src.geo}[1] as lat from ${src.from} where ${src.where}
        and ${src.geo} <@ box(point(c.x * ${size}::float8 - ${pad}::float8, c.y * ${size}::float8 - ${pad}::float8),
          point((c.x + 1) * ${size}::float8 + ${pad}::float8, (c.y + 1) * ${size}::float8 + ${pad}::float8))
        and floor(${src.geo}[0] * ${2 ** cellZoom}::float8 / 90::float8) = c.x and floor(${src.geo}[1] * ${2 ** cellZoom}::float8 / 90::float8) = c.y
        and (${src.geo} <@ ${text}::polygon) is true offset 0) u
    group by 1, 2`;
}

type CellSum = { x: number; y: number; n: number; lng_sum: number; lat_sum: number };

/**
 * A unit layer's clusters from the pre-counted cells (decision 064), or null when the cells cannot
 * answer the filter (counted unit by unit then). The viewport is whole cells of its zoom
 * (snapToCells); a drawn area takes the finest cells wholly inside it as counted and tests the
 * units of the cells its edge crosses.
 */
export async function shopCellClusters(db: Db, src: MapSource, f: ShopFilter, lk: Lookups, a: MapArea): Promise<MapCluster[] | null> {
  const keys = cellKeys(f, lk);
  if (!keys || !f.cityCode || a.near) return null;
  const scope = { kind: f.kind, cityCode: f.cityCode };
  const [w, s, e, n] = a.bbox;
  const sums = new Map<string, CellSum>();
  const add = (r: CellSum) => {
    const k = `${r.x}:${r.y}`;
    const t = sums.get(k);
    if (t) {
      t.n += Number(r.n);
      t.lng_sum += Number(r.lng_sum);
      t.lat_sum += Number(r.lat_sum);
    } else sums.set(k, { x: Number(r.x), y: Number(r.y), n: Number(r.n), lng_sum: Number(r.lng_sum), lat_sum: Number(r.lat_sum) });
  };
  // A cell range at a stored zoom covering the view's cells in [w, e] × [s, n].
  const rangeAt = (z: number, w0: number, s0: number, e0: number, n0: number) => {
    const shift = z - Math.min(a.zoom, z);
    const v = Math.min(a.zoom, z);
    return [cellOf(w0, v) << shift, cellOf(s0, v) << shift, ((cellOf(e0, v) + 1) << shift) - 1, ((cellOf(n0, v) + 1) << shift) - 1];
  };
  if (!a.polygon) {
    const z = Math.max(a.zoom, CELL_ZOOMS.min);
    const rows = await queryRows<CellSum>(db, cellsQuery(scope, keys, z, z - a.zoom, rangeAt(z, w, s, e, n)));
    rows.forEach(add);
  } else {
    // The drawn area's cells within the viewport, at the finest stored zoom.
    const z = CELL_ZOOMS.max;
    const xs = a.polygon.map((p) => p[0]);
    const ys = a.polygon.map((p) => p[1]);
    const range = rangeAt(z, Math.max(w, Math.min(...xs)), Math.max(s, Math.min(...ys)), Math.min(e, Math.max(...xs)), Math.min(n, Math.max(...ys)));
    if (range[0]! > range[2]! || range[1]! > range[3]!) return [];
    const rows = await queryRows<CellSum>(db, cellsQuery(scope, keys, z, 0, range));
    const shift = z - a.zoom;
    const edges: { x: number; y: number }[] = [];
    for (const r of rows) {
      const where = cellAgainst(a.polygon, z, Number(r.x), Number(r.y));
      if (where === 'in') add({ ...r, x: Number(r.x) >> shift, y: Number(r.y) >> shift });
      else if (where === 'edge') edges.push({ x: Number(r.x), y: Number(r.y) });
    }
    if (edges.length) (await queryRows<CellSum>(db, edgeCellsQuery(src, { ...a, polygon: a.polygon }, z, edges))).forEach(add);
  }
  return [...sums.values()].filter((c) => c.n > 0).map((c) => ({ count: c.n, lng: c.lng_sum / c.n, lat: c.lat_sum / c.n }));
}

/**
 * The units of the filter's city it matches and all the city's units of the kind, from the zoom-10
 * cells; where the cells cannot answer the filter, all of them (an upper bound, which leans to
 * reading the view first).
 */
async function matchingInCity(db: Db, f: ShopFilter, lk: Lookups): Promise<{ matching: number; all: number } | null> {
  if (!f.cityCode) return null;
  const keys = [...new Set([...(cellKeys(f, lk) ?? ['a:']), 'a:'])];
  const rows = await queryRows<{ key: string; n: number }>(
    db,
    sql`select key, sum(n)::int as n from shop_map_cells where kind = ${f.kind} and city_code = ${f.cityCode} and zoom = ${CELL_ZOOMS.min}::smallint
      and key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )}) group by key`,
  );
  const all = Number(rows.find((r) => r.key === 'a:')?.n ?? 0);
  const filtered = cellKeys(f, lk);
  const matching = filtered ? rows.filter((r) => filtered.includes(r.key)).reduce((n, r) => n + Number(r.n), 0) : all;
  return { matching, all };
}

export async function countIn(db: Db, src: MapSource, a: MapArea): Promise<number> {
  const rows = await queryRows<{ n: number }>(db, countQuery(src, a));
  return Number(rows[0]?.n ?? 0);
}

/** Points of the area, in the order of the ids query. */
export async function points(
  db: Db,
  src: MapSource,
  a: MapArea,
  limit: number,
  offset: number,
  ordered: boolean,
  shape: ListShape = 'plain',
): Promise<MapPoint[]> {
  const ids = await queryRows<{ id: number; dist: number | null }>(db, idsQuery(src, a, limit, offset, ordered, shape));
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
  const src: MapSource = {
    from: sql`shops s`,
    id: sql`s.id`,
    geo: sql`s.geo`,
    where: shopWhere(f, lk),
    geoIndexed: sql`s.status = 'published'`,
    geoRest: shopWhere(f, lk, { publishedElsewhere: true }),
    alias: 's',
    order: shopOrder(f),
    // In a city, 综合排序 is the order of shops_traffic_sort_idx (and its district twin), rent that of shops_rent_sort_idx.
    matchingInCity: ['default', 'rentAsc', 'rentDesc'].includes(f.sort) && f.keyword === undefined ? (db) => matchingInCity(db, f, lk) : undefined,
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
    cellClusters: (db, a) => shopCellClusters(db, src, f, lk, a),
  };
  return src;
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
