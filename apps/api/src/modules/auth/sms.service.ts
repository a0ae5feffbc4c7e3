import crypto from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { AuthText, chinaDay, maskPhone, SMS_COUNTDOWN_SECONDS, type SmsCodeScene, type SmsScene } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { smsCodes } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import { badRequest, forbidden, tooMany } from '../../lib/errors.js';
import type { CaptchaService } from './captcha.service.js';
import { SmsSendError, type SmsDriver } from '../../lib/sms-driver.js';
import { smsSends } from '../../lib/metrics.js';
import { type RateLimiter } from '../../lib/rate-limit.js';

export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_MAX_WRONG_TRIES = 5;
const HOUR_MS = 3600_000;

// The code lives 5 minutes and at most 5 guesses: the hash keeps it out of backups and logs.
const codeHash = (phone: string, scene: string, code: string) => sha256(`${phone}:${scene}:${code}`);

export interface SmsLimits {
  phoneDaily: number;
  ipHourly: number;
}

export interface SendSmsInput {
  mobileCode: string;
  scene: SmsScene;
  ticket: string;
  randstr: string;
}

export function createSmsService(deps: { db: Db; captcha: CaptchaService; limiter: RateLimiter; driver: SmsDriver; limits: SmsLimits; now?: () => Date }) {
  const { db, captcha, limiter, driver, limits } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    /** Ends a phone's 60 s window (test-only route, never in production). */
    endCooldown: (phone: string) => limiter.reset(`sms:cd:${phone}`),
    /**
     * Captcha ticket first (redeemed once), then the limits: per IP per hour, one per phone per
     * 60 s, at most `phoneDaily` per phone per China-time day. A new code voids the older ones.
     */
    async send(input: SendSmsInput, ctx: { ip: string; memberPhone: string | null }) {
      const phone = input.mobileCode;
      if (input.scene === 'LOGOFF' && ctx.memberPhone !== phone) throw forbidden(AuthText.LOGOFF_OWN_PHONE);
      await captcha.redeem(input.ticket, input.randstr, ctx.ip);
      return issue(phone, input.scene, ctx.ip);
    },

    /**
     * A code to the logged-in member's own phone (scene STEPUP): no captcha, since nobody else's
     * phone can be named, but the same limits, hashing and voiding as every code.
     */
    async sendToOwnPhone(memberPhone: string | null, ip: string) {
      if (!memberPhone) throw forbidden('账号未绑定手机号，请重新登录');
      const answer = await issue(memberPhone, 'STEPUP', ip);
      return { ...answer, phone: maskPhone(memberPhone) };
    },
  };

  /**
   * Limits per IP per hour, one per phone per 60 s, at most `phoneDaily` per phone per China-time
   * day; a new code voids the older ones of the scene. The code is stored only once the provider
   * took it: a refused or timed-out send leaves nothing to verify, gives the 60 s slot back, and
   * (a refusal only) does not count for the day (decision 035).
   */
  async function issue(phone: string, scene: SmsCodeScene, ip: string) {
    const at = now();
    const cooldownKey = `sms:cd:${phone}`;
    const dayKey = `sms:day:${phone}:${chinaDay(at)}`;
    const refuse = (result: string, text: string) => {
      smsSends.inc({ result });
      return tooMany(text);
    };
    if (!(await limiter.hit(`sms:ip:${ip}`, limits.ipHourly, HOUR_MS))) throw refuse('limit_ip', AuthText.SMS_IP);
    if (!(await limiter.hit(cooldownKey, 1, SMS_COUNTDOWN_SECONDS * 1000))) throw refuse('limit_cooldown', AuthText.SMS_COOLDOWN);
    if (!(await limiter.hit(dayKey, limits.phoneDaily, 25 * HOUR_MS))) throw refuse('limit_daily', AuthText.SMS_DAILY);
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    try {
      await driver.send(phone, code, scene);
      smsSends.inc({ result: 'sent' });
    } catch (err) {
      const failed = err instanceof SmsSendError ? err : new SmsSendError('other', 'unknown');
      smsSends.inc({ result: `provider_${failed.refusal}` });
      await limiter.release(cooldownKey);
      if (!failed.maybeDelivered) await limiter.release(dayKey);
      throw failed.refusal === 'daily_limit' || failed.refusal === 'rate_limit' ? tooMany(failed.message) : badRequest(failed.message);
    }
    await db.transaction(async (tx) => {
      await tx
        .update(smsCodes)
        .set({ consumedAt: at })
        .where(and(eq(smsCodes.phone, phone), eq(smsCodes.scene, scene), isNull(smsCodes.consumedAt)));
      await tx.insert(smsCodes).values({
        phone,
        scene,
        codeHash: codeHash(phone, scene, code),
        expiresAt: new Date(at.getTime() + SMS_CODE_TTL_MS),
        ip: ip.slice(0, 64),
        createdAt: at,
      });
    });
    return { countdown: SMS_COUNTDOWN_SECONDS };
  }
}
export type SmsService = ReturnType<typeof createSmsService>;

/**
 * Checks a code sent to `phone` for `scene` and consumes it when right. Throws the envelope error
 * (Chinese message) when it is wrong, expired or used up; the 5th wrong try voids it.
 */
export async function verifySmsCode(db: Db, input: { phone: string; code: string; scene: SmsCodeScene }, at: Date = new Date()): Promise<void> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, input.phone), eq(smsCodes.scene, input.scene), isNull(smsCodes.consumedAt)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= at.getTime()) throw badRequest(AuthText.CODE_EXPIRED);
  const given = Buffer.from(codeHash(input.phone, input.scene, input.code));
  const right = given.length === row.codeHash.length && crypto.timingSafeEqual(given, Buffer.from(row.codeHash));
  if (right) {
    const used = await db
      .update(smsCodes)
      .set({ consumedAt: at })
      .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.consumedAt)))
      .returning({ id: smsCodes.id });
    // Two requests with the same code: only the first wins.
    if (!used.length) throw badRequest(AuthText.CODE_EXPIRED);
    return;
  }
  const [counted] = await db
    .update(smsCodes)
    .set({
      attempts: sql`${smsCodes.attempts} + 1`,
      consumedAt: sql`case when ${smsCodes.attempts} + 1 >= ${SMS_MAX_WRONG_TRIES} then ${at.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.consumedAt)))
    .returning({ attempts: smsCodes.attempts });
  if (!counted || counted.attempts >= SMS_MAX_WRONG_TRIES) throw badRequest(AuthText.CODE_TOO_MANY);
  throw badRequest(AuthText.CODE_WRONG);
}
