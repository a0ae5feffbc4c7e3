/**
 * node --import tsx bench/shop-scale.ts [--small shp_bench_10k --large shp_bench_1m] [--prepare] [--duration 10] [--connections 50] [--only 'district + format'] [--rounds 1] [--explain-only]
 *
 * The shop list at 10,000 vs 1,000,000 units (issue 10: latency within 1.5×). Both databases are
 * copies of the --scale large bench database with the shops table cut or grown
 * (bench/seed-shops.ts; --prepare or a missing database makes them). For each: EXPLAIN ANALYZE of
 * the exact page and count queries the API runs (median of 5), then autocannon against the built
 * server with the response cache off, so the database work is what is compared. Each list is
 * loaded twice: as the API serves a list being paged (its total counted once a minute per filter
 * set, the page read every time), and with a distinct filter set on every request ("every total
 * counted": the minimum area moves by 0.001 ㎡ a request), the worst case.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { shopFilterSchema } from '@shp/contracts';
import { arg, measureLoad, root, startSite, type LoadResult } from './support.js';
import { openDatabase, queryRows } from '../apps/api/src/db/client.js';
import { lookups } from '../apps/api/src/lib/lookups.js';
import { shopCountQuery, shopPageQuery } from '../apps/api/src/modules/shops/shops.repository.js';

const server = 'postgres://postgres@127.0.0.1:5432';
const dbs = [
  { name: arg('small', 'shp_bench_10k')!, shops: 10_000 },
  { name: arg('large', 'shp_bench_1m')!, shops: 1_000_000 },
];
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '50'));
// Each case's pair of runs repeated (small, large, small, large …); the ratio is of the medians.
const rounds = Number(arg('rounds', '1'));

/** pageSize: 20 unless said (a case where 10,000 units fill less than a page asks for what they hold). */
const allCases: { name: string; filter: Record<string, unknown>; page: number; pageSize?: number }[] = [
  { name: 'city + area + grades, page 3', filter: { kind: 'shop', cityCode: '310000', area: { min: 50, max: 300 }, gradeList: ['A', 'B'] }, page: 3 },
  { name: 'city, default sort', filter: { kind: 'shop', cityCode: '310000' }, page: 1 },
  { name: 'city, rent ascending', filter: { kind: 'shop', cityCode: '110000', sort: 'rentAsc' }, page: 1 },
  { name: 'no filter, page 1', filter: { kind: 'shop' }, page: 1 },
  // A first-level format stands for its children: several formats, counted in SQL (decision 014).
  { name: 'city + first-level format', filter: { kind: 'shop', cityCode: '310000', formatTypes: [1] }, page: 1 },
  // One format in the largest city: added up from the city's summary by format.
  { name: 'largest city + one format', filter: { kind: 'shop', cityCode: '110000', formatTypes: [11] }, page: 1 },
  // Districts (GB/T 2260: 徐汇, 浦东; 朝阳) are added up from the city's summary by district.
  { name: 'city + two districts', filter: { kind: 'shop', cityCode: '310000', addressList: ['310104', '310115'] }, page: 1 },
  { name: 'largest city + district + grade', filter: { kind: 'shop', cityCode: '110000', region: '110105', gradeList: ['A'] }, page: 1 },
  // Floors and opening status are added up from the city's summary too (session 10).
  { name: 'city + floor', filter: { kind: 'shop', cityCode: '310000', floorList: ['1F'] }, page: 1 },
  { name: 'city + opening status', filter: { kind: 'shop', cityCode: '310000', openingStatus: 'vacant' }, page: 1 },
  // 在租 (decision 017), what a city card's 在租铺位 opens: two opening statuses, added up like two floors.
  { name: 'city + 在租', filter: { kind: 'shop', cityCode: '310000', openingStatus: 'onMarket' }, page: 1 },
  // A district with a format is added up from the district's own summary (session 11; before, it
  // was counted from shops_district_count_idx). A rent ceiling (shops_rent_sort_idx) is still
  // counted in SQL up to COUNT_CAP.
  { name: 'district + format', filter: { kind: 'shop', cityCode: '310000', addressList: ['310115'], formatTypes: [11] }, page: 1 },
  // The same list where both sizes answer the same rows: 10,000 units hold 4 Pudong units of format
  // 11, so the case above weighs a 4-row answer against a 20-row one (session 16).
  { name: 'district + format, 4 a page', filter: { kind: 'shop', cityCode: '310000', addressList: ['310115'], formatTypes: [11] }, page: 1, pageSize: 4 },
  { name: 'city + rent ceiling (counted)', filter: { kind: 'shop', cityCode: '310000', rentMax: 30000 }, page: 1 },
];
const only = arg('only');
const cases = only ? allCases.filter((c) => c.name.startsWith(only)) : allCases;

