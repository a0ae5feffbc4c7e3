/**
 * node --import tsx bench/view-churn.ts [--database shp_bench_1m] [--views 5000]
 *
 * Whether people opening units slows the shop list's counts. The list totals and the city
 * summaries (decision 014) read index entries alone, which PostgreSQL can do only for table pages
 * marked all-visible; writing a row clears its page's mark until the next vacuum. A view used to
 * write the unit's row (`shops.views`); since migration 0022 it writes `shop_view_counts`.
 *
 * On a copy made by bench/shop-scale.ts (run that first), for the largest list counts:
 * 1. vacuum, then EXPLAIN ANALYZE each count (median of 7 runs; heap fetches);
 * 2. open --views units of the city through the API (POST /api/foreground/shop/detail), and again;
 * 3. write the same units' rows as the old counter did (`update shops … where id in …`), and again;
 * 4. vacuum, so the database is left as it was found.
 */
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { shopFilterSchema } from '@shp/contracts';
import { arg, startSite } from './support.js';
import { openDatabase, queryRows } from '../apps/api/src/db/client.js';
import { lookups } from '../apps/api/src/lib/lookups.js';
import { shopCountQuery, shopCountSummaryQuery } from '../apps/api/src/modules/shops/shops.repository.js';

const name = arg('database', 'shp_bench_1m')!;
if (!/^shp_bench_\w+$/.test(name)) throw new Error('--database must be a bench copy named shp_bench_…');
const url = `postgres://postgres@127.0.0.1:5432/${name}`;
const views = Number(arg('views', '5000'));
const city = '310000';

const admin = new pg.Client({ connectionString: url });
await admin.connect();
const vacuum = () => admin.query('vacuum shops');

const database = await openDatabase({ url, poolSize: 2 });
const lk = await lookups(database.db);
const [{ d: district }] = await queryRows<{ d: string }>(
  database.db,
  sql`select district_code as d from shops where city_code = ${city} group by 1 order by count(*) desc limit 1`,
);
const counts: [string, SQL][] = [
  ['city summary by grade and band', shopCountSummaryQuery('shop', city)],
  ['city summary by district', shopCountSummaryQuery('shop', city, 'district')],
  ['district summary by format', shopCountSummaryQuery('shop', city, 'format', district)],
  ['count: district + format', shopCountQuery(shopFilterSchema.parse({ cityCode: city, region: district, formatTypes: [11] }), lk)],
  [
    'count: city + area 50–300 + grades A, B',
    shopCountQuery(shopFilterSchema.parse({ cityCode: city, area: { min: 50, max: 300 }, gradeList: ['A', 'B'] }), lk),
  ],
];

async function measure(stage: string) {
  const rows: Record<string, string | number>[] = [];
  for (const [what, q] of counts) {
    const times: number[] = [];
    let fetches = 0;
    for (let i = 0; i < 7; i += 1) {
      const text = (await queryRows<Record<string, string>>(database.db, sql`explain (analyze, buffers off) ${q}`)).map((r) => Object.values(r)[0]).join('\n');
      times.push(Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1]));
      fetches = [...text.matchAll(/Heap Fetches: (\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);
    }
    rows.push({ stage, count: what, 'median ms': times.sort((a, b) => a - b)[3], 'heap fetches': fetches });
  }
  return rows;
}

const updates = async () => Number((await admin.query(`select n_tup_upd as n from pg_stat_user_tables where relname = 'shops'`)).rows[0].n);
const ids = (
  await admin.query<{ id: string }>(`select id from shops where city_code = $1 and status = 'published' order by md5(id::text) limit $2`, [city, views])
).rows.map((r) => Number(r.id));

const results: Record<string, string | number>[] = [];
await vacuum();
results.push(...(await measure('vacuumed')));

const site = await startSite({ DATABASE_URL: url, SEED_SCALE: 'none', RESPONSE_CACHE_MB: '0' });
const updatesBefore = await updates();
let opened = 0;
try {
  const started = Date.now();
  // 20 at a time, as many visitors would.
  for (let i = 0; i < ids.length; i += 20) {
    const answers = await Promise.all(
      ids.slice(i, i + 20).map((id) =>
        fetch(`${site.url}/api/foreground/shop/detail`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ channelCode: 'ch_web', data: { id } }),
        }).then((r) => r.json() as Promise<{ code: number }>),
      ),
    );
    opened += answers.filter((a) => a.code === 10000).length;
  }
  console.log(`${opened} of ${ids.length} detail pages opened through the API in ${Date.now() - started} ms`);
} finally {
  await site.stop();
}
// The statistics collector reports a moment late.
await new Promise((r) => setTimeout(r, 1500));
const rowWrites = (await updates()) - updatesBefore;
results.push(...(await measure(`after ${opened} views (API)`)));

await admin.query(`update shops set title = title where id = any($1::bigint[])`, [ids]);
results.push(...(await measure(`after writing ${ids.length} rows (the old counter)`)));
await vacuum();
await database.close();
await admin.end();

console.log(`shops rows written by the views: ${rowWrites}`);
console.table(results);
console.log(JSON.stringify({ date: new Date().toISOString(), database: name, views: opened, rowWrites, results }));
