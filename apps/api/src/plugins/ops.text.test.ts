import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { UNSTORABLE_TEXT_MSG, feedPageListOp } from '@shp/contracts';
import { createTestApp, post, type TestApp } from '../test/test-app.js';
import { AppError } from '../lib/errors.js';

/**
 * Text PostgreSQL cannot hold (NUL, a lone surrogate) is refused by the contracts before any
 * handler, over HTTP and in the in-process calls of page loaders alike: a 400 with a Chinese
 * message, never a 500.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('unstorable text', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['lone surrogate', 'x\uD800'],
  ])('in a call answers 400 with the contract message (%s)', async (_what, keyword) => {
    const res = await post(t.app, feedPageListOp.path, { keyword });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 502, msg: UNSTORABLE_TEXT_MSG, data: { fields: [{ field: 'keyword', message: UNSTORABLE_TEXT_MSG }] } });
  });

  it("in a page loader's in-process call is the same 400 refusal", async () => {
    const request = { headers: {}, cookies: {}, ip: '127.0.0.1', method: 'GET', server: t.app } as unknown as FastifyRequest;
    const err = await t.app.ops.call(feedPageListOp, { keyword: '\u0000' }, { request }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ httpStatus: 400, message: UNSTORABLE_TEXT_MSG });
    // Ordinary text still reads.
    expect((await t.app.ops.call(feedPageListOp, { keyword: '开业' }, { request })).list).toBeInstanceOf(Array);
  });
});
