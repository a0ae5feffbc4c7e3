import type PgBoss from 'pg-boss';
import { JOB_STATES, type JobQueue, type JobState } from '@shp/contracts';
import type { JobDefinition } from '../../lib/jobs.js';
import { badRequest, notFound } from '../../lib/errors.js';
import * as repo from './admin-jobs.repository.js';

const OFF = '后台任务未在此进程启用（JOBS=off）';
/** pg-boss retries only jobs that ended; cancels only those not ended yet. */
const RETRYABLE: readonly JobState[] = ['failed', 'cancelled'];
const CANCELLABLE: readonly JobState[] = ['created', 'retry', 'active'];

export function createAdminJobsService(engine: { boss: PgBoss | null; definitions: readonly JobDefinition[] }) {
  const need = () => {
    if (!engine.boss) throw badRequest(OFF);
    return engine.boss;
  };
  async function load(boss: PgBoss, queue: string, id: string) {
    const job = await repo.findJob(boss, queue, id);
    if (!job) throw notFound('任务不存在或已归档');
    return job;
  }
  return {
    async queues(): Promise<{ enabled: boolean; queues: JobQueue[] }> {
      const boss = engine.boss;
      if (!boss) return { enabled: false, queues: [] };
      const [queues, counts] = await Promise.all([boss.getQueues(), repo.countsByQueue(boss)]);
      const schedules = new Map(engine.definitions.map((d) => [d.name, d.schedule ?? null]));
      return {
        enabled: true,
        queues: queues
          .filter((q) => !q.name.startsWith('__pgboss'))
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((q) => ({
            name: q.name,
            schedule: schedules.get(q.name) ?? null,
            policy: q.policy ?? 'standard',
            retryLimit: q.retryLimit ?? null,
            retryDelay: q.retryDelay ?? null,
            retryBackoff: q.retryBackoff ?? null,
            counts: counts.get(q.name) ?? (Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as Record<JobState, number>),
          })),
      };
    },
    async list(input: { queue?: string; state: JobState }, page: { pageNum: number; pageSize: number }) {
      const { rows, total } = await repo.listJobs(need(), input, page);
      return { list: rows, total, ...page };
    },
    async retry(input: { queue: string; id: string }) {
      const boss = need();
      const job = await load(boss, input.queue, input.id);
      if (!RETRYABLE.includes(job.state)) throw badRequest('只有失败或已取消的任务可以重试');
      // A failed job goes to retry; a cancelled one back to waiting (pg-boss's resume).
      if (job.state === 'failed') await boss.retry(input.queue, input.id);
      else await boss.resume(input.queue, input.id);
      return load(boss, input.queue, input.id);
    },
    async cancel(input: { queue: string; id: string }) {
      const boss = need();
      const job = await load(boss, input.queue, input.id);
      if (!CANCELLABLE.includes(job.state)) throw badRequest('只有等待中、待重试或执行中的任务可以取消');
      await boss.cancel(input.queue, input.id);
      return load(boss, input.queue, input.id);
    },
  };
}
