import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE, encodePhone, type SmsScene } from '@shp/contracts';
import { post } from '../../test/test-app.js';
import { lastLocalSmsCode } from '../../lib/sms-driver.js';

let drags = 0;
/**
 * A drag to the far right as a hand makes it: 6 moves over 150–480 ms, each call's different (the
 * server refuses a track it saw before, and one address's drags that all take the same time).
 */
export function humanDrag() {
  const n = drags++;
  const span = 150 + ((n * 37) % 331);
  const xs = [0, 40 + (n % 7), 110 + (n % 11), 190 + (n % 13), 260 + (n % 5), 300];
  const ts = [0, 0.18, 0.37, 0.6, 0.82, 1].map((f, i) => Math.round(f * span) + (i > 0 && i < 5 ? n % 3 : 0));
  return { x: 300, track: xs.map((x, i) => ({ x, t: ts[i] })) };
}

/** Passes the slider captcha through the API; answers a one-time ticket + randstr. */
export async function passCaptcha(app: FastifyInstance, headers: Record<string, string> = {}) {
  const ch = await post(app, '/api/foreground/auth/captcha/challenge', {}, { headers });
  const res = await post(app, '/api/foreground/auth/captcha/verify', { challengeId: ch.body.data.challengeId, ...humanDrag() }, { headers });
  if (res.body.code !== 10000) throw new Error(`captcha failed: ${res.body.msg}`);
  return res.body.data as { ticket: string; randstr: string };
}

/**
 * Sends an SMS code through the real API (captcha first) and reads it from the local driver.
 * The phone goes encoded, as the web client sends it (SPEC §7, decision 008).
 * For other domains' tests, e.g. the lead form (scene LEAD).
 */
export async function requestSmsCode(
  app: FastifyInstance,
  phone: string,
  scene: SmsScene = 'LOGIN',
  opts: { token?: string; headers?: Record<string, string> } = {},
) {
  const captcha = await passCaptcha(app, opts.headers);
  const res = await post(app, '/api/foreground/auth/sendSms', { mobileCode: encodePhone(phone), userSource: '2', scene, ...captcha }, opts);
  if (res.body.code !== 10000) throw new Error(`sendSms failed: ${res.body.msg}`);
  const code = lastLocalSmsCode(phone, scene);
  if (!code) throw new Error('local SMS driver kept no code');
  return code;
}

/** The session token a login answer set in its HttpOnly cookie. */
export function sessionTokenOf(headers: Record<string, unknown>): string {
  const cookies = ([] as unknown[]).concat(headers['set-cookie'] ?? []).map(String);
  const own = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!own) throw new Error('login answer set no session cookie');
  return decodeURIComponent(own.slice(SESSION_COOKIE.length + 1).split(';')[0]);
}

/** Logs a phone in through captcha, SMS and loginRegister; answers the login result. */
export async function loginWithSms(app: FastifyInstance, phone: string, headers: Record<string, string> = {}) {
  const code = await requestSmsCode(app, phone, 'LOGIN', { headers });
  const res = await post(app, '/api/foreground/auth/loginRegister', { mobileCode: encodePhone(phone), verifyCode: code, userSource: '2' }, { headers });
  if (res.body.code !== 10000) throw new Error(`login failed: ${res.body.msg}`);
  // The answer holds only the marker; the token is the HttpOnly cookie's, sent here as a header.
  return {
    ...(res.body.data as { token: string; expiresIn: number; userInfo: Record<string, string> }),
    token: sessionTokenOf(res.headers),
    marker: res.body.data.token as string,
  };
}
