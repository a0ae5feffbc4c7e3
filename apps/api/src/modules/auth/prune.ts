import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';

/** Rows kept a day past their end (support can still see yesterday's codes and challenges). */
export const PRUNE_KEEP_MS = 24 * 3600_000;
/** Rows deleted per statement: short locks, small WAL bursts. */
export const PRUNE_BATCH = 500;
/** Statements per table per run, so one nightly run stays bounded however far behind it is. */
export const PRUNE_MAX_BATCHES = 200;
/** Operator login attempts stay a month: enough to look back at a password-guessing run. */
export const LOGIN_ATTEMPTS_KEEP_MS = 30 * 24 * 3600_000;

export type PruneCounts = {
  smsCodes: number;
  rateCounters: number;
  captchaChallenges: number;
  qrLoginRequests: number;
  loginGrants: number;
  memberSessions: number;
  operatorSessions: number;
  operatorLoginAttempts: number;
};

/**
 * Deletes auth rows nobody can use any more, in bounded batches:
 * SMS codes and QR login requests a day past their end, captcha challenges a day after they were
 * made (they live 2 + 5 minutes), login grants, member and operator sessions a day after they
 * expired or were revoked, operator login attempts after a month, and rate counters whose window has passed — an expired counter
 * counts as zero anyway (the upsert restarts it), so deleting it never changes a limit. Each
 * DELETE re-checks its condition on the current row, so a counter restarted meanwhile stays.
 */
export async function pruneAuthRows(db: Db, opts: { now?: Date; batch?: number; maxBatches?: number } = {}): Promise<PruneCounts> {
  const now = opts.now ?? new Date();
  const batch = opts.batch ?? PRUNE_BATCH;
  const maxBatches = opts.maxBatches ?? PRUNE_MAX_BATCHES;
  const dayAgo = new Date(now.getTime() - PRUNE_KEEP_MS).toISOString();
  const nowIso = now.toISOString();
  const monthAgo = new Date(now.getTime() - LOGIN_ATTEMPTS_KEEP_MS).toISOString();

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
    loginGrants: await drain(
      (limit) =>
        sql`delete from login_grants where id in (select id from login_grants where expires_at < ${dayAgo} order by expires_at limit ${limit}) and expires_at < ${dayAgo} returning 1 as n`,
    ),
    memberSessions: await drain(
      (limit) =>
        sql`delete from member_sessions where id in (select id from member_sessions where expires_at < ${dayAgo} or revoked_at < ${dayAgo} limit ${limit}) and (expires_at < ${dayAgo} or revoked_at < ${dayAgo}) returning 1 as n`,
    ),
    operatorSessions: await drain(
      (limit) =>
        sql`delete from operator_sessions where id in (select id from operator_sessions where expires_at < ${dayAgo} or revoked_at < ${dayAgo} limit ${limit}) and (expires_at < ${dayAgo} or revoked_at < ${dayAgo}) returning 1 as n`,
    ),
    operatorLoginAttempts: await drain(
      (limit) =>
        sql`delete from operator_login_attempts where id in (select id from operator_login_attempts where created_at < ${monthAgo} order by id limit ${limit}) and created_at < ${monthAgo} returning 1 as n`,
    ),
  };
}
