import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startSite } from './site';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Starts the built site once for the e2e run: its own fresh database (a new PostgreSQL database
 * when DATABASE_URL is set, else a PGlite folder in a temp dir), seeded at test scale.
 */
export default async function setup(project: TestProject) {
  // The first operator of this run's database: random per run, no secret in the repository.
  const adminPassword = crypto.randomBytes(18).toString('base64url');
  const env: NodeJS.ProcessEnv = {
    SEED_SCALE: 'test',
    // Every e2e page comes from 127.0.0.1: the per-IP SMS limit would otherwise count the whole suite.
    SMS_IP_HOURLY_LIMIT: '1000',
    ADMIN_BOOTSTRAP_PASSWORD: adminPassword,
  };
  // E2E_STORAGE_DRIVER=s3: the same site stores uploads in a local S3-compatible server (s3rver),
  // read back through signed URLs, as a deployment with STORAGE_DRIVER=s3 does (decision 038).
  const s3 = process.env.E2E_STORAGE_DRIVER === 's3' ? await startS3(env) : null;
  let dropDb = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `shp_e2e_${process.pid}_${Date.now() % 100000}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${name}`;
    env.DATABASE_URL = u.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  // On PostgreSQL a second process of the same build serves the same database (started beside the
  // first, it waits for the first's migrations): a test whose work is rendering many pages, such as
  // the query-string fuzz, spreads it over both cores. PGlite lives in one process.
  const started = await Promise.allSettled([startSite(env), ...(env.DATABASE_URL ? [startSite(env)] : [])]);
  const sites = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    await Promise.all(sites.map((s) => s.stop()));
    await dropDb();
    await s3?.close();
    throw failed.reason;
  }
  project.provide('baseURL', sites[0].baseURL);
  project.provide(
    'siteURLs',
    sites.map((s) => s.baseURL),
  );
  project.provide('adminPassword', adminPassword);
  return async () => {
    const [first, ...more] = await Promise.all(sites.map((s) => s.stop()));
    reportSiteLog(first);
    for (const log of more) reportSiteLog(log, 'second process');
    await dropDb();
    await s3?.close();
  };
}

async function startS3(env: NodeJS.ProcessEnv) {
  // @ts-expect-error s3rver ships no types; only its constructor, run and close are used.
  const { default: S3rver } = (await import('@20minutes/s3rver')) as {
    default: new (o: object) => { run(): Promise<{ port: number }>; close(): Promise<void> };
  };
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shp-e2e-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'shp-e2e' }] });
  const { port } = await server.run();
  Object.assign(env, {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'shp-e2e',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  return {
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The site logs at warn and above. Its log is kept in .tmp/e2e-server.log and its errors are
 * printed, so a CI run that failed shows what the server saw at the time.
 */
function reportSiteLog(output: string, which?: string) {
  const lines = output.split('\n').filter(Boolean);
  const file = which ? '.tmp/e2e-server-2.log' : '.tmp/e2e-server.log';
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  fs.writeFileSync(path.join(root, file), output);
  // Pino lines at error and fatal; plain lines only when they are a crash (the start-up notes are plain).
  const errors = lines.filter((l) => (l.startsWith('{') ? /"level":(50|60)/.test(l) : /error|exception|^\s+at /i.test(l)));
  console.log(`site log${which ? ` (${which})` : ''}: ${lines.length} lines at warn or above, ${errors.length} errors (${file})`);
  for (const l of errors.slice(-20)) console.log(`  ${l.slice(0, 400)}`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Password of the bootstrap operator 'admin' (operator-console tests). */
    adminPassword: string;
    /** Every process of the run's site, baseURL first (a second one on PostgreSQL only). */
    siteURLs: string[];
  }
}
