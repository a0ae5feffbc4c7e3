import { z } from 'zod';
import { decodePhone, encodePhoneKeys, PHONE_CODEC_PREFIX, PHONE_NOT_ENCODED_MSG } from './phone-encoding.js';

// The codec itself is in phone-encoding.ts, free of Zod so the browser's first load can use it.

// Schemas made by encodedPhone(): the client wrapper encodes exactly these fields.
const encodedSchemas = new WeakSet<object>();

/**
 * A phone field that arrives encoded: decoded before `inner` validates it, so every rule and
 * Chinese message of `inner` applies to the real digits. `plain: 'accept'` also takes unencoded
 * digits (fields whose older callers still send them); `'refuse'` answers PHONE_NOT_ENCODED_MSG.
 * A malformed encoding reaches `inner` as it is and fails its pattern.
 */
export function encodedPhone<T extends z.ZodType>(inner: T, opts: { plain: 'accept' | 'refuse' }) {
  const schema = z.preprocess((value, ctx) => {
    if (typeof value !== 'string' || value.trim() === '') return value;
    if (value.startsWith(PHONE_CODEC_PREFIX)) return decodePhone(value) ?? value;
    if (opts.plain === 'refuse') ctx.issues.push({ code: 'custom', message: PHONE_NOT_ENCODED_MSG, input: value });
    return value;
  }, inner);
  encodedSchemas.add(schema);
  return schema;
}

type SchemaDef = { def?: { innerType?: unknown; type?: string }; shape?: Record<string, unknown> };

/** Unwraps optional / nullable / default / catch wrappers around a field's schema. */
function core(schema: unknown): unknown {
  let s = schema as SchemaDef | undefined;
  for (let i = 0; i < 8 && s && !encodedSchemas.has(s) && s.def?.innerType; i++) s = s.def.innerType as SchemaDef;
  return s;
}

const keysCache = new WeakMap<object, string[]>();

/** The top-level fields of an op's input that travel encoded. */
export function encodedPhoneKeys(input: z.ZodType): string[] {
  const cached = keysCache.get(input);
  if (cached) return cached;
  const obj = core(input) as SchemaDef | undefined;
  const shape = obj?.shape ?? {};
  const keys = Object.keys(shape).filter((k) => {
    const c = core(shape[k]);
    return !!c && encodedSchemas.has(c as object);
  });
  keysCache.set(input, keys);
  return keys;
}

/** Encodes the phone fields of an op's input. */
export function encodePhoneFields<T>(input: z.ZodType, data: T): T {
  return encodePhoneKeys(encodedPhoneKeys(input), data);
}
