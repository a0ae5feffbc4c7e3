import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HIDDEN_CHAR_MSG, UNSTORABLE_TEXT_MSG, findUnstorableText, hasHiddenCharacters } from './text-safety.js';
import { requestEnvelope } from './envelope.js';
import { contactSchema } from './validation.js';
import { userUpdateOp } from './ops/auth.js';

describe('text the database cannot hold', () => {
  const envelope = requestEnvelope(z.object({ keyword: z.string().max(50).optional(), tags: z.array(z.string()).optional() }));

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone low surrogate', '\uDC00'],
    ['a high surrogate at the end', '商铺\uD83D'],
  ])('refuses %s in any text of a call, with a Chinese message', (_what, text) => {
    const res = envelope.safeParse({ data: { keyword: text } });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]).toMatchObject({ message: UNSTORABLE_TEXT_MSG, path: ['data', 'keyword'] });
    expect(envelope.safeParse({ data: { tags: ['ok', text] } }).error?.issues[0].path).toEqual(['data', 'tags', 1]);
    expect(envelope.safeParse({ shareId: text, data: {} }).success).toBe(false);
  });

  it('accepts Chinese, emoji (surrogate pairs) and ordinary punctuation', () => {
    expect(envelope.safeParse({ data: { keyword: '万达广场😀 (南京)' } }).success).toBe(true);
    expect(findUnstorableText({ a: ['x', { b: '\u{1F600}' }] })).toBeNull();
  });

  it('names a key that holds one', () => {
    expect(findUnstorableText({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
  });
});

describe('displayed names', () => {
  it.each(['\u202Eevil', 'a\u200Bb', 'x\u2066y\u2069', 'na\uFEFFme', 'a\u00ADb', 'a\u3164', 'tag\u{E0041}', 'a\u200Db', 'a\u200Eb', 'a\u061Cb'])(
    'refuse a direction control or an invisible character (%j)',
    (name) => {
      expect(hasHiddenCharacters(name)).toBe(true);
      expect(contactSchema.safeParse(name).error?.issues[0].message).toBe(HIDDEN_CHAR_MSG);
      expect(userUpdateOp.input.safeParse({ nickName: name }).error?.issues[0].message).toBe('昵称不能包含不可见字符或文字方向控制字符');
    },
  );

  it('accept Chinese names, emoji and emoji sequences', () => {
    for (const name of ['张三', 'Tom 李', '👨‍👩‍👧', '❤️小店']) {
      expect(hasHiddenCharacters(name), name).toBe(false);
    }
    expect(userUpdateOp.input.safeParse({ nickName: '小王👨‍👩‍👧' }).success).toBe(true);
  });
});
