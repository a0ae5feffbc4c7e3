import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startSite } from './site';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Starts the built site once per e2e worker, each on its own fresh database (a new PostgreSQL
 * database when DATABASE_URL is set, else a PGlite folder in a temp dir), seeded at test scale.
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
  // One site per worker, each on its own fresh database (decision 078): a new PostgreSQL database
  // each when DATABASE_URL is set, else each site's own PGlite folder.
  const databases: string[] = [];
  const dropDbs = async () => {
    if (!databases.length) return;
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    for (const name of databases.splice(0)) await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  const envs = Array.from({ length: project.config.maxWorkers }, () => ({ ...env }));
  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    for (const siteEnv of envs) {
      const name = `shp_e2e_${process.pid}_${Date.now() % 100000}_${databases.length + 1}`;
      await admin.query(`create database ${name}`);
      databases.push(name);
      const u = new URL(process.env.DATABASE_URL);
      u.pathname = `/${name}`;
      siteEnv.DATABASE_URL = u.toString();
    }
    await admin.end();
  }
  const started = await Promise.allSettled(envs.map((e) => startSite(e)));
  const sites = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    await Promise.all(sites.map((s) => s.stop()));
    await dropDbs();
    await s3?.close();
    throw failed.reason;
  }
  project.provide(
    'siteURLs',
    sites.map((s) => s.baseURL),
  );
  project.provide('adminPassword', adminPassword);
  return async () => {
    const logs = await Promise.all(sites.map((s) => s.stop()));
    logs.forEach((log, i) => reportSiteLog(log, i + 1));
    await dropDbs();
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
 * Each site logs at warn and above. Its log is kept in .tmp/e2e-server-<worker>.log and its errors
 * are printed, so a CI run that failed shows what the server saw at the time.
 */
function reportSiteLog(output: string, worker: number) {
  const lines = output.split('\n').filter(Boolean);
  const file = `.tmp/e2e-server-${worker}.log`;
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  fs.writeFileSync(path.join(root, file), output);
  // Pino lines at error and fatal; plain lines only when they are a crash (the start-up notes are plain).
  const errors = lines.filter((l) => (l.startsWith('{') ? /"level":(50|60)/.test(l) : /error|exception|^\s+at /i.test(l)));
  console.log(`site log (worker ${worker}): ${lines.length} lines at warn or above, ${errors.length} errors (${file})`);
  for (const l of errors.slice(-20)) console.log(`  ${l.slice(0, 400)}`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Password of the bootstrap operator 'admin' (operator-console tests). */
    adminPassword: string;
    /** One site per e2e worker, each on its own database; worker N uses the Nth (support/browser.ts). */
    siteURLs: string[];
  }
}
