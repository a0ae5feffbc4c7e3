import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../client.js';
import { isSeeded, seedDatabase, type SeedScale } from './index.js';

/** npm run seed -- --scale large [--reset]: writes demo data into the configured database. */
const { values } = parseArgs({ options: { scale: { type: 'string', default: 'small' }, reset: { type: 'boolean', default: false } } });
const scale = values.scale as SeedScale;
if (!['test', 'small', 'large'].includes(scale)) throw new Error('--scale must be test, small or large');
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
if (values.reset) {
  // One statement per call: PGlite refuses several in one prepared statement.
  const { sql } = await import('drizzle-orm');
  for (const stmt of ['drop schema if exists public cascade', 'drop schema if exists drizzle cascade', 'create schema public']) {
    await database.db.execute(sql.raw(stmt));
  }
}
await database.migrate(config.migrationsDir);
if (await isSeeded(database.db)) {
  console.log('database already holds data: use --reset to start over');
} else {
  await seedDatabase(database.db, scale, (m) => console.log(m));
}
await database.close();
