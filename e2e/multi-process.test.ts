import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthText, SESSION_COOKIE, encodePhone } from '@shp/contracts';
import zlib from 'node:zlib';
import WebSocket from 'ws';
import { NGINX, freePort, startNginx, startRedis } from '../bench/support.js';

/**
 * The deployment of deploy/compose.yaml on this machine, without Docker (decision 057): nginx with
 * the shipped site config (deploy/nginx.conf), two built API processes on one PostgreSQL database
 * and a Redis of their own, uploads in an S3-compatible store (s3rver standing in for MinIO).
 * No browser: what is tested is what crosses processes.
 */

const root = path.resolve(import.meta.dirname, '..');
const PG_URL = process.env.MULTI_PROCESS_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** CI and `.ci/run` must run this test: there, a missing nginx or PostgreSQL is a failure, not a skip. */
const REQUIRED = Boolean(process.env.CI || process.env.SHP_MULTI_PROCESS_REQUIRED);

async function postgresAnswers(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

const missing = [...(NGINX ? [] : ['nginx (apt-get install nginx)']), ...((await postgresAnswers()) ? [] : [`PostgreSQL at ${PG_URL}`])];
if (missing.length && REQUIRED) throw new Error(`multi-process test: ${missing.join(' and ')} missing on CI`);
if (missing.length) console.warn(`[multi-process] skipped: needs ${missing.join(' and ')}`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json: { code: number | string; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of every shape
}

/** One HTTP request from a chosen loopback address (each address is its own client to the limits). */
function request(
  base: string,
  method: string,
  urlPath: string,
  opts: { body?: unknown; headers?: Record<string, string>; from?: string; cookie?: string } = {},
): Promise<Answer> {
  const url = new URL(urlPath, base);
  const payload = opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        localAddress: opts.from,
        agent: false,
        headers: {
          origin: publicOrigin,
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          ...(opts.cookie ? { cookie: `${SESSION_COOKIE}=${opts.cookie}` } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          let json = { code: -1, msg: '', data: null } as Answer['json'];
          try {
            json = JSON.parse(body.toString('utf8'));
          } catch {
            // not JSON (a page, a file)
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`timeout: ${method} ${urlPath}`)));
    req.end(payload);
  });
}

const op = (base: string, opPath: string, data: unknown, opts: { from?: string; cookie?: string; headers?: Record<string, string> } = {}) =>
  request(base, 'POST', opPath, { ...opts, body: { channelCode: 'ch_web', traceId: crypto.randomBytes(16).toString('hex'), data } });

let publicOrigin = '';
let site = ''; // nginx
let apiA = '';
let apiB = '';
let work = '';
let dbName = '';
let sqlPool: pg.Pool | null = null;
let redis: { url: string; stop(): void } | null = null;
let s3: { close(): Promise<void> } | null = null;
let nginx: ChildProcess | null = null;
const apis: { child: ChildProcess; log: string[] }[] = [];
const METRICS_TOKEN = crypto.randomBytes(24).toString('hex');

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 90_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const v = await probe();
      if (v) return v;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(100);
  }
}

async function startApi(env: NodeJS.ProcessEnv, port: number) {
  const log: string[] = [];
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => log.push(String(d)));
  child.stderr?.on('data', (d) => log.push(String(d)));
  const entry = { child, log };
  apis.push(entry);
  const base = `http://127.0.0.1:${port}`;
  await until(`API on ${port}`, async () => {
    if (child.exitCode !== null) throw new Error(`API exited:\n${log.join('')}`);
    return (await request(base, 'GET', '/healthz')).status === 200;
  }).catch((e: Error) => {
    throw new Error(`${e.message}\n${log.join('')}`);
  });
  return entry;
}

async function startS3(dir: string) {
  // @ts-expect-error s3rver ships no types; only its constructor, run and close are used.
  const { default: S3rver } = (await import('@20minutes/s3rver')) as {
    default: new (o: object) => { run(): Promise<{ port: number }>; close(): Promise<void> };
  };
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'shp-uploads' }] });
  const { port } = await server.run();
  return { port, close: () => server.close() };
}

