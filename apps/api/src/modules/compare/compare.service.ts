import type { CompareInput, CompareResult } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { lookups } from '../../lib/lookups.js';
import { mallsByIds, unitsByIds, type Located } from './compare.repository.js';

/** Great-circle metres between two WGS-84 points. */
export function metresBetween(a: Located, b: Located): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6371000 * Math.asin(Math.min(1, Math.sqrt(h))));
}

/** The found rows in the order the ids were asked (the order the member added them). */
function inAskedOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [r] : [];
  });
}

function strip<T extends Located>(row: T): Omit<T, 'lat' | 'lng'> {
  const { lat: _lat, lng: _lng, ...rest } = row;
  return rest;
}

export function createCompareService(db: Db) {
  return {
    async compare(input: CompareInput): Promise<CompareResult> {
      const lk = await lookups(db);
      const found = input.kind === 'mall' ? await mallsByIds(db, input.ids, lk) : await unitsByIds(db, input.kind, input.ids, lk);
      const ordered = inAskedOrder(input.ids, found as (Located & { id: number })[]);
      const distances = ordered.map((a) => ordered.map((b) => metresBetween(a, b)));
      const present = new Set(ordered.map((r) => r.id));
      return {
        kind: input.kind,
        units: input.kind === 'mall' ? [] : (ordered as Awaited<ReturnType<typeof unitsByIds>>).map(strip),
        malls: input.kind === 'mall' ? (ordered as Awaited<ReturnType<typeof mallsByIds>>).map(strip) : [],
        distances,
        missing: input.ids.filter((id) => !present.has(id)),
      };
    },
  };
}
