import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, sql as drizzleSql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config.js';
import { buildApp } from '../app.js';
import { openDatabase, queryRows, type Database } from './client.js';
import { shops } from './schema/index.js';
import { formatLsn, isReadStatement, parseLsn, type ReadScope } from './read-replica.js';
import { emitContentChange } from '../lib/content-events.js';
import { randomId } from '../lib/crypto.js';
import { createMemberSession } from '../test/fixtures.js';
import { post } from '../test/test-app.js';
import { replicatedPostgresMissing, sql, startReplicatedPostgres, type ReplicatedPostgres } from '../test/replicated-postgres.js';

describe('statements and positions', () => {
  it('sends only plain reads to a replica', () => {
    for (const read of [
      'select 1',
      '  /* list */ select "id" from "shops" where "id" = $1',
      '(select 1) union (select 2)',
      'with "t" as (select 1) select * from "t"',
      'select count(*) from "shops" where "title" like \'%update x set%\'',
    ])
      expect(isReadStatement(read), read).toBe(true);
    for (const write of [
      'insert into "leads" ("id") values (1)',
      'update "shops" set "title" = $1',
      'delete from "collections"',
      'with "x" as (insert into "a" values (1) returning *) select * from "x"',
      'select "id" from "points" for update',
      'select pg_advisory_xact_lock(hashtext($1))',
      "select nextval('shops_id_seq')",
      'begin',
      'set statement_timeout = 1000',
      'refresh materialized view "m"',
      '',
    ])
      expect(isReadStatement(write), write).toBe(false);
  });

  it('reads and prints WAL positions', () => {
    expect(parseLsn('0/3000060')).toBe(0x3000060n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
    expect(formatLsn(parseLsn('16/B374D848')!)).toBe('16/B374D848');
    for (const bad of ['', '1', 'x/1', '0/3000060;', '123456789/0', undefined]) expect(parseLsn(bad)).toBeNull();
  });
});

/**
 * A primary and a streaming replica of their own (initdb, pg_basebackup -R), started by this file
 * beside the run's PostgreSQL: it runs where the API suite runs on PostgreSQL (DATABASE_URL).
 */
const env = loadConfig(process.env, { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
/** CI must run it: there a missing server binary is a failure, not a skip. */
const REQUIRED = Boolean(process.env.CI || process.env.SHP_MULTI_PROCESS_REQUIRED);
const missing = env.databaseUrl ? replicatedPostgresMissing() : [];
if (missing.length && REQUIRED) throw new Error(`read replica test: ${missing.join(', ')} missing on CI`);
const skipReason = !env.databaseUrl
  ? 'the API suite runs on PGlite (DATABASE_URL unset)'
  : missing.length
    ? `needs ${missing.join(', ')} (Debian's postgresql-15)`
    : null;
if (skipReason) console.warn(`[read-replica] skipped: ${skipReason}`);

const P = '/api/foreground';
const LSN_COOKIE = 'shp_lsn';

describe.skipIf(skipReason !== null)('public reads on a streaming replica (DATABASE_READ_URL)', () => {
  let pair: ReplicatedPostgres | undefined;
  let database: Database;
  let app: FastifyInstance;
  let config: Config;
  const extra: Database[] = [];

  beforeAll(async () => {
    // The run's seeded template, copied first: a dump holding a connection to the template itself
    // would stop other files from copying it.
    const template = inject('databaseTemplate');
    if (template.kind !== 'postgres') throw new Error('the template is not on PostgreSQL');
    const copy = `shp_rr_${randomId(6)}`;
    await sql(template.server, `create database ${copy} template ${template.name}`);
    const source = new URL(template.server);
    source.pathname = `/${copy}`;
    try {
      pair = await startReplicatedPostgres(source.toString());
    } finally {
      await sql(template.server, `drop database if exists ${copy} with (force)`);
    }
    config = loadConfig(process.env, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JOBS: 'off',
      DATABASE_URL: pair.primaryUrl,
      DATABASE_READ_URL: pair.replicaUrl,
      DATABASE_READ_MAX_LAG_SECONDS: '30',
      // Every read reaches the database, so where it ran can be seen.
      RESPONSE_CACHE_MB: '0',
    });
    database = await openDatabase({ url: pair.primaryUrl, poolSize: 5, readReplica: { ...config.databaseRead!, probeMs: 100 } });
    app = await buildApp({ config, database });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close().catch(() => {});
    for (const d of [database, ...extra]) await d?.close().catch(() => {});
    await pair?.stop();
  });

  /** A shop the public list shows (its detail answers). */
  const listedShop = async () => {
    const list = await post(app, `${P}/shop/pageList`, {}, { pageParam: { pageNum: 1, pageSize: 1 } });
    return list.body.data.list[0] as { id: number; title: string };
  };

  /** The replica's connections of the app's read pool, with the last statement each ran. */
  const replicaStatements = async () =>
    (await sql<{ query: string }>(pair!.replicaUrl, "select query from pg_stat_activity where application_name = 'shp-read'")).map((r) => r.query);

  it('answers a public list from the replica, and reports it serving', async () => {
    await expect.poll(() => database.reads!.status().serving, { timeout: 20_000 }).toBe(true);
    const list = await post(app, `${P}/shop/pageList`, {}, { pageParam: { pageNum: 1, pageSize: 5 } });
    expect(list.status).toBe(200);
    expect(list.body.data.list.length).toBeGreaterThan(0);
    const statements = await replicaStatements();
    expect(
      statements.some((q) => /from "?shops"? s\b/.test(q)),
      statements.join('\n'),
    ).toBe(true);
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toMatchObject({ status: 'ok', replica: { up: true, serving: true } });
  });

  it('shows a member their own write at once, while the replica lags behind', async () => {
    const shopId = (await listedShop()).id;
    const { token } = await createMemberSession(database.db);
    const flag = { targetType: 'shop', targetId: shopId };
    const before = (await post(app, `${P}/store/queryStoreFlag`, flag)).body.data.count as number;
    await pair!.pauseReplay();
    try {
      const collect = await post(app, `${P}/store/storeUp`, flag, { token });
      expect(collect.body.data).toEqual({ collected: true, count: before + 1 });
      // The member call wrote: its caller is marked with the primary's position after the write.
      const setCookie = String(collect.headers['set-cookie'] ?? '');
      const mark = new RegExp(`${LSN_COOKIE}=([0-9A-F]+%2F[0-9A-F]+|[0-9A-F]+/[0-9A-F]+)`).exec(setCookie)?.[1];
      expect(setCookie).toContain('HttpOnly');
      expect(mark).toBeDefined();
      const cookie = `${LSN_COOKIE}=${mark}`;
      // Their next read, marked, goes to the primary and sees the collection.
      const own = await post(app, `${P}/store/queryStoreFlag`, flag, { token, headers: { cookie } });
      expect(own.body.data).toEqual({ collected: true, count: before + 1 });
      // A visitor is answered by the replica, which has not replayed it yet.
      expect((await post(app, `${P}/store/queryStoreFlag`, flag)).body.data.count).toBe(before);
      // The mark, not the token, is what keeps the member on the primary.
      expect((await post(app, `${P}/store/queryStoreFlag`, flag, { token })).body.data.collected).toBe(false);
    } finally {
      await pair!.resumeReplay();
    }
    await expect.poll(async () => (await post(app, `${P}/store/queryStoreFlag`, flag)).body.data.count, { timeout: 60_000 }).toBe(before + 1);
  });

  it('after a content change, reads the primary until the replica has replayed it', async () => {
    const shop = await listedShop();
    await pair!.pauseReplay();
    try {
      await database.db
        .update(shops)
        .set({ title: `${shop!.title}·改` })
        .where(eq(shops.id, shop!.id));
      const read = async () => (await post(app, `${P}/shop/detail`, { id: shop!.id })).body.data.title as string;
      expect(await read()).toBe(shop!.title); // the replica, behind
      emitContentChange('shop');
      expect(await read()).toBe(`${shop!.title}·改`);
      await database.reads!.settle();
      await new Promise((r) => setTimeout(r, 300)); // several probes: the fence stays while replay is held
      expect(await read()).toBe(`${shop!.title}·改`);
    } finally {
      await pair!.resumeReplay();
    }
  });

  // The last part walks every public read of the contracts one after another: minutes on a loaded 2-core CI.
  it('never writes on the replica: a write in a public read runs on the primary, and the call then reads there', async () => {
    const scope = (): ReadScope => ({ replica: true, minLsn: 0n, wrote: false });
    const shop = await listedShop();
    const s = scope();
    const title = await database.reads!.run(s, async () => {
      await database.db.update(shops).set({ title: '写到主库' }).where(eq(shops.id, shop.id));
      return (await database.db.select({ title: shops.title }).from(shops).where(eq(shops.id, shop.id)))[0]!.title;
    });
    expect(title).toBe('写到主库');
    expect(s).toMatchObject({ wrote: true, replica: false });
    expect((await sql<{ title: string }>(pair!.primaryUrl, 'select title from shops where id = $1', [shop.id]))[0]!.title).toBe('写到主库');
    // A statement that reads by its first word but writes (here through a function) is refused by
    // the replica's read-only state, then runs on the primary.
    await sql(
      pair!.primaryUrl,
      'create table if not exists replica_marks (n int); create or replace function replica_mark() returns int language sql as $$ insert into replica_marks values (1) returning n $$',
    );
    await expect.poll(async () => (await sql(pair!.replicaUrl, "select 1 from pg_proc where proname = 'replica_mark'")).length, { timeout: 60_000 }).toBe(1);
    // The routing may still hold the previous test's fence: wait until it sends plain reads to the replica again.
    const routedToReplica = async () =>
      (await database.reads!.run(scope(), () => queryRows<{ r: boolean }>(database.db, drizzleSql`select pg_is_in_recovery() as r`)))[0]!.r;
    await expect.poll(routedToReplica, { timeout: 60_000 }).toBe(true);
    const marked = scope();
    const [mark] = await database.reads!.run(marked, () => queryRows<{ n: number }>(database.db, drizzleSql`select replica_mark() as n`));
    expect(mark!.n).toBe(1);
    expect(marked).toMatchObject({ wrote: true, replica: false });
    expect((await sql(pair!.primaryUrl, 'select n from replica_marks')).length).toBe(1);
    // A public detail counts its view on the primary, and does not mark the visitor as a writer.
    const views = async () =>
      Number(
        (await sql<{ views: number }>(pair!.primaryUrl, 'select coalesce(sum(views), 0) as views from shop_view_counts where shop_id = $1', [shop.id]))[0]!
          .views,
      );
    const seen = await views();
    const detail = await post(app, `${P}/shop/detail`, { id: shop.id });
    expect(detail.status).toBe(200);
    expect(await views()).toBe(seen + 1);
    expect(String(detail.headers['set-cookie'] ?? '')).not.toContain(LSN_COOKIE);
    // Every public read of the contracts, as a member (who reads what a visitor reads and their
    // own rows besides): none fails on the replica.
    const { token } = await createMemberSession(database.db);
    const reads = app.ops.list().filter((op) => op.access === 'public' && op.retry);
    expect(reads.length).toBeGreaterThan(50);
    const failures: string[] = [];
    // Unknown fields are dropped by each contract: one input reaches lists and details alike.
    const data = { id: shop.id, cityCode: '310100' };
    for (const op of reads) {
      const res = await app.inject({
        method: op.method,
        url: op.path,
        headers: { 'member-token': token },
        ...(op.method === 'GET' ? { query: { id: String(data.id), cityCode: data.cityCode } } : { payload: { data } }),
      });
      if (res.statusCode >= 500) failures.push(`${op.path} → ${res.statusCode}: ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    // Still a standby: nothing was ever written there.
    expect((await sql<{ r: boolean }>(pair!.replicaUrl, 'select pg_is_in_recovery() as r'))[0]!.r).toBe(true);
  }, 180_000);

  it('falls back to the primary when the replica lags beyond the bound', async () => {
    const tight = await openDatabase({ url: pair!.primaryUrl, poolSize: 2, readReplica: { url: pair!.replicaUrl, maxLagSeconds: 1, probeMs: 100 } });
    extra.push(tight);
    await expect.poll(() => tight.reads!.status().serving, { timeout: 60_000 }).toBe(true);
    await pair!.pauseReplay();
    try {
      await sql(pair!.primaryUrl, 'create table if not exists replica_lag_marker (n int); insert into replica_lag_marker values (1)');
      await expect.poll(() => tight.reads!.status(), { timeout: 60_000 }).toMatchObject({ up: true, serving: false, reason: 'lagging' });
    } finally {
      await pair!.resumeReplay();
    }
    await expect.poll(() => tight.reads!.status().serving, { timeout: 60_000 }).toBe(true);
  });

  it('with the replica stopped, keeps answering public reads from the primary and reports the degradation', async () => {
    await pair!.stopReplica();
    // Before a probe notices: the read that finds the replica gone is answered by the primary.
    const list = await post(app, `${P}/shop/pageList`, {}, { pageParam: { pageNum: 1, pageSize: 5 } });
    expect(list.status).toBe(200);
    expect(list.body.data.list.length).toBeGreaterThan(0);
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/healthz' })).json(), { timeout: 60_000 })
      .toMatchObject({ status: 'degraded', database: { up: true }, replica: { up: false, serving: false, reason: 'unreachable' } });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const again = await post(app, `${P}/shop/pageList`, { kind: 'shop' });
    expect(again.status).toBe(200);
  });
});
