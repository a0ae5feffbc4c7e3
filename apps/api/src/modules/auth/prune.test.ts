import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, like } from 'drizzle-orm';
import { encodePhone } from '@shp/contracts';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { captchaChallenges, memberSessions, operatorLoginAttempts, operatorSessions, qrLoginRequests, rateCounters, smsCodes } from '../../db/schema/index.js';
import { pruneAuthRows } from './prune.js';
import { authJobs } from './auth.jobs.js';
import { passCaptcha } from './testing.js';
import { dbRateLimiter } from '../../lib/rate-limit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_IP_HOURLY_LIMIT: '1000' });
});
afterAll(() => t.close());

const HOUR = 3600_000;
const ago = (ms: number) => new Date(Date.now() - ms);
let seq = 0;
const phone = () => `135${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++seq).padStart(2, '0')}`.slice(0, 11);

async function seedRows(tag: string) {
  const db = t.database.db;
  const oldPhone = phone();
  const newPhone = phone();
  await db.insert(smsCodes).values([
    { phone: oldPhone, scene: 'LOGIN', codeHash: 'x'.repeat(64), expiresAt: ago(25 * HOUR), createdAt: ago(25 * HOUR + 300_000) },
    // Expired, but less than a day ago: kept.
    { phone: newPhone, scene: 'LOGIN', codeHash: 'y'.repeat(64), expiresAt: ago(2 * HOUR), createdAt: ago(2 * HOUR + 300_000) },
  ]);
  await db.insert(rateCounters).values([
    { key: `${tag}:passed`, count: 9, expiresAt: ago(1000) },
    { key: `${tag}:current`, count: 1, expiresAt: new Date(Date.now() + HOUR) },
  ]);
  await db.insert(captchaChallenges).values([
    { id: `${tag}o`.slice(0, 32), expiresAt: ago(25 * HOUR), createdAt: ago(25 * HOUR) },
    { id: `${tag}n`.slice(0, 32), expiresAt: ago(HOUR), createdAt: ago(HOUR) },
  ]);
  await db.insert(qrLoginRequests).values([
    { id: `${tag}o`.slice(0, 32), pollSecretHash: 'p'.repeat(64), expiresAt: ago(25 * HOUR), createdAt: ago(25 * HOUR) },
    { id: `${tag}n`.slice(0, 32), pollSecretHash: 'p'.repeat(64), expiresAt: ago(HOUR), createdAt: ago(HOUR) },
  ]);
  return { oldPhone, newPhone };
}

async function remaining(tag: string, phones: string[]) {
  const db = t.database.db;
  return {
    sms: (await db.select({ phone: smsCodes.phone }).from(smsCodes).where(inArray(smsCodes.phone, phones))).map((r) => r.phone),
    counters: (
      await db
        .select({ key: rateCounters.key })
        .from(rateCounters)
        .where(like(rateCounters.key, `${tag}:%`))
    ).map((r) => r.key),
    challenges: (
      await db
        .select({ id: captchaChallenges.id })
        .from(captchaChallenges)
        .where(like(captchaChallenges.id, `${tag}%`))
    ).map((r) => r.id),
    qr: (
      await db
        .select({ id: qrLoginRequests.id })
        .from(qrLoginRequests)
        .where(like(qrLoginRequests.id, `${tag}%`))
    ).map((r) => r.id),
  };
}