async function ensure(db: { name: string; shops: number }) {
  const c = new pg.Client({ connectionString: `${server}/postgres` });
  await c.connect();
  const exists = (await c.query('select 1 from pg_database where datname = $1', [db.name])).rowCount;
  await c.end();
  if (exists && !process.argv.includes('--prepare')) return;
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/seed-shops.ts'), '--shops', String(db.shops), '--database-url', `${server}/${db.name}`],
    { stdio: 'inherit' },
  );
  if (r.status !== 0) throw new Error('seed-shops failed');
}

async function explain(dbName: string) {
  const database = await openDatabase({ url: `${server}/${dbName}`, poolSize: 2 });
  try {
    const lk = await lookups(database.db);
    const [{ n }] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from shops`);
    const out: Record<string, number | string> = { shops: n };
    for (const c of cases) {
      const f = shopFilterSchema.parse(c.filter);
      for (const [what, q] of [
        ['page', shopPageQuery(f, lk, c.pageSize ?? 20, (c.page - 1) * (c.pageSize ?? 20))],
        ['count', shopCountQuery(f, lk)],
      ] as const) {
        const times: number[] = [];
        let plan = '';
        for (let i = 0; i < 5; i += 1) {
          const text = (await queryRows<Record<string, string>>(database.db, sql`explain (analyze, buffers off) ${q}`))
            .map((r) => Object.values(r)[0])
            .join('\n');
          times.push(Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1]));
          plan = text;
        }
        if (/Seq Scan on shops/.test(plan)) throw new Error(`${dbName}: ${c.name} (${what}) scans shops sequentially`);
        out[`${c.name} (${what}) ms`] = times.sort((a, b) => a - b)[2];
      }
    }
    return out;
  } finally {
    await database.close();
  }
}

const plans: Record<string, number | string>[] = [];
const load: Record<string, number | string>[] = [];
// Both servers run at once and each case is loaded on the small database, then at once on the large
// one: on a shared machine the load drifts over the minutes a half takes, and running all of one
// size before the other put that drift into the ratios (session 18).
const sites: { db: (typeof dbs)[number]; url: string; stop(): Promise<void> }[] = [];
try {
  for (const db of dbs) {
    await ensure(db);
    // The server applies pending migrations (indexes) at start: plans are read after that.
    const site = await startSite({ DATABASE_URL: `${server}/${db.name}`, SEED_SCALE: 'none', DATABASE_POOL_SIZE: '20', RESPONSE_CACHE_MB: '0' });
    sites.push({ db, url: site.url, stop: () => site.stop() });
    plans.push({ database: db.name, ...(await explain(db.name)) });
  }
  // --explain-only: the plans of both sizes without the load runs (minutes shorter, for comparing indexes).
  for (const c of process.argv.includes('--explain-only') ? [] : cases) {
    const body = { channelCode: 'ch_web', data: c.filter, pageParam: { pageNum: c.page, pageSize: c.pageSize ?? 20 } };
    for (const distinct of [false, true]) {
      const runs = new Map(sites.map((site) => [site, [] as LoadResult[]]));
      for (let round = 0; round < rounds; round += 1) {
        for (const site of sites) {
          runs
            .get(site)!
            .push(
              await measureLoad(
                { url: `${site.url}/api/foreground/shop/pageList`, method: 'POST', body, distinctAreaMin: distinct },
                { connections, duration },
              ),
            );
        }
      }
      for (const [site, rs] of runs) {
        const med = (pick: (r: LoadResult) => number) => rs.map(pick).sort((a, b) => a - b)[Math.floor((rs.length - 1) / 2)];
        load.push({
          database: site.db.name,
          call: c.name,
          totals: distinct ? 'every total counted' : 'paging (total reused)',
          'requests/s': med((r) => r.rps),
          p50ms: med((r) => r.p50),
          p99ms: med((r) => r.p99),
          non2xx: rs.reduce((n, r) => n + r.non2xx, 0),
          errors: rs.reduce((n, r) => n + r.errors, 0),
        });
      }
    }
  }
} finally {
  for (const site of sites) await site.stop();
}
console.log('EXPLAIN ANALYZE, median of 5 (ms):');
for (const key of Object.keys(plans[0])) console.log(`  ${key}: ${plans.map((p) => p[key]).join(' vs ')}`);
if (!load.length) process.exit(0);
console.table(load);
const ratios = cases.flatMap((c) =>
  ['paging (total reused)', 'every total counted'].map((totals) => {
    const [a, b] = dbs.map((db) => load.find((l) => l.database === db.name && l.call === c.name && l.totals === totals)!);
    return {
      call: c.name,
      totals,
      'p50 ratio': (Number(b.p50ms) / Math.max(1, Number(a.p50ms))).toFixed(2),
      'req/s ratio': (Number(b['requests/s']) / Number(a['requests/s'])).toFixed(2),
    };
  }),
);
console.table(ratios);
console.log(JSON.stringify({ date: new Date().toISOString(), connections, duration, plans, load, ratios }));
