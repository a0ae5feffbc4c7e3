/**
 * Chat load: 500 connected members and 20 consultants, 10 messages a second in total with varied
 * texts, on one API process, then on two processes sharing PostgreSQL and Redis (members on one,
 * consultants on the other, so every message crosses Redis). Prints delivery latency p50/p99
 * (member → consultant socket, and consultant → member for the replies), and each server's RSS
 * and CPU while under load.
 *
 *   npm run bench:chat -- [--members 500] [--consultants 20] [--rate 10] [--seconds 60]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { arg, freePort, root } from './support.js';

const MEMBERS = Number(arg('members', '500'));
const CONSULTANTS = Number(arg('consultants', '20'));
const RATE = Number(arg('rate', '10'));
const SECONDS = Number(arg('seconds', '60'));
const PG = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS = process.env.BENCH_REDIS ?? 'redis://127.0.0.1:6379';
const sha256 = (v: string) => crypto.createHash('sha256').update(v).digest('hex');
const token = () => crypto.randomBytes(24).toString('base64url');

/** Deterministic choices (the same run twice sends the same texts). */
let seed = 42;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
const CITIES = ['北京', '上海', '广州', '深圳', '成都', '杭州', '武汉', '西安', '南京', '重庆'];
const FORMATS = ['咖啡店', '茶饮店', '火锅店', '便利店', '服装店', '美甲店', '烘焙店', '书店', '健身房', '儿童乐园'];
const ASKS = [
  (c: string, f: string, a: number) => `想在${c}开一家${f}，${a}平左右，有推荐的商场吗？`,
  (c: string, f: string, a: number) => `${c}哪个商圈适合做${f}？预算每月${a * 150}元`,
  (c: string, f: string, a: number) => `请问${c}有${a}平米的临街铺位吗，做${f}`,
  (c: string, f: string) => `${f}在${c}的购物中心一般免租期多久？`,
  (c: string, f: string, a: number) => `我们是连锁${f}品牌，计划在${c}拓店${Math.max(2, a % 9)}家，怎么合作`,
];
const REPLIES = ['您好，已收到，我帮您查一下', '这个区域有几个合适的铺位，稍后发您', '方便留个电话吗？我详细介绍', '好的，我安排看铺时间'];

function percentile(xs: number[], p: number) {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

interface Server {
  url: string;
  origin: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shp-chat-bench-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: origin, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url: `ws://127.0.0.1:${port}`,
    origin,
    child,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** CPU seconds (user + system) and RSS of a process, from /proc. */
function usage(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]);
  const rss = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  return { cpu: ticks / 100, rss };
}

async function prepare(db: pg.Client) {
  const members: { id: number; token: string }[] = [];
  const consultants: { id: number; token: string }[] = [];
  const stamp = Date.now() % 1e8;
  for (let i = 0; i < CONSULTANTS; i++) {
    const t = token();
    const { rows } = await db.query(
      `insert into operators (username, display_name, role, password_hash, status) values ($1, $2, 'consultant', 'bench-no-login', 'active') returning id`,
      [`bench${stamp}_${i}`, `压测顾问${i + 1}`],
    );
    await db.query(`insert into operator_sessions (operator_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`, [rows[0].id, sha256(t)]);
    // On duty: only consultants on duty are handed conversations.
    await db.query(`insert into operator_duty (operator_id, on_duty) values ($1, true)`, [rows[0].id]);
    consultants.push({ id: rows[0].id, token: t });
  }
  for (let i = 0; i < MEMBERS; i++) {
    const t = token();
    const phone = `166${String(stamp % 10000).padStart(4, '0')}${String(i).padStart(4, '0')}`;
    const { rows } = await db.query(`insert into members (user_id, phone, nick_name, grade_code) values ($1, $2, $3, 'L1') returning id`, [
      crypto.randomBytes(8).toString('hex'),
      phone,
      `压测会员${i + 1}`,
    ]);
    const memberId = rows[0].id as number;
    await db.query(`insert into member_sessions (member_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`, [memberId, sha256(t)]);
    // Each member has an open lead with a consultant: their chat goes to that consultant.
    await db.query(
      `insert into leads (kind, source_page, member_id, brand_name, liaison, phone, status, assigned_consultant_id, deadline_at) values ('consult', 'side-bar', $1, $2, '压测', $3, 'contacted', $4, now() + interval '1 day')`,
      [memberId, `压测品牌${i}`, phone, consultants[i % CONSULTANTS].id],
    );
    members.push({ id: memberId, token: t });
  }
  return { members, consultants };
}

function connect(url: string, origin: string, headers: Record<string, string>): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { origin, ...headers } });
    ws.once('unexpected-response', (_q, res) => reject(new Error(`refused ${res.statusCode}`)));
    ws.once('error', reject);
    ws.on('message', function first(data) {
      if (String(data).includes('"ready"')) {
        ws.off('message', first);
        resolve(ws);
      }
    });
  });
}

