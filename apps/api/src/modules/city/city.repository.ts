import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { malls, regions, PUBLISHED } from '../../db/schema/index.js';

export interface MallCityRow {
  code: string;
  shortName: string;
  provinceCode: string;
  provinceName: string;
  initial: string;
  mallCount: number;
}

/** Cities with at least one open, published mall, most malls first. */
export async function listMallCities(db: Db): Promise<MallCityRow[]> {
  const rows = await queryRows<{ code: string; short_name: string; province_code: string; province_name: string; initial: string; n: number }>(
    db,
    sql`select c.code, c.short_name, c.province_code, p.short_name as province_name, c.initial, count(m.id)::int as n
        from ${malls} m
        join ${regions} c on c.code = m.city_code and c.level = 2
        join ${regions} p on p.code = c.province_code
        where m.status = ${PUBLISHED} and m.open_status = 'open'
        group by c.code, c.short_name, c.province_code, p.short_name, c.initial
        order by n desc, c.code`,
  );
  return rows.map((r) => ({
    code: r.code,
    shortName: r.short_name,
    provinceCode: r.province_code,
    provinceName: r.province_name,
    initial: r.initial,
    mallCount: Number(r.n),
  }));
}

export interface CityPoint {
  code: string;
  shortName: string;
  lat: number | null;
  lng: number | null;
  /** Centroid of the city's published malls, when it has any. */
  mallLat: number | null;
  mallLng: number | null;
  hasMall: boolean;
}

/** Every prefecture-level city with what is known of its position. */
export async function listCityPoints(db: Db): Promise<CityPoint[]> {
  const rows = await queryRows<{
    code: string;
    short_name: string;
    lat: number | null;
    lng: number | null;
    mlat: number | null;
    mlng: number | null;
    open_n: number;
  }>(
    db,
    sql`select c.code, c.short_name, c.lat, c.lng, avg(m.lat) as mlat, avg(m.lng) as mlng,
          count(m.id) filter (where m.open_status = 'open')::int as open_n
        from ${regions} c
        left join ${malls} m on m.city_code = c.code and m.status = ${PUBLISHED}
        where c.level = 2
        group by c.code, c.short_name, c.lat, c.lng`,
  );
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return rows.map((r) => ({
    code: r.code,
    shortName: r.short_name,
    lat: num(r.lat),
    lng: num(r.lng),
    mallLat: num(r.mlat),
    mallLng: num(r.mlng),
    hasMall: Number(r.open_n) > 0,
  }));
}
