import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { seedDatabase } from '../db/seed/index.js';
import { buildApp } from '../app.js';
import { randomId } from '../lib/crypto.js';
import type { JobDefinition } from '../lib/jobs.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The migrated and seeded database of a test run (test/global-setup.ts). */
export type DatabaseTemplate = { kind: 'postgres'; server: string; name: string } | { kind: 'pglite'; file: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded database every API test app copies (test/global-setup.ts). */
    databaseTemplate: DatabaseTemplate;
  }
}

/** The run's template, or null outside the API test project (bench scripts): then each app migrates and seeds its own. */
function runTemplate(): DatabaseTemplate | null {
  try {
    return inject('databaseTemplate') ?? null;
  } catch {
    return null;
  }
}

/**
 * A fresh, migrated and seeded database per test app: a new database on the PostgreSQL server
 * when DATABASE_URL is set (CI), else an in-memory PGlite; a copy of the run's seeded template
 * when there is one. Never a mock.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: { logStream?: NodeJS.WritableStream; jobs?: readonly JobDefinition[] } = {},
): Promise<TestApp> {
  // Background jobs stay off unless a test turns them on (JOBS: 'on'): a test then owns what runs.
  const base = loadConfig(process.env, { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_SCALE: 'test', JOBS: 'off', ...overrides });
  const found = runTemplate();
  const template = found && (found.kind === 'postgres' ? found.server === base.databaseUrl : !base.databaseUrl) ? found : null;
  let dropDatabase = async () => {};
  let url: string | undefined;
  if (base.databaseUrl) {
    const name = `shp_t_${randomId(6)}`;
    const admin = new pg.Client({ connectionString: base.databaseUrl });
    await admin.connect();
    await admin.query(template?.kind === 'postgres' ? `create database ${name} template ${template.name}` : `create database ${name}`);
    await admin.end();
    const u = new URL(base.databaseUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: base.databaseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config = { ...base, databaseUrl: url };
  const dump = template?.kind === 'pglite' ? new Blob([fs.readFileSync(template.file)]) : undefined;
  const database = await openDatabase({ url, poolSize: 5, loadDataDir: dump });
  if (!template) {
    await database.migrate(config.migrationsDir);
    await seedDatabase(database.db, 'test');
  }
  const app = await buildApp({ config, database, logStream: options.logStream, jobs: options.jobs });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/** POST an operation with the SPEC wrapper; answers the parsed envelope and the HTTP status. */
export async function post(
  app: FastifyInstance,
  path: string,
  data: unknown,
  opts: { token?: string; pageParam?: { pageNum?: number; pageSize?: number }; headers?: Record<string, string> } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { ...(opts.token ? { 'member-token': opts.token } : {}), ...opts.headers },
    payload: { channelCode: 'ch_web', traceId: randomId(16), data, ...(opts.pageParam ? { pageParam: opts.pageParam } : {}) },
  });
  return { status: res.statusCode, body: res.json() as { code: number | string; msg: string; data: any }, headers: res.headers }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read answers of every shape
}
