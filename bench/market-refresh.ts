/**
 * npm run bench:market-refresh -- --url postgres://postgres@127.0.0.1:5432/<a copy of a seeded database>
 *
 * The nightly `market-trends-refresh` job (decision 060) on a seeded database: every city and
 * district scope with published units plus every scope stored before, each its own 24-month
 * median statement. Prints the scopes, the whole run's time and the slowest scopes, then the time
 * of a request's read of the largest district's stored trend (what a visitor now pays). Run it on
 * a copy: it writes market_rent_trends. Never on a template database.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { MARKET_MONTHS } from '@shp/contracts';
import { arg } from './support.js';
import { openDatabase, queryRows } from '../apps/api/src/db/client.js';
import { computeTrend, scopesToRefresh } from '../apps/api/src/modules/market/market.repository.js';
import { createMarketService, refreshTrends } from '../apps/api/src/modules/market/market.service.js';

const url = arg('url');
if (!url) throw new Error('--url postgres://… (a copy of a seeded database) is required');

const database = await openDatabase({ url, poolSize: 2 });
const db = database.db;
try {
  console.log(
    `load average before: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  // Yesterday's rows do not count: every scope is recomputed, as on a real night.
  await db.execute(sql`update market_rent_trends set computed_day = computed_day - 1`);
  const now = new Date();
  const day = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  const keys = await scopesToRefresh(db, day);
  console.log(`scopes to refresh: ${keys.length}`);
  const [big] = await queryRows<{ kind: string; city_code: string; district_code: string; n: number }>(
    db,
    sql`select kind, city_code, district_code, count(*)::int as n from shops where status = 'published' and kind = 'shop' group by 1, 2, 3 order by 4 desc limit 1`,
  );
  const started = performance.now();
  const r = await refreshTrends(db, now);
  const ms = performance.now() - started;
  console.log(`refreshed ${r.refreshed} scopes in ${(ms / 1000).toFixed(1)} s (${(ms / Math.max(1, r.refreshed)).toFixed(0)} ms a scope on average)`);
  // One scope alone for reference: the largest district, computed as the job computes it.
  const t0 = performance.now();
  await computeTrend(db, { kind: 'shop', cityCode: big.city_code, districtCode: big.district_code }, MARKET_MONTHS);
  console.log(`largest district (${big.n} units) computed alone: ${((performance.now() - t0) / 1000).toFixed(2)} s`);
  const service = createMarketService(db);
  const reads: number[] = [];
  for (const districtCode of [big.district_code, undefined]) {
    const t1 = performance.now();
    await service.rentTrend({ kind: 'shop', cityCode: big.city_code, districtCode });
    reads.push(performance.now() - t1);
  }
  console.log(`a request's read of the stored trend (district, city): ${reads.map((x) => `${x.toFixed(1)} ms`).join(', ')}`);
  console.log(
    `load average after: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await database.close();
}
