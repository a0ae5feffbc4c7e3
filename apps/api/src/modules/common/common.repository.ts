import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { malls, regions, PUBLISHED } from '../../db/schema/index.js';

export interface CityRow {
  code: string;
  shortName: string;
  provinceCode: string;
  provinceName: string;
  initial: string;
  tier: string | null;
  isHot: boolean;
  sort: number;
  hasMall: boolean;
}

export async function listCities(db: Db): Promise<CityRow[]> {
  const rows = await queryRows<{
    code: string;
    short_name: string;
    province_code: string;
    province_name: string;
    initial: string;
    tier: string | null;
    is_hot: boolean;
    sort: number;
    has_mall: boolean;
  }>(
    db,
    sql`
    select c.code, c.short_name, c.province_code, p.short_name as province_name, c.initial, c.tier, c.is_hot, c.sort,
      exists(select 1 from ${malls} m where m.city_code = c.code and m.status = ${PUBLISHED} and m.open_status = 'open') as has_mall
    from ${regions} c join ${regions} p on p.code = c.province_code
    where c.level = 2
    order by c.initial, c.code`,
  );
  return rows.map((r) => ({
    code: r.code,
    shortName: r.short_name,
    provinceCode: r.province_code,
    provinceName: r.province_name,
    initial: r.initial,
    tier: r.tier,
    isHot: r.is_hot,
    sort: r.sort,
    hasMall: r.has_mall,
  }));
}

export async function listDistricts(db: Db, cityCode: string) {
  return db
    .select({ code: regions.code, name: regions.name })
    .from(regions)
    .where(and(eq(regions.parentCode, cityCode), eq(regions.level, 3)))
    .orderBy(asc(regions.code));
}
