/**
 * npm run bench:mix [-- --database-url postgres://…/shp_bench_<you>_1m --duration 60 --connections 50
 *   --warmup 10 --setups one,two,ceiling --pool 20 --cache-mb 32 --members 300 --capture 1000 --cpu-prof DIR
 *   --memory-every 10 --heap-snapshots 30,150 --snapshot-dir DIR --node-args "--max-old-space-size=256"]
 *
 * Load that looks like users (issue 38, decision 065): requests drawn live from realistic
 * distributions (bench/mix-draws.ts), never one body repeated, against the built server:
 *   one:     one API process, direct;
 *   two:     two API processes with Redis behind nginx (deploy/nginx.conf, as e2e/multi-process);
 *   ceiling: the database's own throughput for the same mix: a capture run (one request at a time,
 *            response cache off) records the SQL the server sends for each of the first --capture
 *            requests (bench/sql-capture.ts), then bench/ceiling-sql.ts replays it through `pg` at
 *            the same concurrency on a pool of the server's size.
 * Reports req/s, p50/p95/p99, errors, the response cache's hit ratio (from /metrics), RSS, CPU and
 * pool waits per setup, and per op the server's own latency and the uncached cost. Memory (one
 * process): --memory-every N prints RSS, V8 heap used / total and external memory every N seconds
 * of the measured run (from the process's own /metrics); --heap-snapshots T1,T2 has the server
 * write V8 heap snapshots (Node's --heapsnapshot-signal, into --snapshot-dir) T1, T2 … seconds
 * into it, to be compared with bench/heap-summary.ts. --node-args adds flags to the server's node.
 * --capture-out FILE keeps the ceiling's capture (one JSON line a request: op, ms, statements) for
 * bench/slow-sql.ts. Run
 * `npm run build` first; the database is a copy of the 1M benchmark database (docs/performance.md).
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/api/src/db/client.js';
import { arg, freePort, measureLoad, memberSessions, root, rssMb, startNginx, startRedis, startSite } from './support.js';
import { cityBoxes, rng } from './map-draws.js';
import { searchTerms } from './search-terms.js';
import { MIX_SHARES, mixDrawer, type MixWorld } from './mix-draws.js';

const databaseUrl = arg('database-url', process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shp_bench_mix_1m')!;
const duration = Number(arg('duration', '45'));
const warmup = Number(arg('warmup', '10'));
const connections = Number(arg('connections', '50'));
const setups = arg('setups', 'one,two,ceiling')!.split(',');
const poolSize = arg('pool', '20')!;
const cacheMb = arg('cache-mb', '32')!;
const memberCount = Number(arg('members', '300'));
const captureCount = Number(arg('capture', '1000'));
const cpuProf = arg('cpu-prof');
const seed = Number(arg('seed', '65'));
const memoryEvery = Number(arg('memory-every', '0'));
const heapSnapshots = (arg('heap-snapshots') ?? '').split(',').filter(Boolean).map(Number);
const snapshotDir = arg('snapshot-dir', process.cwd())!;
const captureOut = arg('capture-out');
const extraNodeArgs = (arg('node-args') ?? '').split(' ').filter(Boolean);
const METRICS_TOKEN = crypto.randomBytes(24).toString('hex');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shp-mix-'));
const loadAvg = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const began = Date.now();

// ---- the world the requests are drawn from ----
async function readWorld(): Promise<MixWorld> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
  const db = database.db;
  try {
    const r = rng(seed);
    const perDistrict = await queryRows<{ city: string; district: string | null; n: number }>(
      db,
      sql`select city_code as city, district_code as district, count(*)::int as n from shops where status = 'published' group by 1, 2`,
    );
    const cities = new Map<string, MixWorld['cities'][number]>();
    for (const d of perDistrict) {
      const c = cities.get(d.city) ?? { code: d.city, weight: 0, districts: [] };
      c.weight += d.n;
      if (d.district) c.districts.push({ code: d.district, weight: d.n });
      cities.set(d.city, c);
    }
    const formats = (await queryRows<{ id: number; parent_id: number | null }>(db, sql`select id, parent_id from formats order by id`)).map((f) => ({
      id: Number(f.id),
      parentId: f.parent_id === null ? null : Number(f.parent_id),
    }));
    const shuffle = (ids: number[]) => {
      for (let i = ids.length - 1; i > 0; i--) {
        const j = Math.floor(r() * (i + 1));
        [ids[i], ids[j]] = [ids[j]!, ids[i]!];
      }
      return ids;
    };
    const shopIds = shuffle((await queryRows<{ id: number }>(db, sql`select id from shops where status = 'published' order by id`)).map((x) => Number(x.id)));
    const mallIds = shuffle((await queryRows<{ id: number }>(db, sql`select id from malls where status = 'published' order by id`)).map((x) => Number(x.id)));
    // About 3,000 terms spread over the whole table, whatever its size.
    const [{ max }] = await queryRows<{ max: number }>(db, sql`select max(id)::int as max from shops`);
    const terms = await searchTerms(db, 3000, r, { typos: 0.15, every: Math.max(1, Math.floor(Number(max) / 4000)) });
    const boxes = await cityBoxes(db);
    const brandNames = (await queryRows<{ name: string }>(db, sql`select name from brands order by id limit 2000`)).map((b) => b.name);
    const members = await memberSessions(databaseUrl, memberCount, '1390065');
    // Each member has collected a few units already, as members who come back have.
    const popular = shopIds.slice(0, 5000);
    await db.execute(
      sql`insert into collections (member_id, target_type, target_id)
          select m.id, 'shop', ${sql.raw(`(array[${popular.join(',')}])`)}[1 + ((m.id * 7919 + g * 104729) % ${sql.raw(String(popular.length))})]
          from members m cross join generate_series(1, 8) g where m.phone like '1390065%'
          on conflict do nothing`,
    );
    return { cities: [...cities.values()], formats, shopIds, mallIds, terms, boxes, members, brandNames };
  } finally {
    await database.close();
  }
}

/** RssAnon / RssFile of a process: the anonymous part holds the V8 heap and malloc's arenas. */
function rssParts(pid: number): string {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k: string) => Math.round(Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return `anon ${kb('RssAnon')}, file ${kb('RssFile')}`;
}

