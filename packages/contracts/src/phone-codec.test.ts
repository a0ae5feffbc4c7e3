import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encodedPhone, encodedPhoneKeys, encodePhoneFields } from './phone-codec.js';
import { decodePhone, encodePhone, PHONE_NOT_ENCODED_MSG } from './phone-encoding.js';
import { phoneSchema } from './validation.js';
import { Msg, normalizePhoneInput } from './rules.js';
import { loginRegisterOp, sendSmsOp } from './ops/auth.js';
import { branderSettledInput } from './ops/leads.js';
import * as contracts from './index.js';

describe('phone codec (SPEC §7: the mobile number is encoded before sending)', () => {
  it('round-trips and never shows the digits', () => {
    // What the encoding promises (phone-encoding.ts): a grep for a mobile number finds none. A short
    // run of digits is not a leak: base64 of random bytes holds one now and then (4 in a row in about
    // 1 % of encodings, which made an earlier /\d{4}/ check fail CI by chance).
    for (const phone of ['13800138000', '19999999999', '010-12345678,123']) {
      for (let i = 0; i < 500; i++) {
        const enc = encodePhone(phone);
        expect(enc.startsWith('e1.')).toBe(true);
        expect(enc).not.toContain(phone);
        expect(enc).not.toMatch(/1[3-9]\d{9}/);
        expect(decodePhone(enc)).toBe(phone);
      }
    }
  });

  it('gives a different encoding each time (no stable identifier in logs)', () => {
    const seen = new Set(Array.from({ length: 50 }, () => encodePhone('13800138000')));
    expect(seen.size).toBe(50);
  });

  it('leaves empty and already encoded values alone', () => {
    expect(encodePhone('')).toBe('');
    const enc = encodePhone('13800138000');
    expect(encodePhone(enc)).toBe(enc);
  });

  it('refuses malformed encodings without throwing', () => {
    for (const bad of ['e1.', 'e1.!!!!!!!!!!', 'e1.AAAA', 'e1.' + 'A'.repeat(60), 'e2.AAAAAAAAAAAAAAAA', '13800138000']) expect(decodePhone(bad)).toBeNull();
    // Bytes that decode to control characters are not text.
    expect(decodePhone('e1.AAAAAAAAAAAAAA')).toBeNull();
  });

  it('decodes before the inner rules run, so their Chinese messages apply', () => {
    const strict = encodedPhone(z.string({ message: Msg.PHONE_REQUIRED_LOGIN }).trim().min(1, Msg.PHONE_REQUIRED_LOGIN).pipe(phoneSchema), { plain: 'refuse' });
    expect(strict.parse(encodePhone('13800138000'))).toBe('13800138000');
    expect(strict.safeParse(encodePhone('12345678901')).error?.issues[0].message).toBe(Msg.PHONE_INVALID_LOGIN);
    expect(strict.safeParse('').error?.issues[0].message).toBe(Msg.PHONE_REQUIRED_LOGIN);
    expect(strict.safeParse(undefined).error?.issues[0].message).toBe(Msg.PHONE_REQUIRED_LOGIN);
    expect(strict.safeParse('e1.garbage!').error?.issues[0].message).toBe(Msg.PHONE_INVALID_LOGIN);
    expect(strict.safeParse('13800138000').error?.issues[0].message).toBe(PHONE_NOT_ENCODED_MSG);
    const lenient = encodedPhone(phoneSchema, { plain: 'accept' });
    expect(lenient.parse('13800138000')).toBe('13800138000');
    expect(lenient.parse(encodePhone('13800138000'))).toBe('13800138000');
  });

  it('knows which op fields travel encoded and encodes only those', () => {
    expect(encodedPhoneKeys(sendSmsOp.input)).toEqual(['mobileCode']);
    expect(encodedPhoneKeys(loginRegisterOp.input)).toEqual(['mobileCode']);
    // defineOp records them so the browser build's schema-less ops still encode (decision 009).
    expect(sendSmsOp.phoneKeys).toEqual(['mobileCode']);
    expect(loginRegisterOp.phoneKeys).toEqual(['mobileCode']);
    expect(encodedPhoneKeys(branderSettledInput)).toEqual(['phone']);
    expect(encodedPhoneKeys(z.object({ phone: phoneSchema }))).toEqual([]);
    const sent = encodePhoneFields(loginRegisterOp.input, { mobileCode: '13800138000', verifyCode: '123456', userSource: '2' as const });
    expect(sent.verifyCode).toBe('123456');
    expect(sent.mobileCode).not.toBe('13800138000');
    expect(loginRegisterOp.input.parse(sent)).toEqual({ mobileCode: '13800138000', verifyCode: '123456', userSource: '2' });
    expect(encodePhoneFields(sendSmsOp.input, null)).toBeNull();
    // The lead form's phone: encoded from our client, plain digits still accepted from older callers.
    const lead = { useBrandName: '品牌', liaison: '张三', isOpenShop: 'Y' as const, identifyingCode: '123456' };
    expect(branderSettledInput.parse({ ...lead, phone: encodePhone('13800138000') }).phone).toBe('13800138000');
    expect(branderSettledInput.parse({ ...lead, phone: '13800138000' }).phone).toBe('13800138000');
    expect(branderSettledInput.safeParse({ ...lead, phone: encodePhone('12800138000') }).error?.issues[0].message).toBe(Msg.PHONE_INVALID);
  });

  it('encodes every phone an op takes, so no form sends a number in the clear (SPEC §7)', () => {
    const plain: string[] = [];
    for (const [name, value] of Object.entries(contracts)) {
      const op = value as { path?: unknown; input?: z.ZodType; phoneKeys?: readonly string[] };
      if (!op || typeof op !== 'object' || typeof op.path !== 'string' || !op.input) continue;
      let schema = op.input as unknown as { shape?: Record<string, unknown>; def?: { innerType?: unknown } };
      for (let i = 0; i < 8 && !schema.shape && schema.def?.innerType; i++) schema = schema.def.innerType as typeof schema;
      for (const key of Object.keys(schema.shape ?? {})) {
        if (/phone|mobile/i.test(key) && !(op.phoneKeys ?? []).includes(key)) plain.push(`${name}.${key}`);
      }
    }
    expect(plain).toEqual([]);
    expect(contracts.joinSubmitOp.phoneKeys).toEqual(['phone']);
    const sent = encodePhoneFields(contracts.joinSubmitInput, {
      kind: 'supplier',
      companyName: '公司',
      liaison: '张三',
      phone: '13800138000',
      intention: '想要合作五个字',
    });
    expect(sent.phone).not.toContain('13800138000');
    expect(contracts.joinSubmitInput.parse(sent).phone).toBe('13800138000');
  });

  it('accepts, in every op that takes a phone, what the phone input makes of an autofilled +86 number', () => {
    const autofilled = ['+86 138 0013 8000', '+8613800138000', '0086 138-0013-8000', '0086-13800138000'];
    const fields: string[] = [];
    for (const [name, value] of Object.entries(contracts)) {
      const op = value as { path?: unknown; input?: z.ZodType; phoneKeys?: readonly string[] };
      if (!op || typeof op !== 'object' || typeof op.path !== 'string' || !op.input || !op.phoneKeys?.length) continue;
      let schema = op.input as unknown as { shape?: Record<string, z.ZodType>; def?: { innerType?: unknown } };
      for (let i = 0; i < 8 && !schema.shape && schema.def?.innerType; i++) schema = schema.def.innerType as typeof schema;
      for (const key of op.phoneKeys) {
        const field = schema.shape?.[key];
        if (!field) continue;
        fields.push(`${name}.${key}`);
        for (const raw of autofilled) {
          // What the client sends: the phone input's value, encoded by the call wrapper.
          const parsed = field.safeParse(encodePhone(normalizePhoneInput(raw)));
          expect(parsed.error?.issues[0].message, `${name}.${key} ← ${raw}`).toBeUndefined();
          expect(parsed.data, `${name}.${key} ← ${raw}`).toBe('13800138000');
        }
      }
    }
    // The lead forms and the login (code request and login itself) are among them.
    expect(fields).toEqual(expect.arrayContaining(['branderSettledOp.phone', 'sendSmsOp.mobileCode', 'loginRegisterOp.mobileCode']));
  });
});
