import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { AuthText, ErrorText, SLIDER_HEIGHT, SLIDER_WIDTH, type CaptchaChallenge } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { captchaChallenges } from '../../db/schema/index.js';
import { randomId, randomToken, sha256 } from '../../lib/crypto.js';
import { badRequest } from '../../lib/errors.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { CaptchaVerifier } from '../../lib/captcha-tencent.js';

export const SLIDER_HANDLE = 40;
const CHALLENGE_TTL_MS = 2 * 60_000;
const TICKET_TTL_MS = 5 * 60_000;
/** The handle must end within this many px of the far right. */
const END_TOLERANCE = 4;
/** A person needs some time and several moves to drag 300 px. */
const MIN_DRAG_MS = 120;
const MIN_POINTS = 4;

export interface TrackPoint {
  x: number;
  t: number;
}

/** Whether a drag reached the far right the way a hand does (monotonic time, several moves). */
export function dragPasses(x: number, track: TrackPoint[]): boolean {
  const target = SLIDER_WIDTH - SLIDER_HANDLE;
  if (Math.abs(x - target) > END_TOLERANCE) return false;
  if (track.length < MIN_POINTS) return false;
  for (let i = 1; i < track.length; i++) if (track[i].t < track[i - 1].t) return false;
  const duration = track[track.length - 1].t - track[0].t;
  if (duration < MIN_DRAG_MS) return false;
  const last = track[track.length - 1];
  if (Math.abs(last.x - x) > END_TOLERANCE) return false;
  // A drag moves: more than two distinct positions.
  return new Set(track.map((p) => Math.round(p.x))).size > 2;
}

/**
 * Server-side signals that a drag is scripted (the slider itself only proves a track's shape):
 * - the same track twice (a recording replayed): a human never repeats one to the millisecond;
 * - a track that claims more time than passed since its challenge was handed out;
 * - one address solving with the same drag duration (25 ms buckets) again and again: people vary;
 * - more passes, or more failures, from one address than SMS sending could use.
 * Any of them refuses the drag with the SPEC's '网络异常，请点击重试' (the slider offers a new one).
 */
export const CAPTCHA_SIGNALS = {
  trackRepeatWindowMs: 24 * 3600_000,
  /** The challenge is asked for as the drag starts: its request may take this long on a slow network. */
  clockSlackMs: 3000,
  durationBucketMs: 25,
  windowMs: 10 * 60_000,
};

/** Counters the signals use (Redis when configured, else the database), and the per-address budget. */
export interface CaptchaGuard {
  limiter: RateLimiter;
  /** Passes (and separately failures) one address may have per window. */
  perIpPerWindow: number;
}

/** Drags of one duration an address may have per window: a fraction of its passes, at least 5. */
export const sameDurationLimit = (perIpPerWindow: number) => Math.max(5, Math.ceil(perIpPerWindow / 4));

const trackHash = (track: TrackPoint[]) => sha256(track.map((p) => `${Math.round(p.x)}:${Math.round(p.t)}`).join(','));

/** A provider's ticket is spent here once, whatever the provider says, for as long as it could be valid. */
const PROVIDER_TICKET_WINDOW_MS = 24 * 3600_000;

/**
 * The captcha of sendSms. Without `provider` it is the site's own slider (challenge → drag →
 * one-time ticket). With one (CAPTCHA_DRIVER=tencent) the browser's TCaptcha popup yields the
 * ticket, and redeem asks the provider about it, once.
 */
