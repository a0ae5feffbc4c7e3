/**
 * npm run bench:map -- [--database-url postgres://…/shp_bench_map_1m] [--small-url postgres://…/shp_bench_map_10k] [--n 300]
 *
 * Map search (issue 36) on copies of the 1,000,000-unit database and of a 10,000-unit cut
 * (bench/seed-shops.ts): random viewports of a 1440×900 screen over the 12 top-bar cities at zooms
 * 10–17 with random list filters, timed as the API runs them (the exact queries of
 * modules/map/map.repository.ts):
 *   - clusters (zoom 10–14): the grid count of the viewport, from the pre-counted cells (decision 064);
 *   - units (zoom 15–17): the viewport's units (up to 301) and their count;
 *   - polygon: a drawn area of 3–50 vertices inside the viewport (clusters or units by zoom);
 *   - the whole answer of the call (layer + the list page in view) for each.
 * p50/p95 per case and the 1M/10k ratio, then EXPLAIN of every statement of 90 cases: the bench
 * fails on a sequential scan of the units table. The cells' migration (decision 064) is applied to
 * each copy first (idempotent: it fills `shop_map_cells` once), then VACUUM ANALYZE.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { type MapArea, type ShopFilter } from '@shp/contracts';
import { arg, root } from './support.js';
import { cityBoxes, randomFilter, rng, viewport, type CityBox } from './map-draws.js';
import { openDatabase, queryRows, type Db } from '../apps/api/src/db/client.js';
import { lookups, type Lookups } from '../apps/api/src/lib/lookups.js';
import { clusters, countQuery, idsQuery, shopSource } from '../apps/api/src/modules/map/map.repository.js';
import { snapToCells } from '../apps/api/src/modules/map/map-cells.js';
import { createMapService } from '../apps/api/src/modules/map/map.service.js';
import type { CallContext } from '../apps/api/src/lib/call-context.js';

const bigUrl = arg('database-url', 'postgres://postgres@127.0.0.1:5432/shp_bench_map_1m')!;
const smallUrl = arg('small-url', 'postgres://postgres@127.0.0.1:5432/shp_bench_map_10k')!;
const N = Number(arg('n', '300'));

/** The migration of the map's cells (decision 064), found by what it creates (the lead renumbers at merge). */
function cellsMigration(): string {
  const dir = path.join(root, 'apps/api/drizzle');
  const file = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .find((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes('CREATE TABLE IF NOT EXISTS "shop_map_cells"'));
  if (!file) throw new Error('no migration creates shop_map_cells');
  return fs.readFileSync(path.join(dir, file), 'utf8');
}

async function prepare(db: Db) {
  const started = Date.now();
  for (const stmt of cellsMigration()
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean))
    await db.execute(sql.raw(stmt));
  await db.execute(sql`vacuum analyze shops`);
  await db.execute(sql`vacuum analyze shop_map_cells`);
  const [size] = await queryRows<{ rows: number; size: string }>(
    db,
    sql`select count(*)::int as rows, pg_size_pretty(pg_total_relation_size('shop_map_cells')) as size from shop_map_cells`,
  );
  console.log(`  migration + vacuum analyze: ${Math.round((Date.now() - started) / 1000)} s; shop_map_cells ${size!.rows} rows, ${size!.size}`);
}

/** A star-shaped (so never self-intersecting) polygon of k vertices inside the viewport. */
function polygonIn(b: [number, number, number, number], k: number, r: () => number): [number, number][] {
  const [w, s, e, n] = b;
  const cx = (w + e) / 2;
  const cy = (s + n) / 2;
  return Array.from({ length: k }, (_, i) => {
    const a = (i / k) * 2 * Math.PI;
    const f = 0.3 + 0.65 * r();
    return [cx + Math.cos(a) * f * ((e - w) / 2), cy + Math.sin(a) * f * ((n - s) / 2)] as [number, number];
  });
}

interface Case {
  name: 'clusters' | 'units' | 'polygon';
  filter: ShopFilter;
  area: MapArea;
}

function cases(cities: CityBox[], lk: Lookups): Case[] {
  const r = rng(36);
  const out: Case[] = [];
  for (let i = 0; i < N; i++) {
    const city = cities[i % cities.length]!;
    const filter = randomFilter(city, lk, r);
    const cz = 10 + Math.floor(r() * 5);
    out.push({ name: 'clusters', filter, area: { bbox: viewport(city, cz, r), zoom: cz } });
    const uz = 15 + Math.floor(r() * 3);
    out.push({ name: 'units', filter, area: { bbox: viewport(city, uz, r), zoom: uz } });
    const pz = 10 + Math.floor(r() * 8);
    const bbox = viewport(city, pz, r);
    out.push({ name: 'polygon', filter, area: { bbox, zoom: pz, polygon: polygonIn(bbox, 3 + Math.floor(r() * 48), r) } });
  }
  return out;
}

