import { z } from 'zod';

/** Said of any input holding a character the database cannot keep (NUL, a lone UTF-16 surrogate). */
export const UNSTORABLE_TEXT_MSG = '输入内容含有无法识别的字符，请删除后重试';
/** Said of a displayed name holding a direction control or an invisible character. */
export const HIDDEN_CHAR_MSG = '名称不能包含不可见字符或文字方向控制字符';

/**
 * PostgreSQL text cannot hold U+0000, and a lone surrogate is not a character at all (it becomes
 * U+FFFD or an error on the way in): either is a client's mistake, never a 500.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** Deepest nesting looked into: request bodies are at most a few levels deep, junk may be deeper. */
const MAX_DEPTH = 32;

/** The path of the first text (key or value) anywhere in `value` that the database cannot hold. */
export function findUnstorableText(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value)) {
    if (!isStorableText(k)) return [...path, k];
    const found = findUnstorableText(v, [...path, k], depth + 1);
    if (found) return found;
  }
  return null;
}

/** The shared refinement every call's input passes (requestEnvelope, and in-process calls). */
export function refuseUnstorableText(value: unknown, ctx: z.RefinementCtx) {
  const path = findUnstorableText(value);
  if (path) ctx.addIssue({ code: 'custom', message: UNSTORABLE_TEXT_MSG, path });
}

/** Any input value checked on its own (the in-process calls of server-side loaders). */
export const storableInputSchema = z.unknown().superRefine(refuseUnstorableText);

/**
 * Characters that change how the text around them is shown, or show nothing: bidirectional
 * embeddings, overrides, isolates and marks (a name could read backwards, or pass for another),
 * zero-width spaces and non-joiners, the word joiner and invisible operators, the BOM, soft hyphen,
 * Mongolian separators, Hangul fillers and Unicode tag characters. A zero-width joiner is allowed
 * only inside an emoji sequence (👨‍👩‍👧), where it draws one picture.
 */
const HIDDEN =
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\u{E0000}-\u{E007F}]|(?<!\p{Extended_Pictographic}\uFE0F?)\u200D|\u200D(?!\p{Extended_Pictographic})/u;

export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN.test(text);
}

/** A name other people see (nickname, contact, brand): no direction controls, nothing invisible. */
export function displayName(schema: z.ZodString, message: string = HIDDEN_CHAR_MSG) {
  return schema.refine((s) => !hasHiddenCharacters(s), message);
}
