/**
 * npm run bench:api [-- --database-url postgres://… --prepare --duration 10 --connections 50]
 * Requests/s and p50/p99 of the hot calls beside a plain Fastify JSON route (the ceiling) measured
 * in the same run, and the server's RSS under load. --prepare seeds the database at --scale large.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { arg, freePort, root, startSite } from './support.js';

const databaseUrl = arg('database-url', process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shp_bench');
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '50'));
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

function measure(spec: Record<string, unknown>): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...tsx, path.join(root, 'bench/load-worker.ts'), JSON.stringify({ connections, duration, ...spec })], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`worker ${code}`))));
  });
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function memberToken(): Promise<string> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const crypto = await import('node:crypto');
  const token = crypto.randomBytes(24).toString('base64url');
  const hash = crypto.createHash('sha256').update(token).digest('hex');
  const m = await c.query(
    `insert into members (user_id, phone, nick_name) values ($1, $2, '压测会员') on conflict (phone) do update set nick_name = excluded.nick_name returning id`,
    [crypto.randomBytes(16).toString('hex'), '13900009999'],
  );
  await c.query(`insert into member_sessions (member_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`, [m.rows[0].id, hash]);
  await c.end();
  return token;
}

await ensureDatabase();
const ceilingPort = await freePort();
const ceiling = spawn(process.execPath, [...tsx, path.join(root, 'bench/ceiling-server.ts'), String(ceilingPort)], { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise<void>((r) => ceiling.stdout.on('data', (d) => String(d).includes('ready') && r()));
// TRUST_PROXY lets the lead case vary X-Forwarded-For (the per-address limit would cap it at 30).
const site = await startSite({ DATABASE_URL: databaseUrl!, SEED_SCALE: 'none', DATABASE_POOL_SIZE: '20', TRUST_PROXY: 'true' });
const token = await memberToken();
const envelope = (data: unknown, pageParam?: unknown) => ({ channelCode: 'ch_web', data, ...(pageParam ? { pageParam } : {}) });

const cases: { name: string; spec: Record<string, unknown>; cached: boolean }[] = [
  { name: 'ceiling: plain Fastify JSON', cached: true, spec: { url: `http://127.0.0.1:${ceilingPort}/plain`, method: 'GET' } },
  { name: 'home config', cached: true, spec: { url: `${site.url}/api/foreground/home/homeConfigByChannel`, method: 'POST', body: envelope({}) } },
  { name: 'shop list (filters)', cached: false, spec: { url: `${site.url}/api/foreground/shop/pageList`, method: 'POST', body: envelope({ kind: 'shop', cityCode: '310000', area: { min: 50, max: 300 }, gradeList: ['A', 'B'] }, { pageNum: 3, pageSize: 20 }) } },
  { name: 'mall detail', cached: false, spec: { url: `${site.url}/api/foreground/project/queryProjectDetails`, method: 'POST', body: envelope({ id: 42 }) } },
  { name: 'brand suggestions', cached: false, spec: { url: `${site.url}/api/foreground/demandbrander/queryAllBrand`, method: 'POST', body: envelope({ useBrandName: '茶' }) } },
  { name: 'search', cached: false, spec: { url: `${site.url}/api/foreground/search/all`, method: 'POST', body: envelope({ keyword: '火锅 商场' }) } },
  { name: 'lead submit (member)', cached: false, spec: { url: `${site.url}/api/foreground/demandbrander/branderSettled`, method: 'POST', headers: { 'member-token': token }, uniqueBrand: true, body: envelope({ useBrandName: 'x', liaison: '压测', isOpenShop: 'Y', sourceType: '2' }) } },
];

const rows = [];
let peakRss = rssMb(site.child.pid!);
let ceilingRps = 0;
try {
  for (const c of cases) {
    const timer = setInterval(() => (peakRss = Math.max(peakRss, rssMb(site.child.pid!))), 500);
    const r = await measure(c.spec);
    clearInterval(timer);
    if (c.name.startsWith('ceiling')) ceilingRps = r.rps;
    rows.push({ call: c.name, rps: r.rps, p50ms: r.p50, p99ms: r.p99, ofCeiling: ceilingRps ? `${Math.round((r.rps / ceilingRps) * 100)}%` : '', non2xx: r.non2xx, errors: r.errors });
  }
} finally {
  await site.stop();
  ceiling.kill();
}
console.table(rows);
console.log(`server peak RSS under load: ${peakRss} MB (${connections} connections, ${duration} s per call)`);
console.log(JSON.stringify({ date: new Date().toISOString(), connections, duration, peakRssMb: peakRss, rows }));
