import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';

/** What a job's handler gets: the database, the clock of this run and the app (drivers, config). */
export interface JobContext {
  db: Db;
  /** The time the handler runs for; tests pass a fixed one. */
  now: Date;
  log: FastifyBaseLogger;
  app: FastifyInstance;
}

/**
 * One background job (decision 039). Each module declares its jobs in `<domain>.jobs.ts`; the list
 * in `apps/api/src/job-list.ts` imports them. Handlers are idempotent: pg-boss may run a job again
 * after a crash or a retry, and a scheduled scan may find the same rows twice.
 */
export interface JobDefinition<T extends object = object> {
  /** Queue name: kebab-case, `<domain>-<what>`. */
  name: string;
  /** Cron in China time (Asia/Shanghai), e.g. '*\/5 * * * *'; none: sent on demand only. */
  schedule?: string;
  /** A throwing run is retried `limit` times, waiting `delaySeconds` (doubled each time with backoff). */
  retry?: { limit: number; delaySeconds: number; backoff: boolean };
  /** A run not finished after this long is failed (and retried): a worker that died leaves it behind. */
  expireInSeconds?: number;
  /** Scans and sweeps: one run at a time across every process. */
  singleton?: boolean;
  handler(ctx: JobContext, data: T): Promise<unknown>;
}

export const DEFAULT_RETRY = { limit: 3, delaySeconds: 30, backoff: true } as const;

/** Typing helper for a definition in a module's `*.jobs.ts`. */
export const defineJob = <T extends object = object>(def: JobDefinition<T>): JobDefinition<T> => def;

/**
 * One line for the list: a plain function of (db, now) run on a schedule, e.g.
 * `cronJob('orders-auto-confirm', '*\/10 * * * *', autoConfirmOrders)`.
 */
export const cronJob = (name: string, schedule: string, run: (db: Db, now: Date) => Promise<unknown>, opts: Partial<JobDefinition> = {}): JobDefinition =>
  defineJob({ name, schedule, singleton: true, ...opts, handler: (ctx) => run(ctx.db, ctx.now) });