describe('pruning of auth rows (decision 008)', () => {
  it('deletes rows past their keep time and keeps current ones', async () => {
    const tag = `pr${Date.now() % 1e9}`;
    const { oldPhone, newPhone } = await seedRows(tag);
    const counts = await pruneAuthRows(t.database.db);
    expect(counts.smsCodes).toBeGreaterThanOrEqual(1);
    expect(counts.rateCounters).toBeGreaterThanOrEqual(1);
    expect(await remaining(tag, [oldPhone, newPhone])).toEqual({ sms: [newPhone], counters: [`${tag}:current`], challenges: [`${tag}n`], qr: [`${tag}n`] });
    // A second run finds nothing more of these.
    await pruneAuthRows(t.database.db);
    expect((await remaining(tag, [oldPhone, newPhone])).sms).toEqual([newPhone]);
  });

  it('works in bounded batches', async () => {
    const tag = `pb${Date.now() % 1e9}`;
    // The oldest expired rows of all (batches go oldest first), so other expired rows cannot take their places.
    await t.database.db
      .insert(rateCounters)
      .values(Array.from({ length: 25 }, (_, i) => ({ key: `${tag}:${i}`, count: 1, expiresAt: ago(3650 * 24 * HOUR + i) })));
    // 2 statements of 10: at most 20 rows per run, the rest on the next run.
    const first = await pruneAuthRows(t.database.db, { batch: 10, maxBatches: 2 });
    expect(first.rateCounters).toBe(20);
    expect((await remaining(tag, [])).counters.length).toBe(5);
    await pruneAuthRows(t.database.db, { batch: 10, maxBatches: 2 });
    expect((await remaining(tag, [])).counters).toEqual([]);
  });

  it('never loosens a limit: a running window survives, a passed one counts as zero either way', async () => {
    const limiter = dbRateLimiter(t.database.db);
    const key = `pl${Date.now() % 1e9}:cd`;
    expect(await limiter.hit(key, 1, HOUR)).toBe(true);
    await pruneAuthRows(t.database.db);
    expect(await limiter.hit(key, 1, HOUR)).toBe(false);
    // The SMS cooldown through the API holds across a prune too.
    const p = phone();
    const send = async () => post(t.app, '/api/foreground/auth/sendSms', { mobileCode: encodePhone(p), scene: 'LOGIN', ...(await passCaptcha(t.app)) });
    expect((await send()).body.code).toBe(10000);
    await pruneAuthRows(t.database.db);
    expect((await send()).body.msg).toBe('验证码发送过于频繁，请60秒后再试');
    // A window that has passed is deleted; the next hit starts a new one, as without pruning.
    await t.database.db
      .update(rateCounters)
      .set({ expiresAt: ago(1) })
      .where(eq(rateCounters.key, key));
    await pruneAuthRows(t.database.db);
    expect(await t.database.db.select().from(rateCounters).where(eq(rateCounters.key, key))).toEqual([]);
    expect(await limiter.hit(key, 1, HOUR)).toBe(true);
  });

  it('is the nightly auth-prune job on the queue (China time), not a timer in each process', async () => {
    const job = authJobs.find((j) => j.name === 'auth-prune');
    expect(job?.schedule).toBe('30 3 * * *');
    expect(job?.singleton).toBe(true);
    const tag = `pt${Date.now() % 1e9}`;
    await t.database.db.insert(rateCounters).values({ key: `${tag}:a`, count: 1, expiresAt: ago(1000) });
    const counts = (await job!.handler({ db: t.database.db, now: new Date(), log: t.app.log, app: t.app }, {})) as Record<string, number>;
    expect(counts.rateCounters).toBeGreaterThanOrEqual(1);
    expect((await remaining(tag, [])).counters).toEqual([]);
  });

  it('prunes sessions a day past their end and operator login attempts after a month', async () => {
    const db = t.database.db;
    const base = 900_000_000 + (Date.now() % 1e6);
    await db.insert(memberSessions).values([
      { memberId: base, tokenHash: `old${base}`.padEnd(64, 'a'), expiresAt: ago(25 * HOUR) },
      { memberId: base, tokenHash: `rev${base}`.padEnd(64, 'b'), expiresAt: new Date(Date.now() + HOUR), revokedAt: ago(25 * HOUR) },
      { memberId: base, tokenHash: `cur${base}`.padEnd(64, 'c'), expiresAt: new Date(Date.now() + HOUR) },
    ]);
    await db.insert(operatorSessions).values([
      { operatorId: base, tokenHash: `oold${base}`.padEnd(64, 'a'), expiresAt: ago(25 * HOUR) },
      { operatorId: base, tokenHash: `ocur${base}`.padEnd(64, 'c'), expiresAt: new Date(Date.now() + HOUR) },
    ]);
    const user = `prune${base}`;
    await db.insert(operatorLoginAttempts).values([
      { username: user, ip: '10.0.0.1', success: false, createdAt: ago(31 * 24 * HOUR) },
      { username: user, ip: '10.0.0.1', success: false, createdAt: ago(HOUR) },
    ]);
    await pruneAuthRows(db);
    expect((await db.select().from(memberSessions).where(eq(memberSessions.memberId, base))).map((r) => r.tokenHash.slice(0, 3))).toEqual(['cur']);
    expect((await db.select().from(operatorSessions).where(eq(operatorSessions.operatorId, base))).map((r) => r.tokenHash.slice(0, 4))).toEqual(['ocur']);
    expect((await db.select().from(operatorLoginAttempts).where(eq(operatorLoginAttempts.username, user))).length).toBe(1);
  });
});