// ---- /metrics ----
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}
async function scrape(url: string): Promise<Sample[]> {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const out: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-z_:]+)(?:\{(.*)\})? ([0-9.eE+-]+|NaN|\+Inf)$/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]!] = l[2]!;
    out.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return out;
}
const sum = (xs: Sample[], name: string, where: Record<string, string> = {}) =>
  xs.filter((s) => s.name === name && Object.entries(where).every(([k, v]) => s.labels[k] === v)).reduce((n, s) => n + s.value, 0);

/** Counters over a run: `after` minus `before`, summed over processes. */
function delta(before: Sample[][], after: Sample[][], name: string, where: Record<string, string> = {}) {
  return after.reduce((n, a) => n + sum(a, name, where), 0) - before.reduce((n, b) => n + sum(b, name, where), 0);
}

/** Per op from the latency histogram: answers, non-2xx, and the bucket bound under which 50 % / 99 % fell. */
function perOpFromMetrics(before: Sample[][], after: Sample[][]) {
  const ops = new Set(
    after
      .flat()
      .filter((s) => s.name === 'shp_http_requests_total' && s.labels.op?.startsWith('/api/'))
      .map((s) => s.labels.op!),
  );
  const rows: Record<string, { answers: number; non2xx: number; p50: string; p99: string }> = {};
  for (const op of ops) {
    const answers = delta(before, after, 'shp_http_requests_total', { op });
    if (!answers) continue;
    const ok = delta(before, after, 'shp_http_requests_total', { op, status: '2xx' });
    const les = [
      ...new Set(
        after
          .flat()
          .filter((s) => s.name === 'shp_http_request_duration_seconds_bucket' && s.labels.op === op)
          .map((s) => s.labels.le!),
      ),
    ]
      .map((le) => ({ le, n: delta(before, after, 'shp_http_request_duration_seconds_bucket', { op, le }) }))
      .sort((a, b) => Number(a.le) - Number(b.le));
    const bound = (p: number) => {
      const hit = les.find((b) => b.n >= p * answers);
      return !hit ? '?' : hit.le === '+Inf' ? '> 10 s' : `≤ ${Number(hit.le) * 1000} ms`;
    };
    rows[op] = { answers, non2xx: answers - ok, p50: bound(0.5), p99: bound(0.99) };
  }
  return rows;
}

// ---- one load run against a started setup ----
interface RunResult {
  setup: string;
  rps: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  errors: number;
  cacheHit: string;
  rssPeakMb: number[];
  cpu: string;
  poolWaitMax: number;
  distinctBodies: number;
  requests: number;
  loadAvg: string;
  perOp: ReturnType<typeof perOpFromMetrics>;
  sent: Record<string, { sent: number; ok: number; non2xx: number }>;
}

