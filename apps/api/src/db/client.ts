import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { ReadRouting } from './read-replica.js';

/**
 * Both drivers share this surface; code never branches on the driver. It carries no table schema:
 * queries name their tables (no relational `db.query.*`), and a schema type here makes the
 * compiler derive every table's relations in each file that touches the database.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Rows of a raw SQL query: both drivers answer { rows }. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(migrationsDir: string): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: runs `fn` while holding a session advisory lock on `key`, so that of several
   * processes starting at once only one migrates and seeds at a time (PGlite has one process).
   */
  exclusive?<T>(key: string, fn: () => Promise<T>): Promise<T>;
  /**
   * PostgreSQL with DATABASE_READ_URL only: public reads on the replica (db/read-replica.ts). `db`
   * then routes each statement by the call's scope; without it everything reads the primary.
   */
  reads?: ReadRouting;
  /** PostgreSQL only: connections of the pool in use, idle, and callers waiting for one (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite only: the data folder as a tar archive, for `loadDataDir` (tests start from one seeded copy). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PGlite only: pg-boss's `db` adapter (plugins/jobs.ts). A call with no values may hold several
   * statements (pg-boss's schema and its locked BEGIN…COMMIT blocks); it answers the last result with columns.
   */
  executeSql?(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface DatabaseOptions {
  url?: string;
  /** PGlite data folder; undefined means in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from this dump of a data folder (`Database.dumpDataDir`). */
  loadDataDir?: Blob;
  /** A streaming replica of `url` that answers public reads (decision 066). */
  readReplica?: { url: string; maxLagSeconds: number; probeMs?: number };
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.readReplica && !opts.url) throw new Error('A read replica needs a PostgreSQL primary (DATABASE_URL)');
  return opts.url ? openPostgres(opts.url, opts.poolSize ?? 10, opts.readReplica) : openPglite(opts.dataDir, opts.loadDataDir);
}

function openPostgres(url: string, max: number, readReplica: DatabaseOptions['readReplica']): Database {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 3000 });
  // An idle client that loses its server must not crash the process: the next query reconnects.
  pool.on('error', () => {});
  // Nor may a checked-out one (inside a transaction between statements): pg emits 'error' on the
  // client, which has no listener while the pool lends it out. The statement in progress rejects on
  // its own (answered 503), and the pool drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  const reads = readReplica ? new ReadRouting({ ...readReplica, primary: pool, readUrl: readReplica.url, poolSize: max }) : undefined;
  const db = drizzlePg(reads?.routedPool ?? pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    reads,
    migrate: (dir) => migratePg(drizzlePg(pool), { migrationsFolder: dir }),
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await reads?.close();
      await pool.end();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    exclusive: async (key, fn) => {
      // Its own connection, not the pool's: the lock belongs to the session that took it.
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      await client.connect();
      try {
        await client.query('select pg_advisory_lock(hashtext($1))', [key]);
        return await fn();
      } finally {
        await client.end().catch(() => {});
      }
    },
  };
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  let releaseLock = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireLock(path.join(dataDir, 'pglite.lock'));
  }
  const client = new PGlite({ dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined, loadDataDir });
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: (dir) => migratePglite(drizzlePglite(client), { migrationsFolder: dir }),
    ping: async () => {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await client.close();
      releaseLock();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.filter((r) => r.fields.length).pop() ?? { rows: [] };
    },
  };
}

/**
 * PGlite allows one process per data folder; a second one silently corrupts it (ARCHITECTURE).
 * The lock holds our pid; a stale lock of a dead process is taken over.
 */
function acquireLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(`The embedded database in ${path.dirname(file)} is in use by process ${pid}. Stop it first, or set DATABASE_URL.`);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
