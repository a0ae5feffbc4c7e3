import crypto from 'node:crypto';

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
/** 128+ bits of randomness, URL-safe. */
export const randomToken = (bytes = 24) => crypto.randomBytes(bytes).toString('base64url');
export const randomId = (bytes = 16) => crypto.randomBytes(bytes).toString('hex');