async function measure(setup: string, target: string, processes: { url: string; pid: number }[]): Promise<RunResult> {
  // A server that has run a while: its start-up work done, its caches holding other users' answers
  // (another seed, so the measured requests are not among them).
  if (warmup > 0) {
    await measureLoad(
      { url: target, method: 'POST', headers: { 'accept-encoding': 'gzip, deflate, br' }, mix: { worldFile, seed: seed + 1 } },
      { connections, duration: warmup },
    );
  }
  const load = loadAvg();
  const before = await Promise.all(processes.map((p) => scrape(p.url)));
  const peak = processes.map((p) => rssMb(p.pid));
  let poolWaitMax = 0;
  const rssTimer = setInterval(() => processes.forEach((p, i) => (peak[i] = Math.max(peak[i]!, rssMb(p.pid)))), 250);
  const poolTimer = setInterval(() => {
    void Promise.all(processes.map((p) => scrape(p.url)))
      .then(
        (xs) =>
          (poolWaitMax = Math.max(
            poolWaitMax,
            xs.reduce((n, x) => n + sum(x, 'shp_db_pool_connections', { state: 'waiting' }), 0),
          )),
      )
      .catch(() => {});
  }, 2000);
  const wall = Date.now();
  const memoryTimers: NodeJS.Timeout[] = [];
  if (memoryEvery > 0 && processes.length === 1) {
    const p = processes[0]!;
    const mb = (x: Sample[], name: string) => Math.round(sum(x, name) / 1048576);
    const sample = () =>
      void scrape(p.url)
        .then((x) =>
          console.log(
            `memory t=${Math.round((Date.now() - wall) / 1000)} s: RSS ${rssMb(p.pid)} MB (${rssParts(p.pid)}), heap used ${mb(x, 'shp_nodejs_heap_size_used_bytes')} / total ${mb(x, 'shp_nodejs_heap_size_total_bytes')} MB, external ${mb(x, 'shp_nodejs_external_memory_bytes')} MB; load ${loadAvg()}`,
          ),
        )
        .catch(() => {});
    memoryTimers.push(setInterval(sample, memoryEvery * 1000));
  }
  for (const t of heapSnapshots) {
    // The snapshot pauses the server for seconds: a trough in throughput around each T is expected.
    memoryTimers.push(
      setTimeout(() => {
        console.log(`heap snapshot at t=${t} s (RSS ${rssMb(processes[0]!.pid)} MB)`);
        process.kill(processes[0]!.pid, 'SIGUSR2');
      }, t * 1000),
    );
  }
  let r;
  try {
    r = (await measureLoad(
      { url: target, method: 'POST', headers: { 'accept-encoding': 'gzip, deflate, br' }, mix: { worldFile, seed } },
      { connections, duration },
    )) as Awaited<ReturnType<typeof measureLoad>> & {
      exact: { p50: number | null; p95: number | null; p99: number | null };
      distinctBodies: number;
      total: number;
      timeouts: number;
      perOp: RunResult['sent'];
    };
  } finally {
    clearInterval(rssTimer);
    clearInterval(poolTimer);
    memoryTimers.forEach((t) => clearTimeout(t));
  }
  const seconds = (Date.now() - wall) / 1000;
  const after = await Promise.all(processes.map((p) => scrape(p.url)));
  const hits = delta(before, after, 'shp_response_cache_lookups_total', { result: 'hit' });
  const misses = delta(before, after, 'shp_response_cache_lookups_total', { result: 'miss' });
  const cpu = processes.map((_p, i) => delta([before[i]!], [after[i]!], 'shp_process_cpu_seconds_total') / seconds);
  return {
    setup,
    rps: r.rps,
    p50: r.exact.p50,
    p95: r.exact.p95,
    p99: r.exact.p99,
    errors: r.non2xx + r.errors + r.timeouts,
    cacheHit: hits + misses ? `${((hits / (hits + misses)) * 100).toFixed(1)} % of ${hits + misses}` : 'no lookups',
    rssPeakMb: peak,
    cpu: cpu.map((c) => `${Math.round(c * 100)} %`).join(' + '),
    poolWaitMax,
    distinctBodies: r.distinctBodies,
    requests: r.total,
    loadAvg: `${load} → ${loadAvg()}`,
    perOp: perOpFromMetrics(before, after),
    sent: r.perOp,
  };
}

const baseEnv = {
  DATABASE_URL: databaseUrl,
  SEED_SCALE: 'none',
  DATABASE_POOL_SIZE: poolSize,
  RESPONSE_CACHE_MB: cacheMb,
  METRICS_TOKEN,
};

