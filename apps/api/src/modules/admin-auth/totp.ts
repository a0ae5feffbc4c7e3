import { Secret, TOTP } from 'otpauth';
import { qrSvg } from '../../lib/qr.js';

/** RFC 6238 with the parameters every authenticator app accepts: SHA-1, 6 digits, 30 s. */
const ISSUER = '商铺汇运营后台';

const totpOf = (secret: string, label = 'operator') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export async function totpEnrolment(secret: string, username: string) {
  const uri = totpOf(secret, username).toString();
  return { secret, uri, qrSvg: await qrSvg(uri) };
}

/**
 * The 30 s step the code belongs to (the current one or a neighbour, for clock drift), or null.
 * A step at or before `lastStep` was already used: a code seen once is refused after.
 */
export function matchTotp(secret: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, window: 1, timestamp: now });
  if (delta === null) return null;
  const step = Math.floor(now / 30_000) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}

/** The current code (tests and the binding check only). */
export const totpCodeAt = (secret: string, now = Date.now()) => totpOf(secret).generate({ timestamp: now });
