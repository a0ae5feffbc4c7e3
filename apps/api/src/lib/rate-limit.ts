import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { queryRows, type Db } from '../db/client.js';

/**
 * Counts hits of a key within a window that starts at its first hit. Kept in PostgreSQL, or in
 * Redis when REDIS_URL is set, so limits hold across processes and restarts.
 */
export interface RateLimiter {
  /** Records one hit; answers true while the count stays within `limit`. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** Forgets a key (tests end a window without waiting for it). */
  reset(key: string): Promise<void>;
  /** Takes one hit back (an attempt that turned out not to count, e.g. an SMS the provider refused). */
  release(key: string): Promise<void>;
}

export function dbRateLimiter(db: Db, now: () => Date = () => new Date()): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const at = now();
      const until = new Date(at.getTime() + windowMs);
      // One statement: a window past its end starts over, otherwise the count goes up.
      const rows = await queryRows<{ count: number }>(
        db,
        sql`insert into rate_counters (key, count, expires_at) values (${key}, 1, ${until.toISOString()})
            on conflict (key) do update set
              count = case when rate_counters.expires_at <= ${at.toISOString()} then 1 else rate_counters.count + 1 end,
              expires_at = case when rate_counters.expires_at <= ${at.toISOString()} then excluded.expires_at else rate_counters.expires_at end
            returning count`,
      );
      return Number(rows[0]?.count ?? 1) <= limit;
    },
    async reset(key) {
      await db.execute(sql`delete from rate_counters where key = ${key}`);
    },
    async release(key) {
      await db.execute(sql`update rate_counters set count = greatest(count - 1, 0) where key = ${key}`);
    },
  };
}

const INCR_WITH_TTL = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

// Leaves a missing key missing and never goes below zero (the window's expiry stays as it was).
const DECR_TO_ZERO = `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export function redisRateLimiter(redis: Redis): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const n = (await redis.eval(INCR_WITH_TTL, 1, `shp:rl:${key}`, String(windowMs))) as number;
      return n <= limit;
    },
    async reset(key) {
      await redis.del(`shp:rl:${key}`);
    },
    async release(key) {
      await redis.eval(DECR_TO_ZERO, 1, `shp:rl:${key}`);
    },
  };
}

/**
 * Redis while it answers, PostgreSQL while it does not: with Redis stopped the limits still hold
 * (across processes, through the database), only their counts start over in the other store.
 */
export function fallbackRateLimiter(redis: Redis, db: Db, onFallback: (err: unknown) => void = () => {}): RateLimiter {
  const primary = redisRateLimiter(redis);
  const fallback = dbRateLimiter(db);
  const pick = async <T>(call: (l: RateLimiter) => Promise<T>): Promise<T> => {
    if (redis.status !== 'ready') return call(fallback);
    try {
      return await call(primary);
    } catch (err) {
      onFallback(err);
      return call(fallback);
    }
  };
  return {
    hit: (key, limit, windowMs) => pick((l) => l.hit(key, limit, windowMs)),
    reset: (key) => pick((l) => l.reset(key)),
    release: (key) => pick((l) => l.release(key)),
  };
}
