import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (pw: string, salt: Buffer, keylen: number, opts: crypto.ScryptOptions) => Promise<Buffer>;

/**
 * scrypt N=2^15, r=8, p=1: 32 MiB and ~100 ms per hash (OWASP minimum is N=2^17 with r=8, p=1
 * or an equivalent cost; 2^15 keeps a 2-core box responsive while still memory-hard). The
 * parameters are stored with the hash so they can be raised without invalidating old ones.
 */
const PARAMS = { N: 1 << 15, r: 8, p: 1 };
const KEYLEN = 32;
const maxmem = (N: number, r: number) => 128 * N * r * 2;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, { ...PARAMS, maxmem: maxmem(PARAMS.N, PARAMS.r) });
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, saltB64, keyB64] = stored.split('$');
  if (alg !== 'scrypt' || !saltB64 || !keyB64) return false;
  const N = Number(n);
  const R = Number(r);
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, { N, r: R, p: Number(p), maxmem: maxmem(N, R) });
  return crypto.timingSafeEqual(key, expected);
}

/** Verifies against a throwaway hash so an unknown account costs as much time as a known one. */
let dummy: Promise<string> | null = null;
export async function burnPasswordCheck(password: string) {
  dummy ??= hashPassword('not-a-real-account-password');
  await verifyPassword(password, await dummy);
}

/** A readable random password for bootstrap: 20 characters, ~119 bits. */
export function randomPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = crypto.randomBytes(20);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
