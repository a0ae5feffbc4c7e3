import crypto from 'node:crypto';

/** encryptPhone of the login answer: AES-256-GCM under a key derived from AUTH_SECRET. */
const keyOf = (secret: string) => crypto.createHash('sha256').update(`phone:${secret}`).digest();

export function encryptPhone(phone: string, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(phone, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Null when the value was not made with this secret or was altered. */
export function decryptPhone(value: string, secret: string): string | null {
  try {
    const raw = Buffer.from(value, 'base64url');
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
