/**
 * Another API process for the cross-process job tests (plugins/jobs.cluster.test.ts): the real
 * job engine plugin on DATABASE_URL (without the rest of the app, so it starts quickly), with one
 * job that blocks forever once started, so the test can kill this process mid-job. Test-only.
 */
import Fastify from 'fastify';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { jobsPlugin } from '../plugins/jobs.js';
import { defineJob } from '../lib/jobs.js';
import { BLOCKING_JOB } from './job-fixtures.js';

const config = loadConfig(process.env, { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_SCALE: 'none', JOBS: 'on' });
const database = await openDatabase({ url: config.databaseUrl, poolSize: 2 });
const block = defineJob({
  ...BLOCKING_JOB,
  async handler(_ctx, data) {
    process.stdout.write(`STARTED ${JSON.stringify(data)}\n`);
    await new Promise(() => {});
  },
});
const app = Fastify({ logger: false });
app.decorate('config', config);
app.decorate('db', database);
await app.register(jobsPlugin, { definitions: [block] });
await app.ready();
const id = await app.jobs.send(BLOCKING_JOB.name, { from: process.pid });
process.stdout.write(`SENT ${id}\n`);
