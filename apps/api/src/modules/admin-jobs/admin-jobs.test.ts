import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createOperatorSession } from '../../test/operators.js';
import { defineJob } from '../../lib/jobs.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createOperatorSession>>;
let consultant: Awaited<ReturnType<typeof createOperatorSession>>;
let editor: Awaited<ReturnType<typeof createOperatorSession>>;
const as = (who: { headers: Record<string, string> }) => ({ headers: who.headers });

let flakyRuns = 0;
const testJobs = [
  // Throws on its first run only: pg-boss retries it after the (backed-off) delay.
  defineJob({
    name: 'test-flaky',
    retry: { limit: 2, delaySeconds: 1, backoff: true },
    async handler() {
      flakyRuns += 1;
      if (flakyRuns === 1) throw new Error('first run fails');
      return { ok: true };
    },
  }),
  defineJob({
    name: 'test-broken',
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    async handler() {
      throw new Error('broken on purpose');
    },
  }),
  defineJob({ name: 'test-later', handler: async () => null }),
];

beforeAll(async () => {
  // Short polling and maintenance: the engine's timings come from config (JOBS_*).
  t = await createTestApp({ JOBS: 'on', JOBS_POLL_SECONDS: '0.5', JOBS_MAINTENANCE_SECONDS: '1' }, { jobs: testJobs });
  admin = await createOperatorSession(t.database.db, { role: 'admin' });
  consultant = await createOperatorSession(t.database.db, { role: 'consultant' });
  editor = await createOperatorSession(t.database.db, { role: 'editor' });
});
afterAll(() => t.close());

const jobOf = (queue: string, id: string) => t.app.jobs.boss!.getJobById(queue, id);

describe('the engine', () => {
  it('retries a throwing job with backoff until it succeeds', async () => {
    const id = (await t.app.jobs.send('test-flaky', { n: 1 }))!;
    await expect.poll(async () => (await jobOf('test-flaky', id))?.state, { timeout: 15_000, interval: 200 }).toBe('completed');
    const job = await jobOf('test-flaky', id);
    expect(job?.retryCount).toBe(1);
    expect(job?.retryBackoff).toBe(true);
    expect(flakyRuns).toBe(2);
  });
});

describe('the queue console (admin only)', () => {
  it('lists queues with counts, failed jobs with their error; retries and cancels', async () => {
    const broken = (await t.app.jobs.send('test-broken', {}))!;
    await expect.poll(async () => (await jobOf('test-broken', broken))?.state, { timeout: 15_000, interval: 200 }).toBe('failed');

    const queues = await post(t.app, '/api/admin/jobs/queues', {}, as(admin));
    expect(queues.body.data.enabled).toBe(true);
    const names = queues.body.data.queues.map((q: { name: string }) => q.name);
    expect(names).toEqual(expect.arrayContaining(['test-broken', 'test-flaky', 'test-later']));
    expect(names.some((n: string) => n.startsWith('__pgboss'))).toBe(false);
    expect(queues.body.data.queues.find((q: { name: string }) => q.name === 'test-broken').counts.failed).toBe(1);

    const failed = await post(t.app, '/api/admin/jobs/list', { state: 'failed' }, as(admin));
    const item = failed.body.data.list.find((j: { id: string }) => j.id === broken);
    expect(item).toMatchObject({ queue: 'test-broken', state: 'failed', error: 'broken on purpose', retryCount: 0 });
    expect(JSON.stringify(failed.body)).not.toContain('    at ');

    const retried = await post(t.app, '/api/admin/jobs/retry', { queue: 'test-broken', id: broken }, as(admin));
    expect(retried.body.code).toBe(10000);
    expect(['retry', 'active', 'failed']).toContain(retried.body.data.state);
    await expect.poll(async () => (await jobOf('test-broken', broken))?.retryCount, { timeout: 15_000, interval: 200 }).toBe(1);

    const later = (await t.app.jobs.send('test-later', {}, { startAfter: 3600 }))!;
    const cancelled = await post(t.app, '/api/admin/jobs/cancel', { queue: 'test-later', id: later }, as(admin));
    expect(cancelled.body.data.state).toBe('cancelled');
    const again = await post(t.app, '/api/admin/jobs/cancel', { queue: 'test-later', id: later }, as(admin));
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('只有等待中、待重试或执行中的任务可以取消');
    // A cancelled job can be put back in the queue.
    expect((await post(t.app, '/api/admin/jobs/retry', { queue: 'test-later', id: later }, as(admin))).body.data.state).toBe('created');
  });

  it('refuses other roles (403), visitors (401) and bad input (400, Chinese)', async () => {
    for (const who of [consultant, editor]) {
      for (const path of ['/api/admin/jobs/queues', '/api/admin/jobs/list']) expect((await post(t.app, path, {}, as(who))).status).toBe(403);
      expect((await post(t.app, '/api/admin/jobs/retry', { queue: 'test-broken', id: randomUUID() }, as(who))).status).toBe(403);
      expect((await post(t.app, '/api/admin/jobs/cancel', { queue: 'test-broken', id: randomUUID() }, as(who))).status).toBe(403);
    }
    expect((await post(t.app, '/api/admin/jobs/queues', {}, {})).status).toBe(401);
    const bad = await post(t.app, '/api/admin/jobs/retry', { queue: 'test-broken', id: 'not-a-uuid' }, as(admin));
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('任务编号有误');
    const badQueue = await post(t.app, '/api/admin/jobs/list', { queue: "x'; drop table leads" }, as(admin));
    expect(badQueue.status).toBe(400);
    expect((await post(t.app, '/api/admin/jobs/retry', { queue: 'test-broken', id: randomUUID() }, as(admin))).status).toBe(404);
  });
});
