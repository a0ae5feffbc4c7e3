/**
 * npm run bench:faults [-- --concurrency 16 --phase-seconds 5]
 * Faults under load on a PRIVATE PostgreSQL 15 (its own data folder and port; the shared server on
 * 5432 is never touched). Needs `npm run build` first. Three experiments, figures printed at the end:
 *  A. PostgreSQL stopped mid-load and started again: answers while it is down (503 envelope, no
 *     hang, no crash), recovery without restarting the API, every lead acknowledged with 10000 stored.
 *  B. The API process killed with SIGKILL mid-load and started again: nothing acknowledged is lost.
 *  C. SIGTERM with requests in flight (held on a table lock): they complete, a new request is
 *     refused (connection refused, or 503 with the SPEC envelope while they drain), the process
 *     exits 0.
 */
import { execFile, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { arg, freePort, startSite } from './support.js';

const concurrency = Number(arg('concurrency', '16'));
const phaseSeconds = Number(arg('phase-seconds', '5'));
const PG_BIN = '/usr/lib/postgresql/15/bin';
const DB_DOWN_TEXT = '服务暂时不可用，请稍后重试';
const REQUEST_TIMEOUT_MS = 15_000;
const run = crypto.randomBytes(3).toString('hex');

// ---- private PostgreSQL -------------------------------------------------------------------------

const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shp-faults-pg-'));
const pgData = path.join(pgDir, 'data');
const pgPort = await freePort();
const asRoot = process.getuid?.() === 0;

/** Asynchronous, so the load keeps flowing while PostgreSQL stops and starts. */
function pgCommand(bin: string, args: string[]): Promise<void> {
  const cmd = [path.join(PG_BIN, bin), ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  // initdb refuses to run as root: run the server tools as the postgres user, in a folder it owns.
  const [file, argv] = asRoot ? ['su', ['postgres', '-c', cmd]] : ['sh', ['-c', cmd]];
  return new Promise((resolve, reject) =>
    execFile(file, argv, (err, stdout, stderr) => (err ? reject(new Error(`${bin} failed: ${stderr || stdout}`)) : resolve())),
  );
}
const pgCtl = (action: 'start' | 'stop') =>
  pgCommand(
    'pg_ctl',
    action === 'start'
      ? ['-D', pgData, '-w', '-l', path.join(pgDir, 'pg.log'), '-o', `-p ${pgPort} -k ${pgDir} -c listen_addresses=127.0.0.1 -c fsync=on`, 'start']
      : ['-D', pgData, '-w', '-m', 'fast', 'stop'],
  );

if (asRoot) spawnSync('chown', ['-R', 'postgres', pgDir]);
await pgCommand('initdb', ['-D', pgData, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale']);
await pgCtl('start');
let pgRunning = true;
const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;

async function withDb<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function memberToken(): Promise<string> {
  const token = crypto.randomBytes(24).toString('base64url');
  const hash = crypto.createHash('sha256').update(token).digest('hex');
  await withDb(async (c) => {
    const m = await c.query(
      `insert into members (user_id, phone, nick_name) values ($1, $2, '故障会员') on conflict (phone) do update set nick_name = excluded.nick_name returning id`,
      [crypto.randomBytes(16).toString('hex'), '13900008888'],
    );
    await c.query(`insert into member_sessions (member_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`, [m.rows[0].id, hash]);
  });
  return token;
}

// ---- load ---------------------------------------------------------------------------------------

interface Outcome {
  brand: string;
  at: number;
  ms: number;
  /** HTTP status, or 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  code?: unknown;
  msg?: string;
  error?: string;
}

const target = { url: '' };
let seq = 0;

async function submit(token: string, prefix: string): Promise<Outcome> {
  const n = ++seq;
  const brand = `${prefix}-${n}`;
  const started = Date.now();
  try {
    const res = await fetch(`${target.url}/api/foreground/demandbrander/branderSettled`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'member-token': token,
        // Many visitors behind the proxy: the per-IP lead limit (30 an hour) does not cap the load.
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({ channelCode: 'ch_web', data: { useBrandName: brand, liaison: '故障测试', isOpenShop: 'Y', sourceType: '2' } }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    let body: { code?: unknown; msg?: string } = {};
    try {
      body = JSON.parse(text);
    } catch {
      body = { msg: `not JSON: ${text.slice(0, 80)}` };
    }
    return { brand, at: started, ms: Date.now() - started, status: res.status, code: body.code, msg: body.msg };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    return { brand, at: started, ms: Date.now() - started, status: 0, error: e.name === 'TimeoutError' ? 'timeout' : (e.cause?.code ?? e.message) };
  }
}

function startLoad(token: string, prefix: string) {
  const outcomes: Outcome[] = [];
  let stop = false;
  const workers = Array.from({ length: concurrency }, async () => {
    while (!stop) {
      const o = await submit(token, prefix);
      outcomes.push(o);
      // No answer (refused): back off a little like a client would, not a busy loop.
      if (o.status === 0) await sleep(100);
    }
  });
  return {
    outcomes,
    async finish() {
      stop = true;
      await Promise.all(workers);
      return outcomes;
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const acknowledged = (o: Outcome) => o.status === 200 && o.code === 10000;

function summarize(outcomes: Outcome[], from = 0, to = Infinity) {
  const inWindow = outcomes.filter((o) => o.at >= from && o.at < to);
  const kinds = new Map<string, number>();
  for (const o of inWindow) {
    const k = o.status ? `${o.status} ${o.code} ${o.status === 200 ? '' : (o.msg ?? '')}`.trim() : `no answer (${o.error})`;
    kinds.set(k, (kinds.get(k) ?? 0) + 1);
  }
  const ms = inWindow.map((o) => o.ms).sort((a, b) => a - b);
  return {
    requests: inWindow.length,
    answers: Object.fromEntries(kinds),
    p50ms: ms[Math.floor(ms.length / 2)] ?? 0,
    maxMs: ms[ms.length - 1] ?? 0,
  };
}

async function storedBrands(prefix: string): Promise<Set<string>> {
  const rows = await withDb((c) => c.query<{ brand_name: string }>(`select brand_name from leads where brand_name like $1`, [`${prefix}-%`]));
  return new Set(rows.rows.map((r) => r.brand_name));
}

async function countAcknowledged(outcomes: Outcome[], prefix: string) {
  const stored = await storedBrands(prefix);
  const acked = outcomes.filter(acknowledged);
  const lost = acked.filter((o) => !stored.has(o.brand));
  const ackedSet = new Set(acked.map((o) => o.brand));
  return {
    sent: outcomes.length,
    acknowledged: acked.length,
    stored: stored.size,
    acknowledgedButMissing: lost.length,
    storedWithoutAcknowledgement: [...stored].filter((b) => !ackedSet.has(b)).length,
  };
}

function alive(child: ChildProcess) {
  return child.exitCode === null && child.signalCode === null;
}

const failures: string[] = [];
const report: Record<string, unknown> = { date: new Date().toISOString(), cores: os.cpus().length, node: process.version, concurrency, phaseSeconds };
const siteEnv = { DATABASE_URL: databaseUrl, SEED_SCALE: 'none', TRUST_PROXY: 'true', DATABASE_POOL_SIZE: '10' };
const sites: { child: ChildProcess; stop(): Promise<void> }[] = [];

try {
  // ---- A. PostgreSQL stopped and started under load ----------------------------------------------
  let site = await startSite(siteEnv);
  sites.push(site);
  target.url = site.url;
  const token = await memberToken();
  const prefixA = `FA${run}`;
  const loadA = startLoad(token, prefixA);
  await sleep(phaseSeconds * 1000);
  const stopAt = Date.now();
  await pgCtl('stop');
  pgRunning = false;
  const stoppedAt = Date.now();
  await sleep(phaseSeconds * 1000);
  const healthDown = await fetch(`${site.url}/healthz`, { signal: AbortSignal.timeout(5000) }).then(
    (r) => r.status,
    () => 0,
  );
  const startAt = Date.now();
  await pgCtl('start');
  pgRunning = true;
  const startedAt = Date.now();
  await sleep(phaseSeconds * 1000);
  const outcomesA = await loadA.finish();
  const firstAckAfter = outcomesA.filter((o) => acknowledged(o) && o.at >= startedAt).sort((a, b) => a.at - b.at)[0];
  const down = summarize(outcomesA, stoppedAt, startAt);
  const countsA = await countAcknowledged(outcomesA, prefixA);
  report.A_postgresStopped = {
    before: summarize(outcomesA, 0, stopAt),
    whileStopping: summarize(outcomesA, stopAt, stoppedAt),
    whileDown: down,
    apiHealthzWhileDown: healthDown,
    whileStarting: summarize(outcomesA, startAt, startedAt),
    afterRestart: summarize(outcomesA, startedAt),
    recoveredMsAfterPostgresUp: firstAckAfter ? firstAckAfter.at + firstAckAfter.ms - startedAt : null,
    apiProcessAlive: alive(site.child),
    ...countsA,
  };
  const downBad = outcomesA.filter((o) => o.at >= stoppedAt && o.at < startAt && !(o.status === 503 && o.msg === DB_DOWN_TEXT));
  if (downBad.length) failures.push(`A: ${downBad.length} answers while PostgreSQL was down were not 503 '${DB_DOWN_TEXT}'`);
  if (outcomesA.some((o) => o.status >= 500 && o.status !== 503)) failures.push('A: a 5xx other than 503');
  if (outcomesA.some((o) => o.error === 'timeout')) failures.push('A: a request hung past 15 s');
  if (!firstAckAfter) failures.push('A: no lead acknowledged after PostgreSQL came back');
  if (!alive(site.child)) failures.push('A: the API process died');
  if (countsA.acknowledgedButMissing) failures.push(`A: ${countsA.acknowledgedButMissing} acknowledged leads are not in the database`);

  // ---- B. API killed with SIGKILL under load and started again ------------------------------------
  const prefixB = `FB${run}`;
  const loadB = startLoad(token, prefixB);
  await sleep(phaseSeconds * 1000);
  const killAt = Date.now();
  site.child.kill('SIGKILL');
  await new Promise((r) => (site.child.exitCode !== null || site.child.signalCode !== null ? r(null) : site.child.once('exit', r)));
  sites.pop();
  const restartStart = Date.now();
  site = await startSite(siteEnv);
  sites.push(site);
  target.url = site.url;
  const restartedAt = Date.now();
  await sleep(phaseSeconds * 1000);
  const outcomesB = await loadB.finish();
  const countsB = await countAcknowledged(outcomesB, prefixB);
  report.B_apiKilled = {
    beforeKill: summarize(outcomesB, 0, killAt),
    whileDown: summarize(outcomesB, killAt, restartedAt),
    restartMs: restartedAt - restartStart,
    afterRestart: summarize(outcomesB, restartedAt),
    ...countsB,
  };
  if (countsB.acknowledgedButMissing) failures.push(`B: ${countsB.acknowledgedButMissing} acknowledged leads are not in the database`);
  if (!outcomesB.some((o) => acknowledged(o) && o.at >= restartedAt)) failures.push('B: no lead acknowledged after the restart');

  // ---- C. graceful shutdown with requests in flight -----------------------------------------------
  // A table lock holds lead inserts in flight for as long as we like; SIGTERM arrives meanwhile.
  const prefixC = `FC${run}`;
  const locker = new pg.Client({ connectionString: databaseUrl });
  await locker.connect();
  await locker.query('begin');
  await locker.query('lock table leads in exclusive mode');
  const inflight = Array.from({ length: 8 }, () => submit(token, prefixC));
  await sleep(1000);
  const exit = new Promise<{ code: number | null; signal: string | null; at: number }>((r) =>
    site.child.once('exit', (code, signal) => r({ code, signal, at: Date.now() })),
  );
  const termAt = Date.now();
  site.child.kill('SIGTERM');
  await sleep(500);
  // A request made while the others drain is refused one way or the other: the connection is
  // refused once the listener has closed, and before that (or on a kept-alive connection) it is
  // answered 503 with the SPEC envelope and Retry-After (plugins/drain.ts).
  const newConnection = await fetch(`${site.url}/api/foreground/demandbrander/branderSettled`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'member-token': token },
    body: JSON.stringify({ channelCode: 'ch_web', data: { useBrandName: `${prefixC}-late`, liaison: '压测', isOpenShop: 'Y', sourceType: '2' } }),
    signal: AbortSignal.timeout(3000),
  }).then(
    async (r) => `answered ${r.status} ${r.headers.get('retry-after') ? 'retry-after ' + r.headers.get('retry-after') + ' ' : ''}${await r.text()}`,
    (e: Error & { cause?: { code?: string } }) => `refused (${e.cause?.code ?? e.message})`,
  );
  const stillRunningWhileHeld = alive(site.child);
  await sleep(1500);
  const releaseAt = Date.now();
  await locker.query('commit');
  await locker.end();
  const outcomesC = await Promise.all(inflight);
  const exited = await Promise.race([exit, sleep(20_000).then(() => null)]);
  sites.pop();
  const countsC = await countAcknowledged(outcomesC, prefixC);
  report.C_gracefulShutdown = {
    inFlightAtSigterm: inflight.length,
    inFlightAnswers: summarize(outcomesC).answers,
    newConnectionAfterSigterm: newConnection,
    processAliveWhileRequestsHeld: stillRunningWhileHeld,
    exitCode: exited?.code ?? 'did not exit in 20 s',
    exitMsAfterRelease: exited ? exited.at - releaseAt : null,
    sigtermToExitMs: exited ? exited.at - termAt : null,
    ...countsC,
  };
  if (!outcomesC.every(acknowledged)) failures.push('C: an in-flight request did not complete with 10000');
  const refusedWithEnvelope = newConnection.startsWith(`answered 503 retry-after 5 {"code":503,"msg":"${DB_DOWN_TEXT}"`);
  if (!newConnection.startsWith('refused') && !refusedWithEnvelope) failures.push(`C: a request after SIGTERM was ${newConnection}`);
  if (exited?.code !== 0) failures.push('C: the process did not exit 0');
  if (countsC.acknowledgedButMissing) failures.push('C: acknowledged leads missing');
} finally {
  for (const s of sites) if (alive(s.child)) await s.stop();
  if (pgRunning) await pgCtl('stop');
  fs.rmSync(pgDir, { recursive: true, force: true });
}

console.log(JSON.stringify(report, null, 2));
if (failures.length) {
  console.log(`FAILED:\n- ${failures.join('\n- ')}`);
  process.exitCode = 1;
} else {
  console.log('all fault checks passed');
}
