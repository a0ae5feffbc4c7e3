import { describe, expect, it } from 'vitest';
import { phoneSchema } from './validation.js';
import { formatPhoneExtension, isValidPhone, maskPhone, normalizePhoneInput, Msg } from './rules.js';
import { requestEnvelope, pageParamSchema } from './envelope.js';
import { z } from 'zod';

describe('SPEC §5 phone rules', () => {
  it('accepts 1 then 3–9 then nine digits only', () => {
    expect(isValidPhone('13800138000')).toBe(true);
    expect(isValidPhone('19912345678')).toBe(true);
    expect(isValidPhone('12800138000')).toBe(false);
    expect(isValidPhone('1380013800')).toBe(false);
    expect(isValidPhone('138001380001')).toBe(false);
    expect(phoneSchema.safeParse('123').error?.issues[0].message).toBe(Msg.PHONE_INVALID_LOGIN);
  });
  it('strips non-digits and leading zeros and cuts at 11', () => {
    expect(normalizePhoneInput('00138a0013b8000')).toBe('13800138000');
    expect(normalizePhoneInput('138 0013 8000 99')).toBe('13800138000');
    expect(normalizePhoneInput('abc')).toBe('');
  });
  it('drops the +86 / 0086 country code that autofill puts in front, with spaces or dashes', () => {
    for (const filled of [
      '+86 138 0013 8000',
      '+8613800138000',
      '0086 138-0013-8000',
      '0086-13800138000',
      '+86-138-0013-8000',
      '86 13800138000',
      '+86 (0)138 0013 8000',
      '0086 138-0013-8000 99',
    ]) {
      expect(normalizePhoneInput(filled), filled).toBe('13800138000');
    }
    // Typed one key at a time, each keystroke normalised as the phone input does.
    const typed = [...'+8613800138000'].reduce((value, key) => normalizePhoneInput(value + key), '');
    expect(typed).toBe('13800138000');
    // A number that merely contains 86 keeps it.
    expect(normalizePhoneInput('13886001380')).toBe('13886001380');
    expect(normalizePhoneInput('86')).toBe('86');
  });
  it('masks like 138****8000 and shows a comma as an extension', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    // A landline or a number with an extension is masked too, never shown whole.
    expect(maskPhone('010-62345678')).toBe('010-****5678');
    expect(maskPhone('400-000-0000,1234')).toBe('400-***-****,1234');
    expect(maskPhone('1234567')).toBe('*******');
    expect(formatPhoneExtension('400-000-0000,1234')).toBe('400-000-0000 转 1234');
  });
});

describe('SPEC §7 envelope', () => {
  const env = requestEnvelope(z.object({ a: z.string() }));
  it('defaults the channel and page', () => {
    const r = env.parse({ data: { a: 'x' }, pageParam: {} });
    expect(r.channelCode).toBe('ch_web');
    expect(r.pageParam).toEqual({ pageNum: 1, pageSize: 20 });
  });
  it('refuses a foreign channel, a short trace id and oversized pages', () => {
    expect(env.safeParse({ channelCode: 'x', data: { a: 'x' } }).success).toBe(false);
    expect(env.safeParse({ traceId: 'abc', data: { a: 'x' } }).success).toBe(false);
    expect(pageParamSchema.safeParse({ pageSize: 5000 }).success).toBe(false);
    expect(pageParamSchema.safeParse({ pageNum: 0 }).success).toBe(false);
  });
});