async function run(label: string, memberServer: Server, consultantServer: Server, people: Awaited<ReturnType<typeof prepare>>, db: pg.Client) {
  const servers = memberServer === consultantServer ? [memberServer] : [memberServer, consultantServer];
  const sentAt = new Map<string, number>();
  const toConsultant: number[] = [];
  const toMember: number[] = [];
  const consultantSockets = await Promise.all(
    people.consultants.map((c) => connect(`${consultantServer.url}/api/admin/chat/live`, consultantServer.origin, { 'admin-token': c.token })),
  );
  const memberSockets: WebSocket[] = [];
  for (let i = 0; i < people.members.length; i += 50) {
    memberSockets.push(
      ...(await Promise.all(
        people.members
          .slice(i, i + 50)
          .map((m) => connect(`${memberServer.url}/api/foreground/chat/live`, memberServer.origin, { cookie: `shp_session=${m.token}` })),
      )),
    );
  }
  let replies = 0;
  consultantSockets.forEach((ws) =>
    ws.on('message', (data) => {
      const f = JSON.parse(String(data)) as { type: string; message?: { from: string; content: string; conversationId: string } };
      if (f.type !== 'message' || f.message?.from !== 'member') return;
      const tag = /#(\d+)$/.exec(f.message.content)?.[1];
      const t0 = tag ? sentAt.get(`m${tag}`) : undefined;
      if (t0 === undefined) return;
      toConsultant.push(performance.now() - t0);
      // Every fifth message gets an answer, timed back to the member's socket.
      if (Number(tag) % 5 === 0) {
        replies += 1;
        const content = `${pick(REPLIES)} #${tag}`;
        sentAt.set(`r${tag}`, performance.now());
        ws.send(JSON.stringify({ type: 'send', conversationId: f.message.conversationId, content }));
      }
    }),
  );
  memberSockets.forEach((ws) =>
    ws.on('message', (data) => {
      const f = JSON.parse(String(data)) as { type: string; message?: { from: string; content: string } };
      if (f.type !== 'message' || f.message?.from !== 'operator') return;
      const tag = /#(\d+)$/.exec(f.message.content)?.[1];
      const t0 = tag ? sentAt.get(`r${tag}`) : undefined;
      if (t0 !== undefined) toMember.push(performance.now() - t0);
    }),
  );
  const before = servers.map((s) => usage(s.child.pid!));
  // The servers' connections to the bench database every 200 ms: how many were busy (a statement
  // running, or held inside a transaction) against the pool of DATABASE_POOL_SIZE per process.
  const busy: number[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { rows } = await db.query(
        `select count(*) filter (where state in ('active', 'idle in transaction'))::int as busy from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and application_name <> 'shp-jobs'`,
      );
      busy.push(rows[0].busy as number);
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  const started = performance.now();
  const total = RATE * SECONDS;
  let errors = 0;
  memberSockets.forEach((ws) => ws.on('message', (d) => String(d).includes('"error"') && errors++));
  for (let i = 1; i <= total; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const a = Math.floor(rnd() * 120) + 20;
    const content = `${pick(ASKS)(pick(CITIES), pick(FORMATS), a)} #${i}`;
    sentAt.set(`m${i}`, performance.now());
    memberSockets[Math.floor(rnd() * memberSockets.length)].send(JSON.stringify({ type: 'send', content }));
  }
  // Stragglers: up to 5 s.
  for (let i = 0; i < 50 && (toConsultant.length < total || toMember.length < replies); i++) await new Promise((r) => setTimeout(r, 100));
  const wall = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  const after = servers.map((s) => usage(s.child.pid!));
  const f = (x: number) => x.toFixed(1);
  console.log(`\n== ${label}: ${people.members.length} members, ${people.consultants.length} consultants, ${RATE} msg/s for ${SECONDS} s ==`);
  console.log(
    `member → consultant: delivered ${toConsultant.length}/${total}, p50 ${f(percentile(toConsultant, 50))} ms, p99 ${f(percentile(toConsultant, 99))} ms, max ${f(Math.max(...toConsultant))} ms`,
  );
  console.log(`consultant → member: delivered ${toMember.length}/${replies}, p50 ${f(percentile(toMember, 50))} ms, p99 ${f(percentile(toMember, 99))} ms`);
  console.log(`error frames: ${errors}`);
  console.log(
    `busy database connections (all servers, sampled every 200 ms): p50 ${percentile(busy, 50)}, p99 ${percentile(busy, 99)}, max ${Math.max(...busy)} (pool ${process.env.DATABASE_POOL_SIZE ?? 10} per process)`,
  );
  servers.forEach((s, i) => {
    const cpu = ((after[i].cpu - before[i].cpu) / wall) * 100;
    console.log(`server ${i + 1}: RSS ${(after[i].rss / 2 ** 20).toFixed(0)} MB, CPU ${cpu.toFixed(0)}% of one core over the run`);
  });
  for (const ws of [...memberSockets, ...consultantSockets]) ws.close();
}

async function main() {
  const name = `chat_bench_${Date.now() % 1e8}`;
  const admin = new pg.Client({ connectionString: PG });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG);
  url.pathname = `/${name}`;
  const env = {
    DATABASE_URL: url.toString(),
    SEED_SCALE: 'test',
    AUTH_SECRET: crypto.randomBytes(24).toString('hex'),
    ADMIN_BOOTSTRAP_PASSWORD: crypto.randomBytes(12).toString('hex'),
  };
  const servers: Server[] = [];
  console.log(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')} (shared with other work)`,
  );
  try {
    const one = await startServer(env);
    servers.push(one);
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const people = await prepare(db);
    await run('one process', one, one, people, db);
    await one.stop();
    servers.length = 0;
    // Two processes, one Redis channel of their own: members on A, consultants on B.
    const redisEnv = { ...env, REDIS_URL: REDIS, LIVE_CHANNEL_PREFIX: `bench-${name}:` };
    const a = await startServer(redisEnv);
    servers.push(a);
    const b = await startServer(redisEnv);
    servers.push(b);
    await run('two processes + Redis (members on A, consultants on B)', a, b, people, db);
    await db.end();
  } finally {
    for (const s of servers) await s.stop().catch(() => {});
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
