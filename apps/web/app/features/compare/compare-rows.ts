import { OPENING_STATUS_LABELS, type CompareMall, type CompareResult, type CompareUnit } from '@shp/contracts';
import { formatNumber } from '../../lib/format';

/** Which end of a row is the better one; 'none' where neither is (a floor, a depth). */
type Better = 'low' | 'high' | 'none';

export interface CompareRow {
  key: string;
  label: string;
  cells: string[];
  /** The values do not all agree: the row is highlighted. */
  differs: boolean;
  /** Columns holding the row's best value (empty when the row has no better end or all agree). */
  best: number[];
}

interface RowSpec<T> {
  key: string;
  label: string;
  text: (x: T) => string;
  /** What is compared; defaults to the text. */
  score?: (x: T) => number;
  better: Better;
}

/** Rows of a table: the best is marked only where values differ and a row has a better end. */
export function buildRows<T>(items: T[], specs: RowSpec<T>[]): CompareRow[] {
  return specs.map((s) => {
    const cells = items.map(s.text);
    const keys = items.map((x) => (s.score ? s.score(x) : NaN));
    const differs = s.score ? new Set(keys).size > 1 : new Set(cells).size > 1;
    let best: number[] = [];
    if (differs && s.better !== 'none' && s.score && items.length > 1) {
      const target = s.better === 'low' ? Math.min(...keys) : Math.max(...keys);
      best = keys.flatMap((k, i) => (k === target ? [i] : []));
    }
    return { key: s.key, label: s.label, cells, differs, best };
  });
}

const has = (v: boolean) => (v ? '有' : '无');
const yuanText = (n: number) => (n > 0 ? `${formatNumber(n)}元` : '无');

/** 多少米 / 多少公里, as a map would say it. */
export function distanceText(m: number): string {
  return m < 1000 ? `${m}米` : `${formatNumber(Math.round(m / 100) / 10)}公里`;
}

function availability(u: CompareUnit): { text: string; score: number } {
  if (u.openingStatus === 'vacant') return { text: OPENING_STATUS_LABELS.vacant, score: 0 };
  if (u.openingStatus === 'leasing_soon')
    return { text: `${OPENING_STATUS_LABELS.leasing_soon}（${u.availableDate}起）`, score: Date.parse(u.availableDate) / 86400000 };
  return { text: OPENING_STATUS_LABELS.leased, score: Number.MAX_SAFE_INTEGER };
}

/** The listing's short name in a row label: 1号, 2号… in the order of the columns. */
export const columnName = (i: number) => `${i + 1}号`;

function distanceRows(distances: number[][]): CompareRow[] {
  if (distances.length < 2) return [];
  return distances.map((row, j) => ({
    key: `distance-${j}`,
    label: `距${columnName(j)}`,
    cells: row.map((m, i) => (i === j ? '—' : distanceText(m))),
    differs: true,
    best: [],
  }));
}

const UNIT_ROWS: RowSpec<CompareUnit>[] = [
  { key: 'rentDaySqm', label: '租金（元/㎡/天）', text: (u) => formatNumber(u.rentDaySqm), score: (u) => u.rentDaySqm, better: 'low' },
  { key: 'monthlyRent', label: '月租金', text: (u) => `${formatNumber(u.monthlyRent)}元/月`, score: (u) => u.monthlyRent, better: 'low' },
  { key: 'area', label: '面积', text: (u) => `${formatNumber(u.area)}㎡`, score: (u) => u.area, better: 'high' },
  { key: 'frontage', label: '面宽', text: (u) => `${formatNumber(u.frontage)}米`, score: (u) => u.frontage, better: 'high' },
  { key: 'depth', label: '进深', text: (u) => `${formatNumber(u.depth)}米`, score: (u) => u.depth, better: 'none' },
  { key: 'ceilingHeight', label: '层高', text: (u) => `${formatNumber(u.ceilingHeight)}米`, score: (u) => u.ceilingHeight, better: 'high' },
  { key: 'floor', label: '楼层', text: (u) => u.floor, better: 'none' },
  { key: 'propertyFee', label: '物业费（元/㎡/月）', text: (u) => formatNumber(u.propertyFee), score: (u) => u.propertyFee, better: 'low' },
  { key: 'transferFee', label: '转让费', text: (u) => yuanText(u.transferFee), score: (u) => u.transferFee, better: 'low' },
  { key: 'powerKw', label: '电量', text: (u) => `${u.powerKw}kW`, score: (u) => u.powerKw, better: 'high' },
  { key: 'water', label: '上下水', text: (u) => has(u.water), score: (u) => Number(u.water), better: 'high' },
  { key: 'exhaust', label: '排烟', text: (u) => has(u.exhaust), score: (u) => Number(u.exhaust), better: 'high' },
  { key: 'gas', label: '燃气', text: (u) => has(u.gas), score: (u) => Number(u.gas), better: 'high' },
  { key: 'dailyTraffic', label: '日均客流', text: (u) => `${formatNumber(u.dailyTraffic)}人次`, score: (u) => u.dailyTraffic, better: 'high' },
  { key: 'availability', label: '可租状态', text: (u) => availability(u).text, score: (u) => availability(u).score, better: 'low' },
  { key: 'location', label: '位置', text: (u) => [u.districtName, u.mallName ?? u.address].filter(Boolean).join(' · '), better: 'none' },
];

