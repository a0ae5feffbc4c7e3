import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seedDatabase } from '../db/seed/index.js';
import { randomId } from '../lib/crypto.js';
import type { DatabaseTemplate } from './test-app.js';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * Migrates and seeds one database for the whole API run; every `createTestApp()` then starts from
 * its own copy of it: `CREATE DATABASE … TEMPLATE` on PostgreSQL (DATABASE_URL), a dump of the
 * data folder loaded into a new in-memory PGlite otherwise.
 */
export default async function setup(project: TestProject) {
  const config = loadConfig(process.env, { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_SCALE: 'test' });
  let template: DatabaseTemplate;
  let teardown: () => Promise<void>;
  if (config.databaseUrl) {
    const name = `shp_tpl_${randomId(6)}`;
    await adminQuery(config.databaseUrl, `create database ${name}`);
    const url = new URL(config.databaseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 2 });
    await database.migrate(config.migrationsDir);
    await seedDatabase(database.db, 'test');
    await database.close();
    template = { kind: 'postgres', server: config.databaseUrl, name };
    teardown = () => adminQuery(config.databaseUrl!, `drop database if exists ${name} with (force)`);
  } else {
    const database = await openDatabase({});
    await database.migrate(config.migrationsDir);
    await seedDatabase(database.db, 'test');
    const dump = await database.dumpDataDir!();
    await database.close();
    const file = path.join(root, '.tmp', `api-template-${process.pid}-${randomId(4)}.tar`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    template = { kind: 'pglite', file };
    teardown = async () => fs.rmSync(file, { force: true });
  }
  project.provide('databaseTemplate', template);
  return teardown;
}

async function adminQuery(connectionString: string, query: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
