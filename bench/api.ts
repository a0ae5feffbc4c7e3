/**
 * npm run bench:api [-- --database-url postgres://… --prepare --duration 10 --connections 50 --rounds 1 --cache-mb 32]
 * Requests/s and p50/p99 of the hot calls beside a plain Fastify JSON route (the ceiling) measured
 * in the same run, and the server's RSS under load. --prepare seeds the database at --scale large.
 * --cache-mb 0 turns the response cache off: what each call costs when its answer is not cached.
 * --decode-bodies runs autocannon as shipped, decoding every answer into a string (load-worker.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { arg, freePort, measureLoad, memberSessions, root, rssMb, startSite, type LoadResult } from './support.js';

const databaseUrl = arg('database-url', process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shp_bench');
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '50'));
const cacheMb = arg('cache-mb', '32')!;
const rounds = Number(arg('rounds', '1'));
const decodeBodies = process.argv.includes('--decode-bodies');
const tsx = ['--import', 'tsx'];

async function ensureDatabase() {
  const u = new URL(databaseUrl!);
  const name = u.pathname.slice(1);
  const admin = new URL(databaseUrl!);
  admin.pathname = '/postgres';
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  const exists = await c.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await c.query(`create database ${name}`);
  await c.end();
  if (process.argv.includes('--prepare') || !exists.rowCount) {
    console.log(`seeding ${name} at --scale large (takes a few minutes)…`);
    const r = spawnSync(process.execPath, [path.join(root, 'apps/api/dist/seed.js'), '--scale', 'large', '--reset'], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    if (r.status !== 0) throw new Error('seeding failed');
  }
}

await ensureDatabase();
// TRUST_PROXY lets the lead case vary X-Forwarded-For (the per-address limit would cap it at 30).
const site = await startSite({ DATABASE_URL: databaseUrl!, SEED_SCALE: 'none', DATABASE_POOL_SIZE: '20', TRUST_PROXY: 'true', RESPONSE_CACHE_MB: cacheMb });
const rssIdle = rssMb(site.child.pid!);
const [{ token }] = await memberSessions(databaseUrl!, 1, '1390000999');
const envelope = (data: unknown, pageParam?: unknown) => ({ channelCode: 'ch_web', data, ...(pageParam ? { pageParam } : {}) });
const shopListBody = envelope({ kind: 'shop', cityCode: '310000', area: { min: 50, max: 300 }, gradeList: ['A', 'B'] }, { pageNum: 3, pageSize: 20 });

// The shop list's answer as sent uncompressed: the plain route below answers the same bytes.
const listAnswer = Buffer.from(
  await (
    await fetch(`${site.url}/api/foreground/shop/pageList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-no-compression': '1' },
      body: JSON.stringify(shopListBody),
    })
  ).arrayBuffer(),
);
const sameBytesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shp-ceiling-')), 'shop-list.json');
fs.writeFileSync(sameBytesFile, listAnswer);
const ceilingPort = await freePort();
const ceiling = spawn(process.execPath, [...tsx, path.join(root, 'bench/ceiling-server.ts'), String(ceilingPort), sameBytesFile], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((r) => ceiling.stdout.on('data', (d) => String(d).includes('ready') && r()));

// cached: a public read the response cache answers (unless --cache-mb 0).
const cases: {
  name: string;
  spec: { url: string; method: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string>; uniqueBrand?: boolean; browserWrapper?: boolean };
  cached: boolean;
}[] = [
  { name: 'ceiling: plain Fastify JSON', cached: true, spec: { url: `http://127.0.0.1:${ceilingPort}/plain`, method: 'GET' } },
  // Reference only (the targets are against the GET ceiling): the same route reading a JSON body.
  { name: 'plain Fastify JSON, POST body', cached: true, spec: { url: `http://127.0.0.1:${ceilingPort}/plain`, method: 'POST', body: envelope({}) } },
  // Reference only: a plain route sending the shop list's uncompressed bytes, what those bytes alone
  // cost the server and the load generator.
  {
    name: `plain Fastify, shop list's ${(listAnswer.length / 1024).toFixed(1)} KB`,
    cached: true,
    spec: { url: `http://127.0.0.1:${ceilingPort}/same-bytes`, method: 'GET' },
  },
  { name: 'home config', cached: true, spec: { url: `${site.url}/api/foreground/home/homeConfigByChannel`, method: 'POST', body: envelope({}) } },
  { name: 'shop list (filters)', cached: true, spec: { url: `${site.url}/api/foreground/shop/pageList`, method: 'POST', body: shopListBody } },
  // As the web client writes it: a new time and trace id in every body (decision 025).
  {
    name: 'shop list (filters), browser body',
    cached: true,
    spec: { url: `${site.url}/api/foreground/shop/pageList`, method: 'POST', body: shopListBody, browserWrapper: true },
  },
  // As a browser asks for it over plain HTTP: the cached answer's gzip copy is sent as it is.
  {
    name: 'shop list (filters), gzip',
    cached: true,
    spec: { url: `${site.url}/api/foreground/shop/pageList`, method: 'POST', headers: { 'accept-encoding': 'gzip, deflate' }, body: shopListBody },
  },
  { name: 'mall detail', cached: true, spec: { url: `${site.url}/api/foreground/project/queryProjectDetails`, method: 'POST', body: envelope({ id: 42 }) } },
  {
    name: 'brand suggestions',
    cached: true,
    spec: { url: `${site.url}/api/foreground/demandbrander/queryAllBrand`, method: 'POST', body: envelope({ useBrandName: '茶' }) },
  },
  { name: 'search', cached: true, spec: { url: `${site.url}/api/foreground/search/all`, method: 'POST', body: envelope({ keyword: '火锅 商场' }) } },
  {
    name: 'lead submit (member)',
    cached: false,
    spec: {
      url: `${site.url}/api/foreground/demandbrander/branderSettled`,
      method: 'POST',
      headers: { 'member-token': token },
      uniqueBrand: true,
      body: envelope({ useBrandName: 'x', liaison: '压测', isOpenShop: 'Y', sourceType: '2' }),
    },
  },
];

let peakRss = rssMb(site.child.pid!);
// Rounds run every call in turn, so a busy spell on a shared machine falls on all of them alike;
// each figure is the median over the rounds (req/s min–max shown).
const results = new Map<string, LoadResult[]>();
const loadAvg: string[] = [];
try {
  for (let round = 0; round < rounds; round += 1) {
    loadAvg.push(fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
    for (const c of cases) {
      const timer = setInterval(() => (peakRss = Math.max(peakRss, rssMb(site.child.pid!))), 250);
      const r = await measureLoad({ ...c.spec, decodeBodies }, { connections, duration });
      clearInterval(timer);
      results.set(c.name, [...(results.get(c.name) ?? []), r]);
    }
  }
} finally {
  await site.stop();
  ceiling.kill();
  fs.rmSync(path.dirname(sameBytesFile), { recursive: true, force: true });
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const ceilingRps = median(results.get(cases[0].name)!.map((r) => r.rps));
const rows = cases.map((c) => {
  const rs = results.get(c.name)!;
  const rps = median(rs.map((r) => r.rps));
  return {
    call: c.name,
    cache: c.spec.url.startsWith(site.url) ? (c.cached && cacheMb !== '0' ? 'hit' : 'off') : '',
    rps,
    'rps min–max': `${Math.min(...rs.map((r) => r.rps))}–${Math.max(...rs.map((r) => r.rps))}`,
    p50ms: median(rs.map((r) => r.p50)),
    p99ms: median(rs.map((r) => r.p99)),
    ofCeiling: `${Math.round((rps / ceilingRps) * 100)}%`,
    non2xx: rs.reduce((n, r) => n + r.non2xx, 0),
    errors: rs.reduce((n, r) => n + r.errors, 0),
    bytesPerAnswer: decodeBodies ? '' : median(rs.map((r) => r.bytesPerAnswer ?? 0)),
  };
});
console.table(rows);
const sameBytesRps = median(results.get(cases[2].name)!.map((r) => r.rps));
const listRps = median(results.get('shop list (filters)')!.map((r) => r.rps));
console.log(`shop list uncompressed: ${Math.round((listRps / sameBytesRps) * 100)}% of the plain route sending its ${listAnswer.length} bytes`);
if (!decodeBodies) {
  // Every list answer is the whole page: as many bytes as the one fetched before the run.
  const listBytes = ['shop list (filters)', 'shop list (filters), browser body'].flatMap((name) => results.get(name)!.map((r) => r.bytesPerAnswer));
  const whole = listBytes.every((b) => b === listAnswer.length);
  console.log(`shop list answers: ${listBytes.join(', ')} bytes each (expected ${listAnswer.length}: ${whole ? 'every answer whole' : 'MISMATCH'})`);
}
console.log(
  `load generator: autocannon ${decodeBodies ? 'as shipped (decodes every answer)' : 'counting answer bytes without decoding them (--decode-bodies for stock)'}`,
);
console.log(
  `server RSS: ${rssIdle} MB started and idle, ${peakRss} MB peak under load (${connections} connections, ${duration} s per call, response cache ${cacheMb} MB)`,
);
console.log(`load average (1 min) at the start of each round: ${loadAvg.join(', ')}`);
console.log(
  JSON.stringify({
    date: new Date().toISOString(),
    loadAvg,
    rounds,
    connections,
    duration,
    cacheMb,
    decodeBodies,
    rssIdleMb: rssIdle,
    peakRssMb: peakRss,
    rows,
  }),
);
