import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../../db/client.js';

/** Rows kept a day past their end (support can still see yesterday's codes and challenges). */
export const PRUNE_KEEP_MS = 24 * 3600_000;
/** Rows deleted per statement: short locks, small WAL bursts. */
export const PRUNE_BATCH = 500;
/** Statements per table per run, so one run stays bounded however far behind it is. */
export const PRUNE_MAX_BATCHES = 20;
/** How often a process prunes; several processes on one database only repeat cheap no-ops. */
export const PRUNE_INTERVAL_MS = 10 * 60_000;
/** The first run waits for start-up to settle. */
const FIRST_RUN_MS = 60_000;

export type PruneCounts = { smsCodes: number; rateCounters: number; captchaChallenges: number; qrLoginRequests: number };

/**
 * Deletes auth rows nobody can use any more, in bounded batches:
 * SMS codes and QR login requests a day past their end, captcha challenges a day after they were
 * made (they live 2 + 5 minutes), and rate counters whose window has passed — an expired counter
 * counts as zero anyway (the upsert restarts it), so deleting it never changes a limit. Each
 * DELETE re-checks its condition on the current row, so a counter restarted meanwhile stays.
 */
export async function pruneAuthRows(db: Db, opts: { now?: Date; batch?: number; maxBatches?: number } = {}): Promise<PruneCounts> {
  const now = opts.now ?? new Date();
  const batch = opts.batch ?? PRUNE_BATCH;
  const maxBatches = opts.maxBatches ?? PRUNE_MAX_BATCHES;
  const dayAgo = new Date(now.getTime() - PRUNE_KEEP_MS).toISOString();
  const nowIso = now.toISOString();

  async function drain(statement: (limit: number) => SQL) {
    let total = 0;
    for (let i = 0; i < maxBatches; i++) {
      const n = (await queryRows<{ n: number }>(db, statement(batch))).length;
      total += n;
      if (n < batch) break;
    }
    return total;
  }

  return {
    smsCodes: await drain(
      (limit) =>
        sql`delete from sms_codes where id in (select id from sms_codes where expires_at < ${dayAgo} order by expires_at limit ${limit}) and expires_at < ${dayAgo} returning 1 as n`,
    ),
    rateCounters: await drain(
      (limit) =>
        sql`delete from rate_counters where key in (select key from rate_counters where expires_at < ${nowIso} order by expires_at limit ${limit}) and expires_at < ${nowIso} returning 1 as n`,
    ),
    captchaChallenges: await drain(
      (limit) =>
        sql`delete from captcha_challenges where id in (select id from captcha_challenges where created_at < ${dayAgo} order by created_at limit ${limit}) and created_at < ${dayAgo} returning 1 as n`,
    ),
    qrLoginRequests: await drain(
      (limit) =>
        sql`delete from qr_login_requests where id in (select id from qr_login_requests where created_at < ${dayAgo} order by created_at limit ${limit}) and created_at < ${dayAgo} returning 1 as n`,
    ),
  };
}

/**
 * Prunes every `intervalMs` (first run after `firstRunMs`). The timers are unref'd so they never
 * keep a process alive; `stop()` clears them and waits for a run in progress. A failed run is
 * logged and the next one tries again.
 */
export function startAuthPruning(db: Db, log: FastifyBaseLogger, opts: { intervalMs?: number; firstRunMs?: number } = {}) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = pruneAuthRows(db)
      .then((counts) => {
        if (Object.values(counts).some((n) => n > 0)) log.info({ pruned: counts }, 'auth rows pruned');
      })
      .catch((err) => log.warn({ err }, 'auth pruning failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, opts.firstRunMs ?? FIRST_RUN_MS);
  const timer = setInterval(run, opts.intervalMs ?? PRUNE_INTERVAL_MS);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
