import { sql } from 'drizzle-orm';
import type { CompareMall, CompareUnit } from '@shp/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { intArray } from '../../lib/sql.js';
import { isoDay } from '../../lib/dates.js';
import type { Lookups } from '../../lib/lookups.js';
import { onMarket } from '../../lib/on-market.js';

export interface Located {
  lat: number;
  lng: number;
}

interface UnitRow {
  id: number;
  kind: 'shop' | 'point';
  title: string;
  cover_url: string;
  mall_name: string | null;
  district_code: string;
  address: string;
  rent: string | number;
  rent_unit: string;
  monthly_rent: number;
  area: string | number;
  frontage: string | number;
  depth: string | number;
  ceiling_height: string | number;
  floor: string;
  property_fee: string | number;
  transfer_fee: number;
  power_kw: number;
  water: boolean;
  exhaust: boolean;
  gas: boolean;
  daily_traffic: number;
  opening_status: CompareUnit['openingStatus'];
  available_date: string | Date;
  lat: number;
  lng: number;
}

/** Published units of one kind among `ids` (one indexed read by primary key). */
export async function unitsByIds(db: Db, kind: 'shop' | 'point', ids: number[], lk: Lookups): Promise<(CompareUnit & Located)[]> {
  const rows = await queryRows<UnitRow>(
    db,
    sql`select s.id, s.kind, s.title, s.cover_url, m.name as mall_name, s.district_code, s.address, s.rent, s.rent_unit, s.monthly_rent,
          s.area, s.frontage, s.depth, s.ceiling_height, s.floor, s.property_fee, s.transfer_fee, s.power_kw, s.water, s.exhaust, s.gas,
          s.daily_traffic, s.opening_status, s.available_date, s.lat, s.lng
        from shops s left join malls m on m.id = s.mall_id
        where s.id = any(${intArray(ids)}) and s.kind = ${kind} and s.status = 'published'`,
  );
  return rows.map((r) => {
    const area = Number(r.area);
    const rent = Number(r.rent);
    return {
      id: Number(r.id),
      kind: r.kind,
      title: r.title,
      coverUrl: r.cover_url,
      mallName: r.mall_name,
      districtName: lk.districtName(r.district_code),
      address: r.address,
      rentDaySqm: r.rent_unit === 'day_sqm' ? rent : Math.round((rent / Math.max(area, 1) / 30) * 100) / 100,
      monthlyRent: Number(r.monthly_rent),
      area,
      frontage: Number(r.frontage),
      depth: Number(r.depth),
      ceilingHeight: Number(r.ceiling_height),
      floor: r.floor,
      propertyFee: Number(r.property_fee),
      transferFee: Number(r.transfer_fee),
      powerKw: Number(r.power_kw),
      water: r.water,
      exhaust: r.exhaust,
      gas: r.gas,
      dailyTraffic: Number(r.daily_traffic),
      openingStatus: r.opening_status,
      availableDate: isoDay(r.available_date),
      lat: Number(r.lat),
      lng: Number(r.lng),
    };
  });
}

interface MallRow {
  id: number;
  name: string;
  cover_url: string;
  district_code: string;
  address: string;
  rent_min: string | number;
  rent_max: string | number;
  total_area: number;
  business_area: number;
  floors_above: number;
  floors_below: number;
  parking_spaces: number;
  daily_traffic: number;
  grade: string;
  open_status: CompareMall['openStatus'];
  open_date: string | Date;
  vacant_shops: number;
  lat: number;
  lng: number;
}

export async function mallsByIds(db: Db, ids: number[], lk: Lookups): Promise<(CompareMall & Located)[]> {
  const rows = await queryRows<MallRow>(
    db,
    sql`select m.id, m.name, m.cover_url, m.district_code, m.address, m.rent_min, m.rent_max, m.total_area, m.business_area,
          m.floors_above, m.floors_below, m.parking_spaces, m.daily_traffic, m.grade, m.open_status, m.open_date, m.lat, m.lng,
          (select count(*)::int from shops s where s.mall_id = m.id and s.kind = 'shop' and s.status = 'published' and ${onMarket()}) as vacant_shops
        from malls m
        where m.id = any(${intArray(ids)}) and m.status = 'published'`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    coverUrl: r.cover_url,
    districtName: lk.districtName(r.district_code),
    address: r.address,
    rentMin: Number(r.rent_min),
    rentMax: Number(r.rent_max),
    totalArea: Number(r.total_area),
    businessArea: Number(r.business_area),
    floorsAbove: Number(r.floors_above),
    floorsBelow: Number(r.floors_below),
    parkingSpaces: Number(r.parking_spaces),
    dailyTraffic: Number(r.daily_traffic),
    grade: r.grade,
    openStatus: r.open_status,
    openDate: isoDay(r.open_date),
    vacantShops: Number(r.vacant_shops ?? 0),
    lat: Number(r.lat),
    lng: Number(r.lng),
  }));
}
