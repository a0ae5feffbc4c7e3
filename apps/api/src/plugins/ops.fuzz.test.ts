import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SELLER_ROLE } from '@shp/contracts';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createMemberSession } from '../test/fixtures.js';

/**
 * Abuse: every registered operation receives malformed, oversized and wrong-typed input, as a
 * visitor and as a seller member of grade L4 (so access checks pass and validation must hold).
 * No answer may be a 5xx, every answer must be the envelope.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await createMemberSession(t.database.db, { gradeCode: 'L4', roles: [SELLER_ROLE] })).token;
});
afterAll(() => t.close());

const hostile = fc.oneof(
  fc.constantFrom("' or 1=1 --", '"; drop table members; --', '<script>alert(1)</script>', '\u0000', '../../etc/passwd', '%00', '${7*7}', '🏬'.repeat(50)),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ minLength: 5000, maxLength: 6000 }),
);
/** A query value as a browser sends it: arrays become repeated keys (?a=1&a=2), the rest text. */
const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
const queryValue = (v: unknown) => (Array.isArray(v) ? v.map(asText) : asText(v));
const value = fc.oneof(hostile, fc.array(hostile, { maxLength: 5 }), fc.dictionary(fc.string({ maxLength: 10 }), hostile, { maxKeys: 5 }));

describe('fuzz every API operation from its schema', () => {
  it('never answers 5xx and always answers the envelope', async () => {
    const ops = t.app.ops.list();
    expect(ops.length).toBeGreaterThan(0);
    const failures: string[] = [];
    let requests = 0;
    for (const op of ops) {
      // Field names the contract knows get hostile values too, not only random keys.
      const shape = op.input as unknown as { shape?: Record<string, unknown>; def?: { innerType?: { shape?: Record<string, unknown> } } };
      const keys = Object.keys(shape.shape ?? shape.def?.innerType?.shape ?? {});
      const data = fc.oneof(value, keys.length ? fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] }) : value);
      const body = fc.oneof(fc.record({ data, pageParam: fc.option(fc.record({ pageNum: value, pageSize: value }), { nil: undefined }) }), value);
      const samples = fc.sample(fc.tuple(body, fc.boolean()), { numRuns: 25, seed: 42 });
      for (const [payload, asMember] of samples) {
        requests++;
        const headers: Record<string, string> = asMember ? { 'member-token': token } : {};
        const res =
          op.method === 'GET'
            ? await t.app.inject({
                method: 'GET',
                url: op.path,
                headers,
                query: Object.fromEntries(
                  Object.entries((payload && typeof payload === 'object' && !Array.isArray(payload) ? payload : {}) as Record<string, unknown>).map(
                    ([k, v]) => [k, queryValue(v)],
                  ),
                ),
              })
            : await t.app.inject({
                method: 'POST',
                url: op.path,
                headers: { ...headers, 'content-type': 'application/json' },
                payload: JSON.stringify(payload) ?? 'null',
              });
        if (res.statusCode >= 500)
          failures.push(`${op.method} ${op.path} → ${res.statusCode}: ${res.body.slice(0, 200)} ← ${JSON.stringify(payload).slice(0, 200)}`);
        else if (!op.binary || res.statusCode >= 400) {
          const body = res.json() as { code?: unknown; msg?: unknown };
          if (body.code === undefined || typeof body.msg !== 'string') failures.push(`${op.path}: not the envelope: ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(ops.length * 25);
  }, 300_000);
});
