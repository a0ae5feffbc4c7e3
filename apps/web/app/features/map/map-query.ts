/**
 * The map's state in the URL (issue 36): `view=map`, `bbox=w,s,e,n`, `zoom`, a drawn `polygon`
 * (`lng,lat;lng,lat;…`) and `near=lng,lat,km` (with `nearName` for the label). WGS-84, as stored.
 * Values are read as numbers without judging them: the server refuses bad ones with a message and
 * the page falls back to the list with it.
 */
export interface MapUrlState {
  bbox: [number, number, number, number] | null;
  zoom: number | null;
  polygon: [number, number][] | null;
  near: { lng: number; lat: number; radiusKm: number } | null;
  nearName: string | null;
}

export const MAP_KEYS = ['view', 'bbox', 'zoom', 'polygon', 'near', 'nearName'] as const;

const numbers = (v: string | null, sep = ','): number[] | null => {
  if (!v) return null;
  const parts = v.split(sep).map((s) => s.trim());
  if (parts.some((p) => p === '' || !Number.isFinite(Number(p)))) return null;
  return parts.map(Number);
};

export const isMapView = (q: URLSearchParams) => q.get('view') === 'map';

export function readMapState(q: URLSearchParams): MapUrlState {
  const b = numbers(q.get('bbox'));
  const z = numbers(q.get('zoom'));
  const n = numbers(q.get('near'));
  const raw = q.get('polygon');
  const pairs = raw ? raw.split(';').map((p) => numbers(p)) : null;
  return {
    bbox: b && b.length === 4 ? (b as [number, number, number, number]) : null,
    zoom: z && z.length === 1 ? z[0]! : null,
    polygon: pairs && pairs.every((p) => p && p.length === 2) ? (pairs as [number, number][]) : null,
    near: n && n.length === 3 ? { lng: n[0]!, lat: n[1]!, radiusKm: n[2]! } : null,
    nearName: q.get('nearName'),
  };
}

/** 5 decimals: about a metre, and a short URL. */
const fix = (n: number) => String(Math.round(n * 1e5) / 1e5);

/** The query with the map's state written in (null values removed), other keys kept. */
export function writeMapState(prev: URLSearchParams, s: Partial<MapUrlState> & { view?: 'map' | null }): URLSearchParams {
  const q = new URLSearchParams(prev);
  const put = (k: string, v: string | null | undefined) => (v ? q.set(k, v) : q.delete(k));
  if ('view' in s) put('view', s.view ?? null);
  if ('bbox' in s) put('bbox', s.bbox ? s.bbox.map(fix).join(',') : null);
  if ('zoom' in s) put('zoom', s.zoom === null || s.zoom === undefined ? null : String(s.zoom));
  if ('polygon' in s) put('polygon', s.polygon ? s.polygon.map((p) => p.map(fix).join(',')).join(';') : null);
  if ('near' in s) put('near', s.near ? [fix(s.near.lng), fix(s.near.lat), String(s.near.radiusKm)].join(',') : null);
  if ('nearName' in s) put('nearName', s.nearName ?? null);
  q.delete('page');
  return q;
}

/** Leaving the map: the list keeps the filters, the map's keys go. */
export function withoutMap(prev: URLSearchParams): URLSearchParams {
  const q = new URLSearchParams(prev);
  for (const k of MAP_KEYS) q.delete(k);
  return q;
}
