import { z } from 'zod';
import { defineOp } from '../op.js';
import { shopFilterSchema } from './shops.js';
import { mallFilterSchema } from './malls.js';
import { spaceFilterSchema } from './spaces.js';
import { listingTrustSchema } from './trust.js';

/**
 * Map search (issue 36, decisions 043–044). Coordinates are WGS-84 `[lng, lat]` everywhere on the
 * wire and in the URL; the browser converts for a tile provider that draws GCJ-02 (AMap).
 */
export const MAP_LIMITS = {
  /** Mainland China, Hong Kong, Macao and Taiwan with a margin: anything outside is a mistake. */
  china: { west: 73, south: 3, east: 136, north: 54 },
  /** A viewport wider or taller than this (degrees) is refused: zoom in first. */
  maxSpanDeg: 8,
  minZoom: 5,
  maxZoom: 18,
  /** From this zoom on the map answers the units themselves, below it clusters. */
  pointsZoom: 15,
  /** Points answered at most per viewport (a 1440 px screen at zoom 15 rarely holds more). */
  maxPoints: 300,
  maxVertices: 50,
  maxRadiusKm: 50,
} as const;

const lng = z.number({ message: '经度须为数字' }).finite('经度须为数字');
const lat = z.number({ message: '纬度须为数字' }).finite('纬度须为数字');
const lngLat = z.tuple([lng, lat], { message: '坐标格式有误' });

const inChina = (x: number, y: number) =>
  x >= MAP_LIMITS.china.west && x <= MAP_LIMITS.china.east && y >= MAP_LIMITS.china.south && y <= MAP_LIMITS.china.north;

/** Whether segments p1p2 and p3p4 cross (touching at a shared end point does not count). */
function segmentsCross(p1: number[], p2: number[], p3: number[], p4: number[]): boolean {
  const d = (a: number[], b: number[], c: number[]) => (b[0]! - a[0]!) * (c[1]! - a[1]!) - (b[1]! - a[1]!) * (c[0]! - a[0]!);
  const d1 = d(p3, p4, p1);
  const d2 = d(p3, p4, p2);
  const d3 = d(p1, p2, p3);
  const d4 = d(p1, p2, p4);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** Whether a closed ring (first vertex not repeated) crosses itself. */
export function ringSelfIntersects(ring: readonly (readonly number[])[]): boolean {
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // Neighbouring edges share a vertex.
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (segmentsCross([...ring[i]!], [...ring[(i + 1) % n]!], [...ring[j]!], [...ring[(j + 1) % n]!])) return true;
    }
  }
  return false;
}

export const mapAreaSchema = z
  .object({
    /** The viewport: [west, south, east, north]. */
    bbox: z.tuple([lng, lat, lng, lat], { message: '地图范围格式有误' }),
    zoom: z
      .number({ message: '缩放级别须为整数' })
      .int('缩放级别须为整数')
      .min(MAP_LIMITS.minZoom, `缩放级别须在${MAP_LIMITS.minZoom}到${MAP_LIMITS.maxZoom}之间`)
      .max(MAP_LIMITS.maxZoom, `缩放级别须在${MAP_LIMITS.minZoom}到${MAP_LIMITS.maxZoom}之间`),
    /** A drawn area: 3 to 50 vertices, not closed (the last joins the first). */
    polygon: z
      .array(lngLat, { message: '绘制的区域格式有误' })
      .min(3, '绘制的区域至少需要3个点')
      .max(MAP_LIMITS.maxVertices, `绘制的区域最多${MAP_LIMITS.maxVertices}个点，请简化后重试`)
      .optional(),
    /** Near a place: a radius around a point. */
    near: z
      .object({
        lng,
        lat,
        radiusKm: z.number({ message: '半径须为数字' }).positive('半径须大于0').max(MAP_LIMITS.maxRadiusKm, `半径不能超过${MAP_LIMITS.maxRadiusKm}公里`),
      })
      .optional(),
  })
  .superRefine((a, ctx) => {
    const [w, s, e, n] = a.bbox;
    if (w >= e || s >= n) ctx.addIssue({ code: 'custom', path: ['bbox'], message: '地图范围有误：西边须小于东边，南边须小于北边' });
    else if (!inChina(w, s) || !inChina(e, n)) ctx.addIssue({ code: 'custom', path: ['bbox'], message: '地图范围超出中国境内，请移回城市后再搜索' });
    else if (e - w > MAP_LIMITS.maxSpanDeg || n - s > MAP_LIMITS.maxSpanDeg)
      ctx.addIssue({ code: 'custom', path: ['bbox'], message: '地图范围过大，请放大地图后再搜索' });
    if (a.polygon) {
      if (a.polygon.some(([x, y]) => !inChina(x, y))) ctx.addIssue({ code: 'custom', path: ['polygon'], message: '绘制的区域超出中国境内，请重新绘制' });
      else if (ringSelfIntersects(a.polygon)) ctx.addIssue({ code: 'custom', path: ['polygon'], message: '绘制的区域边线不能交叉，请重新绘制' });
      else {
        const xs = a.polygon.map((p) => p[0]);
        const ys = a.polygon.map((p) => p[1]);
        if (Math.max(...xs) - Math.min(...xs) > MAP_LIMITS.maxSpanDeg || Math.max(...ys) - Math.min(...ys) > MAP_LIMITS.maxSpanDeg)
          ctx.addIssue({ code: 'custom', path: ['polygon'], message: '绘制的区域过大，请缩小后重试' });
      }
    }
    if (a.near && !inChina(a.near.lng, a.near.lat)) ctx.addIssue({ code: 'custom', path: ['near'], message: '所选位置超出中国境内' });
  });
