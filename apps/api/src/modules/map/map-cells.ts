import type { MapArea, ShopFilter } from '@shp/contracts';
import { openingStatusesOf } from '@shp/contracts';
import type { Lookups } from '../../lib/lookups.js';
import { filterDistricts } from '../shops/shops.repository.js';

/**
 * The pre-counted map grid of `shop_map_cells` (decision 064): which keys answer a filter, and
 * where a viewport or a drawn area lies on the grid.
 */

/** Zooms whose cells are stored; a lower zoom adds up the first one's cells. */
export const CELL_ZOOMS = { min: 10, max: 14 } as const;

/** Bounds of the area (㎡) and monthly-rent (元) buckets: the same as migration 0035's shop_map_keys. */
export const MAP_AREA_BOUNDS: readonly number[] = [20, 30, 50, 80, 100, 150, 200, 300, 500, 1000, 2000];
export const MAP_RENT_BOUNDS: readonly number[] = [3000, 5000, 10000, 20000, 30000, 50000, 80000, 100000, 200000];

/** The grid cell of a coordinate at a zoom: 64 screen pixels, as SQL's floor(v · 2^zoom / 90). */
export const cellOf = (v: number, zoom: number) => Math.floor((v * 2 ** zoom) / 90);
export const cellSize = (zoom: number) => 90 / 2 ** zoom;

/**
 * The bucket numbers wholly inside `[min, max]` (both inclusive, as the list filters them), or null
 * when the range cuts a bucket (its units would have to be looked at one by one). Bucket 2k-1 is
 * exactly bounds[k-1], bucket 2k lies strictly between bounds[k-1] and bounds[k]; areas and rents
 * are never negative, so a minimum of 0 or less is no minimum.
 */
export function bucketsWithin(bounds: readonly number[], min = -Infinity, max = Infinity): number[] | null {
  const lo = min <= 0 ? -Infinity : min;
  const out: number[] = [];
  const edges = [-Infinity, ...bounds, Infinity];
  for (let k = 0; k <= bounds.length; k++) {
    // The open interval between edges[k] and edges[k+1] …
    const a = edges[k]!;
    const b = edges[k + 1]!;
    if (a >= lo && b <= max) out.push(2 * k);
    else if (b > lo && a < max) return null;
    // … then the bound itself.
    if (k < bounds.length && b >= lo && b <= max) out.push(2 * k + 1);
  }
  return out;
}

/**
 * The cell keys whose counts add up to the units a filter matches, or null when the cells cannot
 * answer it: a city is needed, and at most one list filter besides kind and city (a unit is counted
 * once per value of each, not per combination); keywords, a mall, facilities, power and a range
 * that cuts a bucket are counted unit by unit.
 */
export function cellKeys(f: ShopFilter, lk: Lookups): string[] | null {
  if (!f.cityCode || f.keyword !== undefined || f.mallId !== undefined || f.facilities?.length || f.powerMin !== undefined) return null;
  const facets: (string[] | null)[] = [];
  const districts = filterDistricts(f);
  if (districts.length) facets.push(districts.map((d) => `d:${d}`));
  if (f.gradeList?.length) facets.push([...new Set(f.gradeList)].map((g) => `g:${g}`));
  if (f.openingStatus) facets.push(openingStatusesOf(f.openingStatus).map((o) => `o:${o}`));
  if (f.floorList?.length) facets.push([...new Set(f.floorList)].map((x) => `f:${x}`));
  if (f.location) facets.push([`l:${f.location}`]);
  if (f.area?.min !== undefined || f.area?.max !== undefined) facets.push(bucketsWithin(MAP_AREA_BOUNDS, f.area.min, f.area.max)?.map((b) => `b:${b}`) ?? null);
  if (f.rentMin !== undefined || f.rentMax !== undefined) facets.push(bucketsWithin(MAP_RENT_BOUNDS, f.rentMin, f.rentMax)?.map((b) => `r:${b}`) ?? null);
  if (f.formatTypes?.length) facets.push(formatKeys(f.formatTypes, lk));
  if (facets.length > 1) return null;
  return facets.length ? facets[0]! : ['a:'];
}

/** One listed format (`q:`), or exactly the children of one first-level format (`p:`). */
function formatKeys(ids: number[], lk: Lookups): string[] | null {
  const expanded = [...new Set(lk.expandFormats(ids))].sort((a, b) => a - b);
  if (expanded.length === 1) return [`q:${expanded[0]}`];
  const parents = new Set(expanded.map((id) => lk.parentIdOf(id)));
  const [parent] = parents;
  if (parents.size !== 1 || parent === null || parent === undefined) return null;
  const children = lk.formats
    .filter((x) => x.parentId === parent)
    .map((x) => x.id)
    .sort((a, b) => a - b);
  return children.length === expanded.length && children.every((id, i) => id === expanded[i]) ? [`p:${parent}`] : null;
}

/** The viewport widened to whole cells of its zoom: what the clusters, their total and the list cover. */
export function snapToCells(a: MapArea): MapArea {
  const [w, s, e, n] = a.bbox;
  const size = cellSize(a.zoom);
  return { ...a, bbox: [cellOf(w, a.zoom) * size, cellOf(s, a.zoom) * size, (cellOf(e, a.zoom) + 1) * size, (cellOf(n, a.zoom) + 1) * size] };
}

type Ring = readonly (readonly [number, number])[] | readonly number[][];

/** Whether segment p–q meets the rectangle (Liang–Barsky clipping). */
function segmentMeetsRect(p: readonly number[], q: readonly number[], x0: number, y0: number, x1: number, y1: number): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = q[0]! - p[0]!;
  const dy = q[1]! - p[1]!;
  const checks: [number, number][] = [
    [-dx, p[0]! - x0],
    [dx, x1 - p[0]!],
    [-dy, p[1]! - y0],
    [dy, y1 - p[1]!],
  ];
  for (const [pp, qq] of checks) {
    if (pp === 0) {
      if (qq < 0) return false;
    } else {
      const r = qq / pp;
      if (pp < 0) t0 = Math.max(t0, r);
      else t1 = Math.min(t1, r);
      if (t0 > t1) return false;
    }
  }
  return true;
}

/** Ray casting: whether the point lies inside the ring. */
function pointInRing(x: number, y: number, ring: Ring): boolean {
  let c = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]! as number[];
    const [xj, yj] = ring[j]! as number[];
    if (yi! > y !== yj! > y && x < ((xj! - xi!) * (y - yi!)) / (yj! - yi!) + xi!) c = !c;
  }
  return c;
}

/**
 * Where a grid cell lies against a drawn area: wholly inside (its count holds), wholly outside, or
 * on the edge (its units are tested one by one).
 */
export function cellAgainst(ring: Ring, zoom: number, cx: number, cy: number): 'in' | 'out' | 'edge' {
  const size = cellSize(zoom);
  const x0 = cx * size;
  const y0 = cy * size;
  const x1 = x0 + size;
  const y1 = y0 + size;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    if (segmentMeetsRect(ring[j]! as number[], ring[i]! as number[], x0, y0, x1, y1)) return 'edge';
  }
  return pointInRing((x0 + x1) / 2, (y0 + y1) / 2, ring) ? 'in' : 'out';
}
