import crypto from 'node:crypto';

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
/** 128+ bits of randomness, URL-safe. */
export const randomToken = (bytes = 24) => crypto.randomBytes(bytes).toString('base64url');
export const randomId = (bytes = 16) => crypto.randomBytes(bytes).toString('hex');

/** Equal-time comparison of a secret given in a request with the configured one. */
export function sameSecret(given: string, secret: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(secret).digest();
  return given.length > 0 && crypto.timingSafeEqual(a, b);
}
