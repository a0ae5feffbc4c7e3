import { loadConfig } from '../config.js';
import { prepareDatabase } from './setup.js';

/**
 * Migrates and seeds the configured database, then exits: npm start runs it beside the web build
 * on a first start, so the server finds its data ready. The server does the same on its own start,
 * which then finds nothing to do.
 */
const database = await prepareDatabase(loadConfig(), (m) => console.log(`[db] ${m}`));
await database.close();