/** The layer of a case as the API answers it (what the issue's targets are about). */
async function layer(db: Db, c: Case, lk: Lookups) {
  const src = shopSource(c.filter, lk);
  if (c.area.zoom < 15) await clusters(db, src, snapToCells(c.area));
  else for (const q of [idsQuery(src, c.area, 301, 0, false), countQuery(src, c.area)]) await db.execute(q);
}

/** The database with every statement it runs noted, for EXPLAIN. */
function recording(db: Db, log: SQL[]): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'execute')
        return (q: SQL) => {
          log.push(q);
          return target.execute(q);
        };
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

async function run(url: string) {
  const database = await openDatabase({ url, poolSize: 4 });
  const db = database.db;
  try {
    const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int n from shops`);
    console.log(`\n${new URL(url).pathname.slice(1)}: ${n} units`);
    await prepare(db);
    const lk = await lookups(db);
    const cities = await cityBoxes(db);
    const all = cases(cities, lk);
    const service = createMapService(db);
    // Warm the caches as a running server would be.
    for (const c of all.slice(0, 30)) await layer(db, c, lk);
    const times: Record<string, number[]> = {};
    const add = (k: string, ms: number) => (times[k] ??= []).push(ms);
    for (const c of all) {
      let t = performance.now();
      await layer(db, c, lk);
      add(c.name, performance.now() - t);
      t = performance.now();
      await service.shops({ filter: c.filter, area: c.area }, { pageParam: { pageNum: 1, pageSize: 10 } } as CallContext);
      add(`${c.name} (whole answer)`, performance.now() - t);
    }
    // Plans: no sequential scan of the units table in any statement of any case.
    const seq: string[] = [];
    const shown = new Set<string>();
    for (const c of all.slice(0, 90)) {
      const log: SQL[] = [];
      await layer(recording(db, log), c, lk);
      for (const [i, q] of log.entries()) {
        const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${q}`);
        const text = JSON.stringify(row!['QUERY PLAN']);
        if (/"Node Type":"Seq Scan","Parallel Aware":(true|false),("Async Capable":(true|false),)?"Relation Name":"shops"/.test(text)) seq.push(c.name);
        const kind = `${c.name}${c.area.polygon ? ` (polygon, statement ${i + 1})` : ''}`;
        if (!shown.has(kind) && (c.name !== 'polygon' || c.area.zoom < 15)) {
          shown.add(kind);
          const plan = await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, buffers) ${q}`);
          console.log(`  plan of ${kind}, zoom ${c.area.zoom}:\n` + plan.map((p) => `    ${p['QUERY PLAN']}`).join('\n'));
        }
      }
    }
    const out: Record<string, { p50: number; p95: number; count: number }> = {};
    for (const [k, xs] of Object.entries(times)) out[k] = { p50: pct(xs, 50), p95: pct(xs, 95), count: xs.length };
    for (const [k, v] of Object.entries(out)) console.log(`  ${k.padEnd(26)} n=${v.count}  p50 ${v.p50.toFixed(1)} ms  p95 ${v.p95.toFixed(1)} ms`);
    console.log(
      `  EXPLAIN: ${seq.length ? `SEQUENTIAL SCAN of shops in ${seq.length} plans (${[...new Set(seq)].join(', ')})` : 'no sequential scan of shops'}`,
    );
    return { out, seq: seq.length };
  } finally {
    await database.close();
  }
}

const big = await run(bigUrl);
const small = await run(smallUrl);
console.log('\ncase                        1M p95   10k p95   ratio   target');
const targets: Record<string, number> = { clusters: 50, units: 30, polygon: 80 };
for (const k of Object.keys(big.out)) {
  const a = big.out[k]!.p95;
  const b = small.out[k]?.p95 ?? NaN;
  console.log(
    `${k.padEnd(26)} ${a.toFixed(1).padStart(7)}  ${b.toFixed(1).padStart(7)}  ${(a / b).toFixed(2).padStart(6)}   ${targets[k] ? `≤ ${targets[k]} ms` : ''}`,
  );
}
if (big.seq || small.seq) process.exitCode = 1;