export type MapArea = z.infer<typeof mapAreaSchema>;

/** One item on the map and in the list beside it: what its marker and card show. */
export const mapPointSchema = z.object({
  id: z.number().int(),
  lng: z.number(),
  lat: z.number(),
  title: z.string(),
  coverUrl: z.string(),
  /** Rent or price as the list shows it, e.g. "8.5元/㎡/天", "3,000元/天". */
  priceText: z.string(),
  /** ㎡ (a mall's business area, a unit's or a space's area). */
  area: z.number(),
  /** District and mall, e.g. "静安区 · 某某广场". */
  subtitle: z.string(),
  /** From the chosen place, when searching near one. */
  distanceKm: z.number().nullable(),
  /** Units and malls: 更新于, 信息可能已过期, 已核验 (decision 062); spaces have none. */
  trust: listingTrustSchema.optional(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

export const mapClusterSchema = z.object({ lng: z.number(), lat: z.number(), count: z.number().int() });
export type MapCluster = z.infer<typeof mapClusterSchema>;

export const mapResultSchema = z.object({
  /** clusters below MAP_LIMITS.pointsZoom, else points. */
  mode: z.enum(['clusters', 'points']),
  clusters: z.array(mapClusterSchema),
  points: z.array(mapPointSchema),
  /** More points matched than MAP_LIMITS.maxPoints: zoom in to see all. */
  truncated: z.boolean(),
  /** The page of the list in view: sorted by distance near a place, else by the filter's order. */
  list: z.array(mapPointSchema),
  /** Matches in the area (counting stops at 10,000). */
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});
export type MapResult = z.infer<typeof mapResultSchema>;

const mapOp = <F extends z.ZodType>(path: string, summary: string, filter: F) =>
  defineOp({
    method: 'POST',
    path,
    access: 'public',
    summary,
    input: z.object({ filter, area: mapAreaSchema }),
    output: mapResultSchema,
    retry: true,
    paged: true,
  });

export const mapShopSearchOp = mapOp('/api/foreground/map/shops', '地图找铺：视野、绘制区域或半径内的铺位/点位（聚合或逐个）与列表', shopFilterSchema);
export const mapMallSearchOp = mapOp('/api/foreground/map/malls', '地图找商场：视野、绘制区域或半径内的商场', mallFilterSchema);
export const mapSpaceSearchOp = mapOp('/api/foreground/map/spaces', '地图找场地：视野、绘制区域或半径内的场地', spaceFilterSchema);

/** A place to search near without an outside geocoder: the city's districts and malls. */
export const mapPlaceSchema = z.object({ kind: z.enum(['district', 'mall']), id: z.string(), name: z.string(), lng: z.number(), lat: z.number() });
export type MapPlace = z.infer<typeof mapPlaceSchema>;

export const mapPlacesOp = defineOp({
  method: 'POST',
  path: '/api/foreground/map/places',
  access: 'public',
  summary: '附近搜索的地点：城市的区县中心与商场',
  input: z.object({ cityCode: z.string().regex(/^\d{6}$/, '城市编码须为6位数字'), keyword: z.string().trim().max(50, '关键词最多50个字').optional() }),
  output: z.array(mapPlaceSchema),
  retry: true,
});

/** Map settings the browser needs: the tile provider (null: district outlines only) and its key. */
export const mapConfigOp = defineOp({
  method: 'POST',
  path: '/api/foreground/map/config',
  access: 'public',
  summary: '地图底图设置',
  input: z.object({}),
  output: z.object({ provider: z.enum(['amap', 'tianditu']).nullable(), key: z.string().nullable() }),
  retry: true,
});
