import { loadConfig } from '../config.js';
import { jobDefinitions } from '../job-list.js';
import { prepareJobQueues } from '../plugins/jobs.js';
import { prepareDatabase } from './setup.js';

/**
 * Migrates and seeds the configured database and makes the job queues, then exits: npm start runs
 * it beside the web build on a first start, so the server finds its data ready. The server does
 * the same on its own start, which then finds nothing to do.
 */
const config = loadConfig();
const database = await prepareDatabase(config, (m) => console.log(`[db] ${m}`));
await prepareJobQueues(config, database, jobDefinitions);
await database.close();
