import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { eq } from 'drizzle-orm';
import { encodePhone } from '@shp/contracts';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { rateCounters } from '../../db/schema/index.js';
import { passCaptcha } from './testing.js';
import { startThrowawayRedis } from '../../test/redis.js';
import { dbRateLimiter, fallbackRateLimiter, redisRateLimiter } from '../../lib/rate-limit.js';

let redisServer: Awaited<ReturnType<typeof startThrowawayRedis>>;
let redisUrl: string;
let t: TestApp;

beforeAll(async () => {
  redisServer = await startThrowawayRedis();
  redisUrl = redisServer.url;
  t = await createTestApp({ REDIS_URL: redisUrl, SMS_IP_HOURLY_LIMIT: '1000' });
});
afterAll(async () => {
  await t?.close();
  redisServer?.stop();
});

describe('rate limiter', () => {
  it('Redis while it answers, the database while it does not (a stopped Redis keeps limits holding)', async () => {
    const own = await startThrowawayRedis();
    const redis = new Redis(own.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    redis.on('error', () => {});
    const fellBack: unknown[] = [];
    try {
      await new Promise((r) => (redis.status === 'ready' ? r(null) : redis.once('ready', r)));
      const limiter = fallbackRateLimiter(redis, t.database.db, (err) => fellBack.push(err));
      const key = `test:fallback:${Math.random()}`;
      expect(await limiter.hit(key, 1, 60_000)).toBe(true);
      expect(await redis.exists(`shp:rl:${key}`)).toBe(1);
      own.stop();
      await new Promise((r) => redis.once('close', r));
      // Now in the database: its own count starts, and holds.
      expect(await limiter.hit(key, 1, 60_000)).toBe(true);
      expect(await limiter.hit(key, 1, 60_000)).toBe(false);
      const [row] = await t.database.db.select().from(rateCounters).where(eq(rateCounters.key, key));
      expect(row.count).toBe(2);
    } finally {
      redis.disconnect();
      own.stop();
    }
  });

  it('database: counts within a window and starts over after it', async () => {
    let now = new Date('2026-11-20T10:00:00Z');
    const limiter = dbRateLimiter(t.database.db, () => now);
    expect(await limiter.hit('test:db', 2, 60_000)).toBe(true);
    expect(await limiter.hit('test:db', 2, 60_000)).toBe(true);
    expect(await limiter.hit('test:db', 2, 60_000)).toBe(false);
    now = new Date('2026-11-20T10:01:00Z');
    expect(await limiter.hit('test:db', 2, 60_000)).toBe(true);
  });

  it('release takes one hit back, never below zero, in the database and in Redis (a refused SMS, decision 035)', async () => {
    const redis = new Redis(redisUrl);
    try {
      for (const limiter of [dbRateLimiter(t.database.db), redisRateLimiter(redis)]) {
        const key = `test:release:${Math.random()}`;
        await limiter.release(key); // nothing to take back yet
        expect(await limiter.hit(key, 1, 60_000)).toBe(true);
        expect(await limiter.hit(key, 1, 60_000)).toBe(false);
        await limiter.release(key);
        await limiter.release(key);
        await limiter.release(key);
        expect(await limiter.hit(key, 1, 60_000)).toBe(true);
        expect(await limiter.hit(key, 1, 60_000)).toBe(false);
      }
      expect(await redis.pttl('shp:rl:test:release:none')).toBe(-2);
    } finally {
      await redis.quit();
    }
  });

  it('Redis: counts within a window and expires with it', async () => {
    const redis = new Redis(redisUrl);
    try {
      const limiter = redisRateLimiter(redis);
      // A window long enough that a loaded machine still reads the key inside it.
      expect(await limiter.hit('test:redis', 1, 1500)).toBe(true);
      expect(await limiter.hit('test:redis', 1, 1500)).toBe(false);
      expect(await redis.pttl('shp:rl:test:redis')).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 1600));
      expect(await limiter.hit('test:redis', 1, 1500)).toBe(true);
    } finally {
      await redis.quit();
    }
  });

  it('with REDIS_URL the SMS limits live in Redis, shared by every process using it', async () => {
    const phone = '13712340001';
    const send = async (app = t.app) =>
      post(app, '/api/foreground/auth/sendSms', { mobileCode: encodePhone(phone), scene: 'LOGIN', ...(await passCaptcha(app)) });
    expect((await send()).body.code).toBe(10000);
    expect((await send()).body.msg).toBe('验证码发送过于频繁，请60秒后再试');
    expect(
      await t.database.db
        .select()
        .from(rateCounters)
        .where(eq(rateCounters.key, `sms:cd:${phone}`)),
    ).toEqual([]);
    // A second API process (its own database, same Redis) sees the same cooldown.
    const other = await createTestApp({ REDIS_URL: redisUrl });
    try {
      expect((await send(other.app)).body.code).toBe(429);
    } finally {
      await other.close();
    }
    // A second app (migrated and seeded) starts inside the test: slow on a busy machine.
  }, 120_000);
});
