import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { DEFAULT_RETRY, type JobDefinition } from '../lib/jobs.js';

/** The job engine of this process (decision 039). Null `boss` when JOBS=off. */
export interface JobEngine {
  boss: PgBoss | null;
  definitions: readonly JobDefinition[];
  /** Runs of each queue this process started, for logs and tests. */
  runs: Map<string, number>;
  /** Puts a job on a queue (any process's worker takes it). */
  send(name: string, data?: object, options?: PgBoss.SendOptions): Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobEngine;
  }
}

/** Scheduled jobs read China time, whatever the server's zone. */
export const JOB_TIME_ZONE = 'Asia/Shanghai';

function bossOptions(app: FastifyInstance): PgBoss.ConstructorOptions {
  const { config, db: database } = app;
  const common: PgBoss.ConstructorOptions = {
    schedule: true,
    supervise: true,
    migrate: true,
    maintenanceIntervalSeconds: config.jobs.maintenanceSeconds,
    pollingIntervalSeconds: config.jobs.pollSeconds,
    expireInSeconds: config.jobs.expireSeconds,
  };
  if (database.kind === 'postgres') {
    if (!config.databaseUrl) throw new Error('Background jobs on PostgreSQL need DATABASE_URL');
    return { ...common, connectionString: config.databaseUrl, max: 3, application_name: 'shp-jobs' };
  }
  const executeSql = database.executeSql;
  if (!executeSql) throw new Error('The embedded database has no executeSql for the job engine');
  // The embedded PGlite has one connection: pg-boss speaks through its `db` adapter.
  return { ...common, db: { executeSql: (text, values) => executeSql(text, values) as Promise<{ rows: never[] }> } };
}

async function createQueue(boss: PgBoss, def: JobDefinition) {
  const retry = def.retry ?? DEFAULT_RETRY;
  const options: PgBoss.Queue = {
    name: def.name,
    policy: def.singleton ? 'singleton' : 'standard',
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff,
    ...(def.expireInSeconds ? { expireInSeconds: def.expireInSeconds } : {}),
  };
  // Two processes starting at once may both create it: the loser's "already exists" is fine.
  await boss.createQueue(def.name, options).catch((err: Error) => {
    if (!/already exists|duplicate/i.test(err.message)) throw err;
  });
  await boss.updateQueue(def.name, options);
}

/**
 * Starts pg-boss once the app is ready (migrations ran before buildApp), creates a queue per
 * definition, schedules the cron ones in China time and works every queue. On close, runs in
 * progress get JOBS_STOP_TIMEOUT_MS to finish; what is still running then is failed back to the
 * queue (retried by any process), never dropped.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, opts: { definitions: readonly JobDefinition[] }) => {
  const { config } = app;
  const runs = new Map<string, number>();
  const names = new Set<string>();
  for (const def of opts.definitions) {
    if (names.has(def.name)) throw new Error(`Two job definitions named ${def.name}`);
    names.add(def.name);
  }
  const boss = config.jobs.enabled ? new PgBoss(bossOptions(app)) : null;
  const engine: JobEngine = {
    boss,
    definitions: opts.definitions,
    runs,
    async send(name, data = {}, options = {}) {
      if (!boss) throw new Error('Background jobs are off in this process (JOBS=off)');
      return boss.send(name, data, options);
    },
  };
  app.decorate('jobs', engine);
  if (!boss) return;

  boss.on('error', (err) => app.log.warn({ err }, 'job engine error'));
  app.addHook('onReady', async () => {
    // Processes starting together on a fresh database deadlocked creating the same queues: one at a time.
    const setUp = async () => {
      await boss.start();
      for (const def of opts.definitions) await createQueue(boss, def);
    };
    await (app.db.exclusive ? app.db.exclusive('shp:job-queues', setUp) : setUp());
    for (const def of opts.definitions) {
      if (def.schedule) await boss.schedule(def.name, def.schedule, {}, { tz: JOB_TIME_ZONE });
      else await boss.unschedule(def.name);
      await boss.work<object>(def.name, { pollingIntervalSeconds: config.jobs.pollSeconds, batchSize: 1 }, async ([job]) => {
        runs.set(def.name, (runs.get(def.name) ?? 0) + 1);
        const log = app.log.child({ job: def.name, jobId: job.id });
        try {
          const result = await def.handler({ db: app.db.db, now: new Date(), log, app }, job.data ?? {});
          log.debug({ result }, 'job done');
          return result;
        } catch (err) {
          log.warn({ err }, 'job failed (retried with backoff while retries remain)');
          throw err;
        }
      });
    }
  });
  app.addHook('onClose', async () => {
    await boss.stop({ graceful: true, timeout: config.jobs.stopTimeoutMs, wait: true, close: true });
  });
});