const MALL_OPEN: Record<CompareMall['openStatus'], string> = { open: '已开业', preparing: '筹备中', renovating: '改造中' };

const MALL_ROWS: RowSpec<CompareMall>[] = [
  { key: 'rent', label: '租金（元/㎡/天）', text: (m) => `${formatNumber(m.rentMin)}-${formatNumber(m.rentMax)}`, score: (m) => m.rentMin, better: 'low' },
  { key: 'totalArea', label: '总建筑面积', text: (m) => `${formatNumber(m.totalArea)}㎡`, score: (m) => m.totalArea, better: 'high' },
  { key: 'businessArea', label: '商业面积', text: (m) => `${formatNumber(m.businessArea)}㎡`, score: (m) => m.businessArea, better: 'high' },
  { key: 'floors', label: '楼层', text: (m) => `地上${m.floorsAbove}层 地下${m.floorsBelow}层`, better: 'none' },
  { key: 'parkingSpaces', label: '停车位', text: (m) => `${formatNumber(m.parkingSpaces)}个`, score: (m) => m.parkingSpaces, better: 'high' },
  { key: 'dailyTraffic', label: '日均客流', text: (m) => `${formatNumber(m.dailyTraffic)}人次`, score: (m) => m.dailyTraffic, better: 'high' },
  { key: 'grade', label: '商场等级', text: (m) => m.grade, better: 'none' },
  {
    key: 'openStatus',
    label: '开业状态',
    text: (m) => `${MALL_OPEN[m.openStatus]}（${m.openDate}）`,
    score: (m) => (m.openStatus === 'open' ? 0 : 1),
    better: 'low',
  },
  { key: 'vacantShops', label: '在租铺位', text: (m) => `${m.vacantShops}个`, score: (m) => m.vacantShops, better: 'high' },
  { key: 'location', label: '位置', text: (m) => [m.districtName, m.address].filter(Boolean).join(' · '), better: 'none' },
];

export interface CompareColumn {
  id: number;
  title: string;
  coverUrl: string;
  href: string;
}

export function compareTable(r: CompareResult): { columns: CompareColumn[]; rows: CompareRow[] } {
  if (r.kind === 'mall') {
    return {
      columns: r.malls.map((m) => ({ id: m.id, title: m.name, coverUrl: m.coverUrl, href: `/shoppingMallDetail?id=${m.id}` })),
      rows: [...buildRows(r.malls, MALL_ROWS), ...distanceRows(r.distances)],
    };
  }
  return {
    columns: r.units.map((u) => ({ id: u.id, title: u.title, coverUrl: u.coverUrl, href: `/shopDetail?id=${u.id}` })),
    rows: [...buildRows(r.units, UNIT_ROWS), ...distanceRows(r.distances)],
  };
}

/** Ids from a shared link's `ids=3,8,12`: whole positive numbers, no repeats, at most `max`. */
export function idsFromQuery(raw: string | null, max: number): number[] {
  if (!raw) return [];
  const ids = raw
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 2147483647);
  return [...new Set(ids)].slice(0, max);
}
