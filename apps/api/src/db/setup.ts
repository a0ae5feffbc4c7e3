import type { Config } from '../config.js';
import { openDatabase, type Database } from './client.js';
import { isSeeded, seedDatabase } from './seed/index.js';
import { ensureSearchText } from '../lib/search-text.js';

/** Opens the configured database, applies committed migrations, seeds demo data when empty. */
export async function prepareDatabase(config: Config, log: (msg: string) => void): Promise<Database> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    poolSize: config.databasePoolSize,
    readReplica: config.databaseRead ?? undefined,
  });
  const prepare = async () => {
    await database.migrate(config.migrationsDir);
    if (config.seedScale !== 'none' && !(await isSeeded(database.db))) {
      log(`seeding demo data (${config.seedScale})…`);
      await seedDatabase(database.db, config.seedScale, log);
    }
    await ensureSearchText(database.db, log);
  };
  // Several API processes may start at once on one database: one prepares it, the others then find
  // it migrated and seeded.
  if (database.exclusive) await database.exclusive('shp:prepare-database', prepare);
  else await prepare();
  return database;
}