/** An operator with a live session, written straight to the database (as the API tests' fixture does). */
async function createOperatorSession(role: 'admin' | 'consultant', displayName: string) {
  const username = `${role}${crypto.randomBytes(4).toString('hex')}`;
  const { rows } = await sqlPool!.query<{ id: number }>(
    `insert into operators (username, display_name, role, password_hash, status) values ($1, $2, $3, 'scrypt$unused', 'active') returning id`,
    [username, displayName, role],
  );
  const token = crypto.randomBytes(24).toString('base64url');
  await sqlPool!.query(`insert into operator_sessions (operator_id, token_hash, expires_at) values ($1, $2, now() + interval '1 hour')`, [
    rows[0].id,
    crypto.createHash('sha256').update(token).digest('hex'),
  ]);
  return { id: rows[0].id, token, headers: { 'admin-token': token } };
}

let drags = 0;
/** A drag to the far right as a hand makes it, each one different (the server refuses repeats). */
function humanDrag() {
  const n = drags++;
  const span = 150 + ((n * 37) % 331);
  const xs = [0, 40 + (n % 7), 110 + (n % 11), 190 + (n % 13), 260 + (n % 5), 300];
  const ts = [0, 0.18, 0.37, 0.6, 0.82, 1].map((f, i) => Math.round(f * span) + (i > 0 && i < 5 ? n % 3 : 0));
  return { x: 300, track: xs.map((x, i) => ({ x, t: ts[i] })) };
}

interface LiveSocket {
  /** Resolves with the first message frame carrying `content` (received already or within `ms`). */
  message(content: string, ms: number): Promise<unknown>;
  send(frame: unknown): void;
  close(): void;
}

/** A chat socket as a page holds it: the member's by session cookie, a consultant's by admin-token. */
function openSocket(base: string, who: { member: string } | { operator: string }): Promise<LiveSocket> {
  const isMember = 'member' in who;
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${isMember ? '/api/foreground/chat/live' : '/api/admin/chat/live'}`, {
    headers: { origin: publicOrigin, ...(isMember ? { cookie: `${SESSION_COOKIE}=${who.member}` } : { 'admin-token': who.operator }) },
  });
  const frames: { type: string; message?: { content: string } }[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (d) => {
    frames.push(JSON.parse(String(d)));
    for (const w of [...waiters]) w();
  });
  const socket: LiveSocket = {
    message: (content, ms) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const f = frames.find((x) => x.type === 'message' && x.message?.content === content);
          if (!f) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(f);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no message "${content}" within ${ms} ms; got ${JSON.stringify(frames)}`));
        }, ms);
        waiters.add(check);
        check();
      }),
    send: (frame) => ws.send(JSON.stringify(frame)),
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    ws.once('unexpected-response', (_req, res) => reject(new Error(`socket refused: ${res.statusCode}`)));
    ws.once('error', reject);
    // The server says it is ready with its first frame.
    ws.once('message', () => resolve(socket));
  });
}

