import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createOperatorSession } from '../test/operators.js';
import { openDatabase, type Database } from '../db/client.js';
import { buildApp } from '../app.js';
import { defineJob, type JobDefinition } from '../lib/jobs.js';
import { jobDefinitions } from '../job-list.js';
import { insertLead } from '../modules/leads/leads.repository.js';
import { leads, operatorNotices } from '../db/schema/index.js';
import { BLOCKING_JOB } from '../test/job-fixtures.js';
import type { FastifyInstance } from 'fastify';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const FAST = { JOBS: 'on', JOBS_POLL_SECONDS: '0.5', JOBS_MAINTENANCE_SECONDS: '1' };

// Runs of the counting job, by job id, with the process (app) that ran it.
const runs: { id: string; by: string }[] = [];

/** The app of another API process on the same PostgreSQL database (its own pool and pg-boss). */
async function secondApp(t: TestApp, jobs: readonly JobDefinition[]): Promise<{ app: FastifyInstance; database: Database; close(): Promise<void> }> {
  const config = { ...t.config, jobs: { ...t.config.jobs, enabled: true, pollSeconds: 0.5, maintenanceSeconds: 1 } };
  const database = await openDatabase({ url: config.databaseUrl, poolSize: 3 });
  const app = await buildApp({ config, database, jobs });
  await app.ready();
  return { app, database, close: async () => (await app.close(), await database.close()) };
}

const countingJob = (by: string) =>
  defineJob<{ key: string }>({
    name: 'test-count',
    async handler(_ctx, data) {
      runs.push({ id: data.key, by });
      // Long enough that both processes poll while others are in flight.
      await new Promise((r) => setTimeout(r, 50));
    },
  });

describe.skipIf(!process.env.DATABASE_URL)('jobs across two API processes on PostgreSQL', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof secondApp>>;
  beforeAll(async () => {
    a = await createTestApp(FAST, { jobs: [...jobDefinitions, countingJob('A')] });
    b = await secondApp(a, [...jobDefinitions, countingJob('B')]);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a job scheduled by one process runs exactly once, whichever process takes it', async () => {
    const keys = Array.from({ length: 20 }, (_, i) => `k${i}`);
    // Scheduled for a moment later: both processes are polling when it comes due.
    for (const key of keys) await a.app.jobs.send('test-count', { key }, { startAfter: 1 });
    await expect.poll(() => runs.length, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(keys.length);
    await new Promise((r) => setTimeout(r, 1500)); // a duplicate would show within a poll or two
    expect(runs.map((r) => r.id).sort()).toEqual([...keys].sort());
    expect(new Set(runs.map((r) => r.by)).size).toBeGreaterThanOrEqual(1);
  });

  it('the SLA reminder sent by one process reminds the consultant once', async () => {
    const db = a.database.db;
    const consultant = await createOperatorSession(db, { role: 'consultant' });
    // Left 23 hours ago: under two office hours to its deadline at any time of a working day, or
    // past none of them on a weekend; either way the scan is due once the deadline is near.
    const lead = await insertLead(
      db,
      { kind: 'consult', sourcePage: 'home-left-panel', liaison: '李四', phone: '13600000001' },
      new Date(Date.now() - 23.9 * 3600_000),
    );
    await db
      .update(leads)
      .set({ assignedConsultantId: consultant.operator.id, deadlineAt: new Date(Date.now() + 5 * 60_000) })
      .where(eq(leads.id, lead.id));
    const ids = [await a.app.jobs.send('lead-sla-reminder', {}), await a.app.jobs.send('lead-sla-reminder', {})];
    await expect
      .poll(async () => Promise.all(ids.map(async (id) => (await a.app.jobs.boss!.getJobById('lead-sla-reminder', id!))?.state)), {
        timeout: 20_000,
        interval: 200,
      })
      .toEqual(['completed', 'completed']);
    const notices = await db.select().from(operatorNotices).where(eq(operatorNotices.leadId, lead.id));
    expect(notices.map((n) => [n.operatorId, n.kind])).toEqual([[consultant.operator.id, 'sla_reminder']]);
  });

  it('a process killed mid-job leaves the job to another process, which retries it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../test/job-worker-process.ts')], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: a.config.databaseUrl, JOBS_POLL_SECONDS: '0.5', JOBS_MAINTENANCE_SECONDS: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise((r) => child.on('exit', r));
    try {
      await expect.poll(() => out, { timeout: 60_000, interval: 100 }).toMatch(/STARTED/);
    } finally {
      child.kill('SIGKILL');
    }
    await exited;
    const id = /SENT (\S+)/.exec(out)?.[1] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await a.app.jobs.boss!.getJobById(BLOCKING_JOB.name, id))?.state).toBe('active');

    // This process works the same queue: once the dead run expires it is failed to retry and taken here.
    let ranHere = 0;
    const c = await secondApp(a, [defineJob({ ...BLOCKING_JOB, handler: async () => void (ranHere += 1) })]);
    try {
      await expect.poll(async () => (await c.app.jobs.boss!.getJobById(BLOCKING_JOB.name, id))?.state, { timeout: 30_000, interval: 200 }).toBe('completed');
      const job = await c.app.jobs.boss!.getJobById(BLOCKING_JOB.name, id);
      expect(job?.retryCount).toBe(1);
      expect(ranHere).toBe(1);
    } finally {
      await c.close();
    }
  }, 120_000);
});
