/**
 * npm run bench:search [-- --database-url postgres://…/shp_bench_search_1m --queries 1000 --prepare]
 *
 * The unified search (/resultPage, `searchAll`) over random multi-word queries: p50/p95/p99 of the
 * service call (ranked page of 20 and the tab counts, as the route runs it; no HTTP, no response
 * cache). Queries are 2–3 words taken from one real listing (its title, district, mall and format
 * words), some with a city word, some of them misspelt into pinyin, half searched in a chosen
 * city and half nationwide — so most find complete matches and some fall back to partial ones.
 *
 * Pending migrations are applied to the database first (so a copy of an older 1M database gets
 * the current search indexes), then `analyze shops`.
 *
 * --prepare: seeds `--from` (default shp_search_bench) at --scale large and grows its shops to
 * --units (default 1,000,000) into the target database with bench/seed-shops.ts.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { arg, root } from './support.js';
import { searchTerms } from './search-terms.js';
import { openDatabase, queryRows } from '../apps/api/src/db/client.js';
import { createSearchService } from '../apps/api/src/modules/search/search.service.js';
import { RANK_POOL } from '../apps/api/src/modules/search/search.repository.js';
import { ensureSearchText } from '../apps/api/src/lib/search-text.js';
import type { CallContext } from '../apps/api/src/lib/call-context.js';

const databaseUrl = arg('database-url', 'postgres://postgres@127.0.0.1:5432/shp_bench_search_1m')!;
const from = arg('from', 'shp_search_bench')!;
const units = Number(arg('units', '1000000'));
const queries = Number(arg('queries', '1000'));
const warmup = Number(arg('warmup', '50'));

if (process.argv.includes('--prepare')) {
  const server = new URL(databaseUrl);
  server.pathname = `/${from}`;
  const run = (args: string[], env: Record<string, string> = {}) => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', ...args], { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
    if (r.status !== 0) throw new Error(`failed: ${args.join(' ')}`);
  };
  run([path.join(root, 'apps/api/src/db/seed/cli.ts'), '--scale', 'large', '--reset'], { DATABASE_URL: server.toString() });
  run([path.join(root, 'bench/seed-shops.ts'), '--shops', String(units), '--from', from, '--database-url', databaseUrl]);
}

/** Deterministic, so two runs ask the same queries. */
let state = 20261127;
const rand = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;

const database = await openDatabase({ url: databaseUrl, poolSize: 4 });
// A copy made before the latest migrations gets them here (units' search indexes: minutes at 1M).
console.log('applying pending migrations…');
await database.migrate(path.join(root, 'apps/api/drizzle'));
await database.db.execute(sql`analyze shops`);
await ensureSearchText(database.db, console.log);
const db = database.db;
const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from shops`);

const asked = await searchTerms(db, queries + warmup, rand);

const service = createSearchService(db);
const ctx = {
  member: null,
  token: null,
  operator: null,
  pageParam: { pageNum: 1, pageSize: 20 },
  wrapper: {},
  ip: '127.0.0.1',
  userAgent: 'bench',
} as CallContext;
const times: number[] = [];
const timed: { ms: number; keyword: string; cityCode?: string; shops: number; partial: boolean }[] = [];
let partial = 0;
let empty = 0;
let corrected = 0;
for (const [i, q] of asked.entries()) {
  const started = performance.now();
  const res = await service.all({ keyword: q.keyword, type: 'all', cityCode: q.cityCode }, ctx);
  const ms = performance.now() - started;
  if (i < warmup) continue;
  if ((i - warmup) % 100 === 99) console.log(`${i - warmup + 1} queries…`);
  times.push(ms);
  timed.push({ ms, keyword: q.keyword, cityCode: q.cityCode, shops: res.counts.shop + (res.countsCapped.shop ? 1 : 0), partial: res.partial });
  if (res.partial) partial++;
  if (res.total === 0) empty++;
  if (res.didYouMean) corrected++;
}
service.dispose();
await database.close();

times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)].toFixed(1);
console.log(
  `search over ${n} units, ${times.length} queries (after ${warmup} warm-up), e.g. ${asked
    .slice(warmup, warmup + 5)
    .map((q) => `"${q.keyword}"`)
    .join(', ')}`,
);
console.log(`p50 ${at(50)} ms · p95 ${at(95)} ms · p99 ${at(99)} ms · max ${times.at(-1)!.toFixed(1)} ms`);
console.log(`partial ${partial} · no results ${empty} · 您是不是要找 ${corrected}`);
// The slowest queries, to read their plans with EXPLAIN (ANALYZE, BUFFERS).
console.log('slowest:');
for (const s of timed.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
  const shops = s.shops > RANK_POOL ? `${RANK_POOL}+` : String(s.shops);
  console.log(`  ${s.ms.toFixed(1)} ms  "${s.keyword}"  ${s.cityCode ?? '全国'}  shops ${shops}${s.partial ? '  partial' : ''}`);
}
