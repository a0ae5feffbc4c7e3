/**
 * Random map viewports over the top-bar cities, shared by bench/map.ts (the layer queries) and
 * bench/mix.ts (the load mix): each city's box is the middle 98 % of its units, where people look.
 */
import { sql } from 'drizzle-orm';
import { TOP_BAR_CITIES, shopFilterSchema, type ShopFilter } from '@shp/contracts';
import { queryRows, type Db } from '../apps/api/src/db/client.js';
import type { Lookups } from '../apps/api/src/lib/lookups.js';

/** Deterministic draws, so both sizes see the same viewports and filters. */
export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export interface CityBox {
  code: string;
  w: number;
  s: number;
  e: number;
  n: number;
  districts: string[];
}

export async function cityBoxes(db: Db): Promise<CityBox[]> {
  const codes = TOP_BAR_CITIES.map((c) => c.cityCode);
  const out: CityBox[] = [];
  for (const code of codes) {
    // The middle 98 % of the city's units: where people look.
    const [b] = await queryRows<{ w: number; s: number; e: number; n: number }>(
      db,
      sql`select percentile_cont(0.01) within group (order by lng) w, percentile_cont(0.01) within group (order by lat) s,
        percentile_cont(0.99) within group (order by lng) e, percentile_cont(0.99) within group (order by lat) n
        from (select lng, lat from shops where city_code = ${code} and status = 'published' limit 20000) x`,
    );
    const districts = await queryRows<{ code: string }>(db, sql`select code from regions where parent_code = ${code} and level = 3 order by code`);
    if (b?.w != null) out.push({ code, w: Number(b.w), s: Number(b.s), e: Number(b.e), n: Number(b.n), districts: districts.map((d) => d.code) });
  }
  return out;
}

/** A 1440×900 viewport at `zoom` centred somewhere in the city (Web Mercator degrees per pixel). */
export function viewport(city: CityBox, zoom: number, r: () => number): [number, number, number, number] {
  const degPerPx = 360 / 2 ** zoom / 256;
  const cx = city.w + (city.e - city.w) * r();
  const cy = city.s + (city.n - city.s) * r();
  const hw = (1440 / 2) * degPerPx;
  const hh = (900 / 2) * degPerPx * Math.cos((cy * Math.PI) / 180);
  return [cx - hw, cy - hh, cx + hw, cy + hh];
}

/** List filters as people set them beside a map: a city, and now and then one more condition. */
export function randomFilter(city: CityBox, lk: Lookups, r: () => number): ShopFilter {
  const f: Record<string, unknown> = { kind: r() < 0.8 ? 'shop' : 'point', cityCode: city.code };
  const pick = r();
  if (pick < 0.3) f.openingStatus = 'onMarket';
  else if (pick < 0.45) f.gradeList = ['A', 'B'];
  else if (pick < 0.6) f.area = { min: 50, max: 200 };
  else if (pick < 0.7) f.rentMax = 30000;
  else if (pick < 0.8) {
    const tops = lk.formats.filter((x) => x.parentId === null);
    f.formatTypes = [tops[Math.floor(r() * tops.length)]!.id];
  } else if (pick < 0.85 && city.districts.length) f.region = city.districts[Math.floor(r() * city.districts.length)];
  return shopFilterSchema.parse(f);
}
