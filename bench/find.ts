/**
 * node --import tsx bench/find.ts [--database-url postgres://…/shp_bench_find] [--prepare] [--duration 10] [--connections 20]
 *
 * The find calls at --scale large (100,000 shops, 20,000 points, 20,000 brands): requests/s and
 * p50/p99 with autocannon against the built server (npm run build first), and the query plans of
 * the shop list (no sequential scan on shops). --prepare (or a missing database) runs
 * `npm run seed -- --scale large --reset` into the scratch database first.
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { shopFilterSchema } from '@shp/contracts';
import { arg, measureLoad, root, startSite } from './support.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { queryRows } from '../apps/api/src/db/client.js';
import { lookups } from '../apps/api/src/lib/lookups.js';
import { shopCountQuery, shopPageQuery } from '../apps/api/src/modules/shops/shops.repository.js';

const databaseUrl = arg('database-url', process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shp_bench_find')!;
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '20'));

async function ensureDatabase() {
  const u = new URL(databaseUrl);
  const name = u.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name) || name === 'postgres') throw new Error('use a scratch database name, e.g. …/shp_bench_find');
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  const exists = await c.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await c.query(`create database ${name}`);
  await c.end();
  if (process.argv.includes('--prepare') || !exists.rowCount) {
    console.log(`npm run seed -- --scale large --reset  (DATABASE_URL=${databaseUrl})`);
    const started = Date.now();
    const r = spawnSync('npm', ['run', 'seed', '--', '--scale', 'large', '--reset'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    if (r.status !== 0) throw new Error('seeding failed');
    console.log(`seeded in ${Math.round((Date.now() - started) / 1000)} s`);
  }
}

/** EXPLAIN of the exact list queries the API runs; fails the bench on a sequential scan of shops. */
async function explainShopList() {
  const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
  try {
    // As autovacuum would after a bulk load: statistics and the visibility map (index-only counts).
    await database.db.execute(sql`vacuum analyze shops`);
    const lk = await lookups(database.db);
    const [{ n }] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from shops`);
    console.log(`shops in the table: ${n}`);
    const cases: [string, unknown][] = [
      ['city (default sort)', { cityCode: '310000' }],
      ['city + area + grade, page 3', { cityCode: '310000', area: { min: 50, max: 300 }, gradeList: ['A', 'B'] }],
      ['city, rent ascending', { cityCode: '110000', sort: 'rentAsc' }],
      ['district list + floors', { addressList: ['310101', '310104'], floorList: ['1F', '2F'] }],
      ['points in a city', { kind: 'point', cityCode: '440300' }],
      ['city + format group', { cityCode: '110000', formatTypes: [9] }],
      ['city + keyword', { cityCode: '110000', keyword: '火锅' }],
    ];
    const rows = [];
    let seq = false;
    for (const [name, raw] of cases) {
      const f = shopFilterSchema.parse(raw);
      for (const [what, q] of [
        ['page', shopPageQuery(f, lk, 20, 40)],
        ['count', shopCountQuery(f, lk)],
      ] as const) {
        const plan = (await queryRows<Record<string, string>>(database.db, sql`explain (analyze, buffers off) ${q}`)).map((r) => Object.values(r)[0]);
        const text = plan.join('\n');
        const scans = [
          ...new Set(
            (text.match(/(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)( Backward)?( using \w+)? on \w+/g) ?? []).filter((s) => /shops/.test(s)),
          ),
        ];
        const ms = /Execution Time: ([\d.]+) ms/.exec(text)?.[1];
        if (/Seq Scan on shops/.test(text)) seq = true;
        rows.push({ query: `${name} (${what})`, plan: scans.join('; ').slice(0, 90), ms: Number(ms) });
      }
    }
    console.table(rows);
    if (seq) throw new Error('a shop list query scans the shops table sequentially');
  } finally {
    await database.close();
  }
}

await ensureDatabase();
await explainShopList();
// The queries are what is measured here: the response cache (which would answer repeats) is off.
const site = await startSite({ DATABASE_URL: databaseUrl, SEED_SCALE: 'none', DATABASE_POOL_SIZE: '20', RESPONSE_CACHE_MB: '0' });
const envelope = (data: unknown, pageParam?: unknown) => ({ channelCode: 'ch_web', data, ...(pageParam ? { pageParam } : {}) });
const post = (p: string, body: unknown) => ({ url: `${site.url}${p}`, method: 'POST', body });
const cases = [
  {
    name: 'shop list (city, area, grades, page 3)',
    spec: post(
      '/api/foreground/shop/pageList',
      envelope({ kind: 'shop', cityCode: '310000', area: { min: 50, max: 300 }, gradeList: ['A', 'B'] }, { pageNum: 3, pageSize: 20 }),
    ),
  },
  { name: 'shop list (city, default sort)', spec: post('/api/foreground/shop/pageList', envelope({ kind: 'shop', cityCode: '310000' })) },
  { name: 'shop list (city, rent ascending)', spec: post('/api/foreground/shop/pageList', envelope({ kind: 'shop', cityCode: '110000', sort: 'rentAsc' })) },
  { name: 'mall detail', spec: post('/api/foreground/project/queryProjectDetails', envelope({ id: 42 })) },
  {
    name: 'brand suggestions (queryRecommendSpinner)',
    spec: post('/api/foreground/shops/queryRecommendSpinner', envelope({ associateType: '1', associateName: '茶', cityCode: '310000', regionId: '1' })),
  },
  { name: 'search (all types, 北京 火锅)', spec: post('/api/foreground/search/all', envelope({ keyword: '北京 火锅' })) },
  { name: 'search (no match → suggestions)', spec: post('/api/foreground/search/all', envelope({ keyword: '火锅 量子' })) },
  { name: 'search (shops, city)', spec: post('/api/foreground/search/all', envelope({ keyword: '临街旺铺', type: 'shop', cityCode: '110000' })) },
];
const rows = [];
try {
  for (const c of cases) {
    const r = await measureLoad(c.spec, { connections, duration });
    rows.push({ call: c.name, 'requests/s': r.rps, p50ms: r.p50, p99ms: r.p99, non2xx: r.non2xx, errors: r.errors });
  }
} finally {
  await site.stop();
}
console.table(rows);
console.log(`${connections} connections, ${duration} s per call, PostgreSQL at ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}`);
