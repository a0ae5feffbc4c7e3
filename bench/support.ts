import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until it answers truthy; a probe that throws counts as "not yet". */
export async function waitFor(what: string, probe: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if (await probe()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(100);
  }
}

/**
 * Starts the built site as production would run it, on a scratch database unless DATABASE_URL
 * names one (benchmarks at --scale large point it at a seeded PostgreSQL database). `nodeArgs` go
 * before the server file (e.g. `--cpu-prof`, or an `--import` that observes the process).
 */
export async function startSite(
  env: Record<string, string> = {},
  opts: { nodeArgs?: string[] } = {},
): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shp-bench-'));
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), path.join(root, 'apps/api/dist/server.js')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    'server start',
    async () => {
      if (child.exitCode !== null) throw new Error('server exited');
      return (await fetch(`${url}/healthz`)).ok;
    },
    300_000,
  ).catch((e: Error) => {
    child.kill('SIGTERM');
    throw e;
  });
  return {
    url,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process in MB. */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** Our own Redis (Debian's redis-server) on a free port: the caller stops it, never the machine's. */
export async function startRedis(): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitFor('redis', () => pingRedis(port), 10_000);
  return { url: `redis://127.0.0.1:${port}`, stop: () => proc.kill('SIGTERM') };
}

export function pingRedis(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const sock = net.connect(port, '127.0.0.1', () => sock.write('PING\r\n'));
    sock.on('data', (d) => {
      sock.destroy();
      resolve(String(d).startsWith('+PONG'));
    });
    sock.on('error', () => resolve(false));
  });
}

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

/** deploy/nginx.conf with this machine's ports, inside a minimal main config of its own folder. */
export function writeNginxConfig(dir: string, vars: Record<string, string>) {
  const site = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8').replace(/\$\{(SHP_[A-Z0-9_]+)\}/g, (_m, name: string) => {
    if (!(name in vars)) throw new Error(`deploy/nginx.conf names ${name}, which the caller does not set`);
    return vars[name];
  });
  fs.writeFileSync(path.join(dir, 'shangpuhui.conf'), site);
  for (const t of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(dir, t), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/shangpuhui.conf;
}
`,
  );
}

/**
 * nginx with the shipped site config (deploy/nginx.conf) in `dir`, in front of the API processes
 * `vars` names (SHP_API_1, SHP_API_2, SHP_LISTEN, SHP_UPLOADS); answers once /healthz does through it.
 */
export async function startNginx(dir: string, vars: Record<string, string>): Promise<ChildProcess> {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx)');
  writeNginxConfig(dir, vars);
  const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused deploy/nginx.conf:\n${check.stderr}`);
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  await waitFor('nginx', async () => (await fetch(`http://${vars.SHP_LISTEN}/healthz`)).ok, 10_000);
  return child;
}

/**
 * Members with live sessions, written straight to the database as a login writes them (the token's
 * SHA-256 in member_sessions): phones `<prefix><n>`, so a second run reuses the same members.
 */
export async function memberSessions(databaseUrl: string, count: number, prefix = '1390000'): Promise<{ id: number; token: string }[]> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const out: { id: number; token: string }[] = [];
    for (let n = 0; n < count; n++) {
      const token = crypto.randomBytes(24).toString('base64url');
      const phone = `${prefix}${String(n).padStart(11 - prefix.length, '0')}`;
      const m = await c.query<{ id: string }>(
        `insert into members (user_id, phone, nick_name) values ($1, $2, $3)
         on conflict (phone) do update set nick_name = excluded.nick_name, deleted_at = null, status = 'active' returning id`,
        [crypto.randomBytes(16).toString('hex'), phone, `压测会员${n}`],
      );
      await c.query(`insert into member_sessions (member_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`, [
        m.rows[0].id,
        crypto.createHash('sha256').update(token).digest('hex'),
      ]);
      out.push({ id: Number(m.rows[0].id), token });
    }
    return out;
  } finally {
    await c.end();
  }
}

export function arg(name: string, fallback?: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Body bytes per answer, counted by the load generator (null when run with stock body decoding). */
  bytesPerAnswer: number | null;
}

/**
 * One autocannon run of `spec` (url, method, headers, body; see load-worker.ts) in a process of its
 * own, so the load generator does not share an event loop with the script that reads the figures.
 */
export function measureLoad(spec: Record<string, unknown>, opts: { connections: number; duration: number }): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/load-worker.ts'), JSON.stringify({ ...opts, ...spec })], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`worker ${code}`))));
  });
}
