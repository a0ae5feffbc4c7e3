/*
 * SPEC §7: "The mobile number is encoded before sending." (decision 008)
 *
 * This is NOT encryption: the key travels with the value and the algorithm is in the page's
 * JavaScript. Confidentiality on the wire is TLS's job. The encoding keeps raw numbers out of
 * places that capture request bodies as text (proxy and CDN logs, HAR files, analytics and error
 * tools, support screenshots): a grep for 1[3-9]\d{9} finds nothing, and because every encoding
 * carries a fresh random key the same phone never looks the same twice, so the encoded value is
 * no stable identifier either. It needs no WebCrypto (only getRandomValues, which non-secure
 * contexts such as http://192.168.x.x have), so it works on plain http on a LAN.
 *
 * Format: 'e1.' + base64url(key[4] ‖ (byte[i] XOR key[i mod 4] XOR i·31)). The position term keeps
 * repeated digits from repeating in the output.
 */
export const PHONE_CODEC_PREFIX = 'e1.';
const KEY_BYTES = 4;
/** Longest value the codec carries (11-digit phones; a little room for landlines with extension). */
const MAX_CHARS = 24;
const ENCODED_PATTERN = /^e1\.[A-Za-z0-9_-]{8,48}$/;

/** Shown when a client sends the digits unencoded where the contract refuses them (a stale page). */
export const PHONE_NOT_ENCODED_MSG = '手机号码校验失败，请刷新页面后重试';

function randomKey(): Uint8Array {
  const key = new Uint8Array(KEY_BYTES);
  // getRandomValues exists in non-secure contexts too (only crypto.subtle does not).
  if (typeof globalThis.crypto?.getRandomValues === 'function') globalThis.crypto.getRandomValues(key);
  else for (let i = 0; i < KEY_BYTES; i++) key[i] = Math.floor(Math.random() * 256); // obfuscation only: any key is fine
  return key;
}

const mask = (key: Uint8Array, i: number) => key[i % KEY_BYTES] ^ ((i * 31) & 0xff);

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  try {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * Encodes a phone for the wire. An empty value stays empty (nothing to hide, and the server's
 * "请输入手机号码" still applies); an already encoded value is left alone.
 */
export function encodePhone(phone: string): string {
  if (!phone || phone.startsWith(PHONE_CODEC_PREFIX) || phone.length > MAX_CHARS) return phone;
  const key = randomKey();
  const out = new Uint8Array(KEY_BYTES + phone.length);
  out.set(key);
  for (let i = 0; i < phone.length; i++) out[KEY_BYTES + i] = (phone.charCodeAt(i) & 0xff) ^ mask(key, i);
  return PHONE_CODEC_PREFIX + toBase64Url(out);
}

/** True when `value` has the shape of an encoded phone. */
const isEncodedPhone = (value: string) => ENCODED_PATTERN.test(value);

/** Decodes `encodePhone`'s output; null when `value` is not a well-formed encoding of printable text. */
export function decodePhone(value: string): string | null {
  if (!isEncodedPhone(value)) return null;
  const bytes = fromBase64Url(value.slice(PHONE_CODEC_PREFIX.length));
  if (!bytes || bytes.length <= KEY_BYTES || bytes.length > KEY_BYTES + MAX_CHARS) return null;
  const key = bytes.subarray(0, KEY_BYTES);
  let out = '';
  for (let i = 0; i < bytes.length - KEY_BYTES; i++) {
    const c = bytes[KEY_BYTES + i] ^ mask(key, i);
    if (c < 0x20 || c > 0x7e) return null;
    out += String.fromCharCode(c);
  }
  return out;
}

/**
 * Encodes the named top-level fields (an op's `phoneKeys`). The client wrapper calls this for
 * every call: the browser build's operations carry their keys but not their schemas (decision 009).
 */
export function encodePhoneKeys<T>(keys: readonly string[] | undefined, data: T): T {
  if (!keys?.length || !data || typeof data !== 'object' || Array.isArray(data)) return data;
  const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const k of keys) if (typeof out[k] === 'string') out[k] = encodePhone(out[k] as string);
  return out as T;
}