export function createCaptchaService(
  db: Db,
  now: () => Date = () => new Date(),
  guard?: CaptchaGuard,
  provider?: { verifier: CaptchaVerifier; limiter: RateLimiter; log?: (fields: object, msg: string) => void },
) {
  const automated = () => badRequest(ErrorText.CAPTCHA);
  const sliderOff = () => badRequest(AuthText.CAPTCHA_NOT_SLIDER);

  /** Tencent's ticket: refused when seen before, else checked with the provider (with the user's address). */
  async function redeemWithProvider(p: NonNullable<typeof provider>, ticket: string, randstr: string, ip: string) {
    if (!(await p.limiter.hit(`cap:tc:${sha256(ticket)}`, 1, PROVIDER_TICKET_WINDOW_MS))) throw badRequest(AuthText.TICKET_INVALID);
    let verdict;
    try {
      verdict = await p.verifier.verify(ticket, randstr, ip);
    } catch (err) {
      p.log?.({ provider: 'tencent-captcha', err: (err as Error).message, code: (err as { code?: string }).code }, 'captcha check failed');
      throw automated();
    }
    if (!verdict.ok) {
      p.log?.({ provider: 'tencent-captcha', captchaCode: verdict.captchaCode, captchaMsg: verdict.captchaMsg }, 'captcha ticket refused');
      // SPEC §8: a failed verification reads '网络异常，请点击重试'.
      throw automated();
    }
  }

  /** Refuses a drag that passed the shape check but looks scripted. */
  async function screen(ip: string, issuedAt: Date, at: Date, track: TrackPoint[]) {
    const duration = track[track.length - 1].t - track[0].t;
    if (duration > at.getTime() - issuedAt.getTime() + CAPTCHA_SIGNALS.clockSlackMs) throw automated();
    if (!guard) return;
    const { limiter } = guard;
    const w = CAPTCHA_SIGNALS.windowMs;
    if (!(await limiter.hit(`cap:pass:${ip}`, guard.perIpPerWindow, w))) throw automated();
    if (!(await limiter.hit(`cap:track:${trackHash(track)}`, 1, CAPTCHA_SIGNALS.trackRepeatWindowMs))) throw automated();
    const bucket = Math.floor(duration / CAPTCHA_SIGNALS.durationBucketMs);
    if (!(await limiter.hit(`cap:dur:${ip}:${bucket}`, sameDurationLimit(guard.perIpPerWindow), w))) throw automated();
  }

  return {
    async challenge(ip: string): Promise<CaptchaChallenge> {
      if (provider) throw sliderOff();
      const at = now();
      const id = randomId(16);
      const expiresAt = new Date(at.getTime() + CHALLENGE_TTL_MS);
      await db.insert(captchaChallenges).values({ id, expiresAt, ip, createdAt: at });
      // Old rows are useless after their ticket window; prune a few on the way.
      await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, new Date(at.getTime() - 86400_000)));
      return { challengeId: id, width: SLIDER_WIDTH, height: SLIDER_HEIGHT, handle: SLIDER_HANDLE, expiresAt: expiresAt.toISOString() };
    },

    /** One drag per challenge; a pass yields a one-time ticket + randstr for sendSms. */
    async verify(input: { challengeId: string; x: number; track: TrackPoint[] }, ip = '') {
      if (provider) throw sliderOff();
      const at = now();
      const claimed = await db
        .update(captchaChallenges)
        .set({ answeredAt: at })
        .where(and(eq(captchaChallenges.id, input.challengeId), isNull(captchaChallenges.answeredAt), gt(captchaChallenges.expiresAt, at)))
        .returning({ id: captchaChallenges.id, createdAt: captchaChallenges.createdAt });
      if (!claimed.length) throw badRequest(AuthText.CAPTCHA_EXPIRED);
      if (!dragPasses(input.x, input.track)) {
        // Failing again and again is a script searching for what passes.
        if (guard && !(await guard.limiter.hit(`cap:fail:${ip}`, guard.perIpPerWindow, CAPTCHA_SIGNALS.windowMs))) throw automated();
        throw badRequest(AuthText.CAPTCHA_FAILED);
      }
      await screen(ip, claimed[0].createdAt, at, input.track);
      const ticket = randomToken(24);
      const randstr = randomId(8);
      await db
        .update(captchaChallenges)
        .set({ ticketHash: sha256(ticket), randstr, ticketExpiresAt: new Date(at.getTime() + TICKET_TTL_MS) })
        .where(eq(captchaChallenges.id, input.challengeId));
      return { ticket, randstr };
    },

    /** Redeems a ticket exactly once; a replayed, expired or forged one is refused. */
    async redeem(ticket: string, randstr: string, ip = '') {
      if (provider) return redeemWithProvider(provider, ticket, randstr, ip);
      const at = now();
      const used = await db
        .update(captchaChallenges)
        .set({ ticketUsedAt: at })
        .where(
          and(
            eq(captchaChallenges.ticketHash, sha256(ticket)),
            eq(captchaChallenges.randstr, randstr),
            isNull(captchaChallenges.ticketUsedAt),
            gt(captchaChallenges.ticketExpiresAt, at),
          ),
        )
        .returning({ id: captchaChallenges.id });
      if (!used.length) throw badRequest(AuthText.TICKET_INVALID);
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