console.log(
  `bench:mix on ${new URL(databaseUrl).pathname.slice(1)}: ${connections} connections, ${warmup} s warm-up + ${duration} s a setup; load average ${loadAvg()}`,
);
const world = await readWorld();
const worldFile = path.join(work, 'world.json');
fs.writeFileSync(worldFile, JSON.stringify(world));
console.log(
  `world: ${world.shopIds.length} units, ${world.mallIds.length} malls, ${world.cities.length} cities, ${world.terms.length} search terms, ${world.boxes.length} map cities, ${world.members.length} members with sessions (${Math.round((Date.now() - began) / 1000)} s)`,
);

const results: RunResult[] = [];
let ceiling: {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  statementsPerSecond: number;
  errorKinds: Record<string, number>;
  loadAvg: string;
} | null = null;
const captured: { op: string; ms: number; status: number; code: unknown; statements: number }[] = [];

try {
  if (setups.includes('one')) {
    const nodeArgs = [
      ...extraNodeArgs,
      ...(cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${cpuProf}`] : []),
      ...(heapSnapshots.length ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshotDir}`] : []),
    ];
    const site = await startSite({ ...baseEnv, TRUST_PROXY: '1' }, { nodeArgs });
    try {
      results.push(await measure('one process, direct', site.url, [{ url: site.url, pid: site.child.pid! }]));
    } finally {
      await site.stop();
    }
  }

  if (setups.includes('two')) {
    const redis = await startRedis();
    const sites = await Promise.all([0, 1].map(() => startSite({ ...baseEnv, REDIS_URL: redis.url, TRUST_PROXY: '2' })));
    const listen = `127.0.0.1:${await freePort()}`;
    const nginxDir = path.join(work, 'nginx');
    fs.mkdirSync(nginxDir);
    // Two trusted hops: nginx, and the users' addresses the load generator writes (as a CDN would).
    const nginx = await startNginx(nginxDir, {
      SHP_API_1: new URL(sites[0]!.url).host,
      SHP_API_2: new URL(sites[1]!.url).host,
      SHP_LISTEN: listen,
      SHP_UPLOADS: '127.0.0.1:9/unused',
    });
    try {
      results.push(
        await measure(
          'two processes behind nginx',
          `http://${listen}`,
          sites.map((s) => ({ url: s.url, pid: s.child.pid! })),
        ),
      );
    } finally {
      nginx.kill('SIGQUIT');
      await Promise.all(sites.map((s) => s.stop()));
      redis.stop();
    }
  }

  if (setups.includes('ceiling')) {
    // Capture: one request at a time, every answer computed (no response cache, no jobs), each
    // request's statements being the lines the server appended while it was answered.
    const captureFile = path.join(work, 'sql.jsonl');
    fs.writeFileSync(captureFile, '');
    const site = await startSite(
      { ...baseEnv, TRUST_PROXY: '1', RESPONSE_CACHE_MB: '0', JOBS: 'off', SHP_SQL_CAPTURE_FILE: captureFile },
      { nodeArgs: ['--import', 'tsx', '--import', pathToFileURL(path.join(root, 'bench/sql-capture.ts')).href] },
    );
    const groups: unknown[][] = [];
    try {
      const fd = fs.openSync(captureFile, 'r');
      let offset = 0;
      const readNew = () => {
        const size = fs.fstatSync(fd).size;
        const buf = Buffer.alloc(size - offset);
        fs.readSync(fd, buf, 0, buf.length, offset);
        offset = size;
        return buf
          .toString('utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as unknown);
      };
      // Start-up work (count summaries, search text) is not a request's: wait until the server is quiet.
      const idle: { text: string }[] = [];
      for (let quiet = 0, waited = 0; quiet < 3 && waited < 120; waited++) {
        await new Promise((r) => setTimeout(r, 500));
        const xs = readNew() as { text: string }[];
        idle.push(...xs);
        quiet = xs.length ? 0 : quiet + 1;
      }
      if (idle.length) console.log(`statements of the idle server (not a request's): ${[...new Set(idle.map((x) => x.text.slice(0, 60)))].join(' | ')}`);
      const draw = mixDrawer(world, seed);
      for (let i = 0; i < captureCount; i++) {
        const d = draw();
        const t = performance.now();
        const res = await fetch(`${site.url}${d.path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...d.headers }, body: d.body });
        const json = (await res.json().catch(() => ({}))) as { code?: unknown };
        const ms = performance.now() - t;
        const statements = readNew();
        groups.push(statements);
        if (captureOut) fs.appendFileSync(captureOut, `${JSON.stringify({ op: d.op, ms, statements })}\n`);
        captured.push({ op: d.op, ms, status: res.status, code: json.code, statements: statements.length });
      }
      fs.closeSync(fd);
      console.log(
        `capture: ${captureCount} requests, ${groups.flat().length} statements (${idle.length} sent by the server before it went quiet after starting)`,
      );
    } finally {
      await site.stop();
    }
    const groupsFile = path.join(work, 'groups.json');
    fs.writeFileSync(groupsFile, JSON.stringify(groups));
    const load = loadAvg();
    ceiling = await new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(root, 'bench/ceiling-sql.ts'),
          JSON.stringify({ databaseUrl, groupsFile, connections, pool: Number(poolSize), duration }),
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.on('exit', (code) =>
        code === 0 ? resolve({ ...JSON.parse(out.trim().split('\n').pop()!), loadAvg: `${load} → ${loadAvg()}` }) : reject(new Error(`ceiling ${code}`)),
      );
    });
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

// ---- report ----
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! * 10) / 10 : null;
};
console.log('\nsetups (latency as the load generator saw it; errors = non-2xx + socket errors + timeouts):');
console.table([
  ...results.map((r) => ({
    setup: r.setup,
    'req/s': r.rps,
    'p50 ms': r.p50,
    'p95 ms': r.p95,
    'p99 ms': r.p99,
    errors: r.errors,
    'cache hit': r.cacheHit,
    'RSS peak MB': r.rssPeakMb.join(' + '),
    CPU: r.cpu,
    'pool waits (max)': r.poolWaitMax,
    'of ceiling': ceiling ? `${Math.round((r.rps / ceiling.rps) * 100)} %` : '',
    'load avg': r.loadAvg,
  })),
  ...(ceiling
    ? [
        {
          setup: `ceiling: captured SQL through pg (pool ${poolSize})`,
          'req/s': ceiling.rps,
          'p50 ms': ceiling.p50,
          'p95 ms': ceiling.p95,
          'p99 ms': ceiling.p99,
          errors: ceiling.errors,
          'cache hit': 'none (every answer computed)',
          'RSS peak MB': '',
          CPU: '',
          'pool waits (max)': '',
          'of ceiling': '100 %',
          'load avg': ceiling.loadAvg,
        },
      ]
    : []),
]);
for (const r of results) {
  const few = r.distinctBodies < 10_000 ? ' (fewer than the 10,000 the issue asks for: a longer --duration sends more)' : '';
  console.log(`${r.setup}: ${r.requests} requests, ${r.distinctBodies} distinct request bodies${few}`);
}
if (ceiling?.errors) console.log(`ceiling errors: ${JSON.stringify(ceiling.errorKinds)}`);

const first = results[0];
if (first || captured.length) {
  console.log(
    `\nper op: the server's own latency under load (${first?.setup ?? 'not run'}, from /metrics buckets) and uncached at one request at a time (capture):`,
  );
  const pathOf = new Map<string, string>();
  const draw = mixDrawer(world, seed);
  for (let i = 0; i < 3000 && pathOf.size < MIX_SHARES.length; i++) {
    const d = draw();
    pathOf.set(d.op, d.path);
  }
  console.table(
    MIX_SHARES.map((s) => {
      const m = first?.perOp[pathOf.get(s.op) ?? ''];
      const sent = first?.sent[s.op];
      const c = captured.filter((x) => x.op === s.op);
      return {
        op: s.op,
        'share %': s.share,
        sent: sent?.sent ?? '',
        'non-2xx': sent?.non2xx ?? '',
        'server p50': m?.p50 ?? '',
        'server p99': m?.p99 ?? '',
        'uncached n': c.length,
        'uncached p50 ms': pct(
          c.map((x) => x.ms),
          50,
        ),
        'uncached p95 ms': pct(
          c.map((x) => x.ms),
          95,
        ),
        'statements / request': c.length ? Math.round((c.reduce((n, x) => n + x.statements, 0) / c.length) * 10) / 10 : '',
        'failed (capture)': c.filter((x) => x.status !== 200 || x.code !== 10000).length,
      };
    }),
  );
  const failed = captured.filter((x) => x.status !== 200 || x.code !== 10000);
  if (failed.length) console.log(`capture answers that were not 10000: ${JSON.stringify(failed.slice(0, 5))}`);
}
console.log(`\nwall time ${Math.round((Date.now() - began) / 1000)} s; load average now ${loadAvg()}`);
console.log(JSON.stringify({ date: new Date().toISOString(), connections, duration, poolSize, cacheMb, results, ceiling }));