describe.skipIf(missing.length > 0)('two API processes behind nginx (deploy/nginx.conf)', () => {
  beforeAll(async () => {
    const began = Date.now();
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'shp-multi-'));
    dbName = `shp_multi_${process.pid}_${Date.now() % 100000}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const dbUrl = new URL(PG_URL);
    dbUrl.pathname = `/${dbName}`;

    redis = await startRedis();
    const store = await startS3(path.join(work, 's3'));
    s3 = store;
    const [sitePort, portA, portB] = [await freePort(), await freePort(), await freePort()];
    publicOrigin = `http://127.0.0.1:${sitePort}`;
    site = publicOrigin;
    apiA = `http://127.0.0.1:${portA}`;
    apiB = `http://127.0.0.1:${portB}`;
    const env: NodeJS.ProcessEnv = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: dbUrl.toString(),
      DATABASE_POOL_SIZE: '5',
      REDIS_URL: redis.url,
      PUBLIC_ORIGIN: publicOrigin,
      AUTH_SECRET: crypto.randomBytes(24).toString('hex'),
      TRUST_PROXY: '1',
      METRICS_TOKEN,
      SEED_SCALE: 'test',
      SMS_IP_HOURLY_LIMIT: '3',
      JOBS_POLL_SECONDS: '5',
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${store.port}`,
      S3_BUCKET: 'shp-uploads',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_BASE_URL: `${publicOrigin}/uploads-store`,
    };
    // Both at once, as compose starts them: one migrates and seeds, the other waits for its lock.
    await Promise.all([startApi({ ...env, DATA_DIR: path.join(work, 'a') }, portA), startApi({ ...env, DATA_DIR: path.join(work, 'b') }, portB)]);
    console.log(`[multi-process] two API processes (migrations, seed) ready in ${((Date.now() - began) / 1000).toFixed(1)} s`);
    sqlPool = new pg.Pool({ connectionString: dbUrl.toString(), max: 2 });

    const nginxDir = path.join(work, 'nginx');
    fs.mkdirSync(nginxDir);
    nginx = await startNginx(nginxDir, {
      SHP_API_1: `127.0.0.1:${portA}`,
      SHP_API_2: `127.0.0.1:${portB}`,
      SHP_LISTEN: `127.0.0.1:${sitePort}`,
      SHP_UPLOADS: `127.0.0.1:${store.port}/shp-uploads`,
    });
    console.log(`[multi-process] nginx and two API processes ready in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  }, 240_000);

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    const running = apis.filter((a) => a.child.exitCode === null && a.child.signalCode === null);
    for (const a of running) a.child.kill('SIGTERM');
    await Promise.all(running.map((a) => new Promise((r) => a.child.once('exit', r))));
    await sqlPool?.end();
    redis?.stop();
    await s3?.close();
    if (dbName) {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    if (work) fs.rmSync(work, { recursive: true, force: true });
  }, 60_000);

  // ---- helpers that go through the real API ----

  let addressSeq = 10;
  /** A loopback address no other step of this file uses: its own client for the per-address limits. */
  const newAddress = () => {
    addressSeq += 1;
    return `127.0.${Math.floor(addressSeq / 250)}.${(addressSeq % 250) + 2}`;
  };

  async function passCaptcha(base: string, from: string) {
    const ch = await op(base, '/api/foreground/auth/captcha/challenge', {}, { from });
    const drag = humanDrag();
    // The drag cannot have lasted longer than the challenge has existed.
    await sleep(drag.track[drag.track.length - 1].t + 20);
    const res = await op(base, '/api/foreground/auth/captcha/verify', { challengeId: ch.json.data.challengeId, ...drag }, { from });
    if (res.json.code !== 10000) throw new Error(`captcha: ${res.json.msg}`);
    return res.json.data as { ticket: string; randstr: string };
  }

  async function sendSms(base: string, phone: string, from: string, headers: Record<string, string> = {}) {
    const captcha = await passCaptcha(base, from);
    return op(base, '/api/foreground/auth/sendSms', { mobileCode: encodePhone(phone), userSource: '2', scene: 'LOGIN', ...captcha }, { from, headers });
  }

  /** The local SMS driver keeps codes in the memory of the process that sent them: ask both. */
  async function smsCode(phone: string): Promise<string> {
    for (const base of [apiA, apiB]) {
      const res = await request(base, 'GET', `/api/test/sms/last?phone=${phone}&scene=LOGIN`);
      if (res.status === 200) return res.json.data.code as string;
    }
    throw new Error(`no SMS code for ${phone}`);
  }

  const endCooldown = (base: string, phone: string) => request(base, 'DELETE', `/api/test/sms/cooldown?phone=${phone}&scene=LOGIN`);

  const phone = (n: number) => `135${String(process.pid % 10000).padStart(4, '0')}${String(n).padStart(4, '0')}`;

  async function login(base: string, p: string) {
    const from = newAddress();
    const sent = await sendSms(base, p, from);
    expect(sent.json).toMatchObject({ code: 10000 });
    const res = await op(base, '/api/foreground/auth/loginRegister', { mobileCode: encodePhone(p), verifyCode: await smsCode(p), userSource: '2' }, { from });
    expect(res.json.code).toBe(10000);
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
      ?.split(';')[0]
      .slice(SESSION_COOKIE.length + 1);
    if (!cookie) throw new Error('login set no session cookie');
    return { token: decodeURIComponent(cookie), memberId: res.json.data.userInfo.memberId as string };
  }

  let member: { token: string; memberId: string };

  it('a login made through one process is valid on the other', async () => {
    member = await login(apiA, phone(1));
    const onB = await op(apiB, '/api/foreground/auth/user/query', {}, { cookie: member.token });
    expect(onB.json).toMatchObject({ code: 10000, data: { memberId: member.memberId } });
    const throughNginx = await op(site, '/api/foreground/auth/user/query', {}, { cookie: member.token });
    expect(throughNginx.json.data.memberId).toBe(member.memberId);
  });

  it('SMS limits are shared: the 11th send of a day is refused by either process; the address limit counts the address nginx saw', async () => {
    const p = phone(2);
    for (let i = 1; i <= 10; i++) {
      const res = await sendSms(site, p, newAddress());
      expect(res.json.code, `send ${i}: ${res.json.msg}`).toBe(10000);
      // The 60 s wait is its own limit; this test is about the day's count.
      await endCooldown(i % 2 ? apiA : apiB, p);
    }
    for (const base of [apiA, apiB]) {
      // A refused attempt still takes the 60 s slot; free it so the day's count is what answers.
      await endCooldown(base, p);
      const res = await sendSms(base, p, newAddress());
      expect(res.status).toBe(429);
      expect(res.json.msg).toBe(AuthText.SMS_DAILY);
    }

    // SMS_IP_HOURLY_LIMIT=3: a fourth phone from one address is refused, whatever X-Forwarded-For
    // the client writes (nginx appends the address it saw; the API trusts one hop).
    const from = newAddress();
    for (let i = 0; i < 3; i++) {
      const res = await sendSms(site, phone(10 + i), from, { 'x-forwarded-for': `10.9.8.${i}` });
      expect(res.json.code, res.json.msg).toBe(10000);
    }
    const fourth = await sendSms(site, phone(13), from, { 'x-forwarded-for': '10.9.8.99' });
    expect(fourth.status).toBe(429);
    expect(fourth.json.msg).toBe(AuthText.SMS_IP);
  });

  it("an operator's edit on one process is seen by the other within 1 s", async () => {
    const editor = await createOperatorSession('admin', '跨进程编辑');
    const rows = await sqlPool!.query<{ id: number }>("select id from malls where status = 'published' order by id limit 1");
    const id = Number(rows.rows[0].id);
    const detail = () => op(apiB, '/api/foreground/project/queryProjectDetails', { id });
    expect((await detail()).json.code).toBe(10000);
    expect((await detail()).headers['x-cache']).toBe('hit');

    const set = await op(apiA, '/api/admin/content/setStatus', { type: 'mall', id, status: 'draft' }, { headers: editor.headers });
    expect(set.json.code, set.json.msg).toBe(10000);
    const changedAt = Date.now();
    await until('B sees the unpublished mall', async () => (await detail()).json.code !== 10000, 1000);
    expect(Date.now() - changedAt).toBeLessThan(1000);
    await op(apiA, '/api/admin/content/setStatus', { type: 'mall', id, status: 'published' }, { headers: editor.headers });
  });

  it('an upload through one process is served by the other (shared object store, read through nginx)', async () => {
    // A 1×1 PNG.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const up = await op(
      apiA,
      '/api/foreground/upload/image',
      { fileName: 'dot.png', content: png.toString('base64'), purpose: 'avatar' },
      { cookie: member.token },
    );
    expect(up.json.code, up.json.msg).toBe(10000);
    const onB = await request(apiB, 'GET', up.json.data.url as string);
    expect(onB.status).toBe(302);
    const location = String(onB.headers.location);
    expect(location.startsWith(`${publicOrigin}/uploads-store/`)).toBe(true);
    const file = await request(site, 'GET', new URL(location).pathname);
    expect(file.status).toBe(200);
    expect(file.body.equals(png)).toBe(true);
  });

  it('a chat message crosses processes, the member socket upgraded by nginx', async () => {
    const consultant = await createOperatorSession('consultant', '跨进程顾问');
    // The shared queue is pushed only to consultants on duty (decision 050).
    await sqlPool!.query('insert into operator_duty (operator_id, on_duty) values ($1, true)', [consultant.id]);
    const sockets: LiveSocket[] = [];
    try {
      // The consultant has a page open on each process; the member's goes through nginx to one of
      // them, so at least one of the consultant's sockets gets the message from the other process.
      for (const base of [apiA, apiB]) sockets.push(await openSocket(base, { operator: consultant.token }));
      const memberSocket = await openSocket(site, { member: member.token });
      sockets.push(memberSocket);
      const text = `跨进程消息 ${Date.now()}`;
      const sentAt = Date.now();
      memberSocket.send({ type: 'send', content: text });
      await Promise.all(sockets.slice(0, 2).map((s) => s.message(text, 1000)));
      expect(Date.now() - sentAt).toBeLessThan(1000);
    } finally {
      for (const s of sockets) s.close();
    }
  });

  it('metrics: never through nginx, on a process only with the token', async () => {
    expect((await request(site, 'GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(404);
    expect((await request(apiA, 'GET', '/metrics')).status).toBe(404);
    const res = await request(apiA, 'GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    const text = res.body.toString('utf8');
    expect(text).toContain('shp_http_requests_total{op="/api/foreground/auth/sendSms"');
    expect(text).toMatch(/shp_redis_up 1/);
    expect(text).toMatch(/shp_db_pool_connections\{state="in_use"\}/);
  });

  it('nginx compresses and marks hashed assets immutable', async () => {
    const page = await request(site, 'GET', '/', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    const asset = /\/assets\/[\w.-]+\.js/.exec(zlib.gunzipSync(page.body).toString('utf8'))?.[0] ?? '';
    expect(asset).not.toBe('');
    const res = await request(site, 'GET', asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('with Redis stopped the site keeps serving, limits fall back to the database, and /healthz says degraded', async () => {
    redis!.stop();
    for (const base of [apiA, apiB]) {
      const health = await until(
        `${base} notices Redis is gone`,
        async () => {
          const res = await request(base, 'GET', '/healthz');
          return (res.json as unknown as { redis?: { up: boolean } }).redis?.up === false ? res : undefined;
        },
        10_000,
      );
      expect(health.status).toBe(200);
      expect(health.json).toMatchObject({ status: 'degraded', database: { up: true }, redis: { up: false } });
    }
    expect((await request(site, 'GET', '/')).status).toBe(200);
    expect((await op(site, '/api/foreground/project/queryProjectDetails', { id: 1 })).status).toBeLessThan(500);
    // One phone's 60 s wait now lives in PostgreSQL, and holds across the two processes.
    const p = phone(20);
    expect((await sendSms(apiA, p, newAddress())).json.code).toBe(10000);
    const again = await sendSms(apiB, p, newAddress());
    expect(again.status).toBe(429);
    expect(again.json.msg).toBe(AuthText.SMS_COOLDOWN);
  });

  it('killing one API process during load loses no acknowledged lead, and nginx routes around it', async () => {
    const acknowledged: string[] = [];
    const failures: string[] = [];
    const TOTAL = 60;
    let next = 0;
    let killedAt = -1;
    const brand = (i: number) => `多进程品牌${process.pid}-${i}`;
    async function worker(w: number) {
      const from = newAddress();
      void w;
      for (;;) {
        const i = next++;
        if (i >= TOTAL) return;
        if (i === 15) {
          killedAt = i;
          apis[1].child.kill('SIGKILL');
        }
        try {
          const res = await op(
            site,
            '/api/foreground/demandbrander/branderSettled',
            { useBrandName: brand(i), liaison: '压测', isOpenShop: 'Y', sourceType: '2' },
            {
              cookie: member.token,
              from,
            },
          );
          if (res.json.code === 10000) acknowledged.push(String(res.json.data.leadId));
          else failures.push(`${i}: ${res.status} ${res.json.msg}`);
        } catch (e) {
          failures.push(`${i}: ${(e as Error).message}`);
        }
      }
    }
    await Promise.all(Array.from({ length: 6 }, (_, w) => worker(w)));
    expect(killedAt).toBe(15);
    // Only requests in flight on the killed process when it died may fail (never acknowledged).
    expect(failures.length, failures.join('\n')).toBeLessThanOrEqual(6);
    expect(acknowledged.length).toBeGreaterThanOrEqual(TOTAL - 6);
    const stored = await sqlPool!.query<{ id: string }>('select id::text as id from leads where id = any($1::bigint[])', [acknowledged]);
    expect(new Set(stored.rows.map((r) => r.id))).toEqual(new Set(acknowledged));
    // After the kill every request is answered by the other process.
    for (let i = 0; i < 5; i++) expect((await request(site, 'GET', '/healthz')).status).toBe(200);
  });
});
