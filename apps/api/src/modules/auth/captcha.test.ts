import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { humanDrag } from './testing.js';
import { sameDurationLimit } from './captcha.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Track = { x: number; t: number }[];
let ipSeq = 0;
const newAddress = () => `10.77.0.${++ipSeq}`;

/** One challenge and one drag from an address; answers the envelope. */
async function solve(ip: string, drag: { x: number; track: Track }) {
  const ch = await t.app.inject({ method: 'POST', url: '/api/foreground/auth/captcha/challenge', remoteAddress: ip, payload: { data: {} } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/foreground/auth/captcha/verify',
    remoteAddress: ip,
    payload: { data: { challengeId: ch.json().data.challengeId, ...drag } },
  });
  return res.json() as { code: number; msg: string; data: { ticket?: string } | null };
}

/** What a script sends: the same recorded drag, or one with the same timing and a little jitter in x. */
const recorded = { x: 300, track: [0, 45, 120, 200, 265, 300].map((x, i) => ({ x, t: i * 55 })) };
const jittered = (n: number) => ({ x: 300, track: [0, 45 + n, 120 + n, 200 - n, 265, 300].map((x, i) => ({ x, t: i * 55 })) });

describe('slider captcha: server-side signals of a script', () => {
  it('passes a person: varied drags from one address, each with its own timing', async () => {
    const ip = newAddress();
    for (let i = 0; i < 8; i++) {
      const r = await solve(ip, humanDrag());
      expect(r.code, r.msg).toBe(10000);
      expect(r.data?.ticket).toBeTruthy();
    }
  });

  it('refuses a replayed track, from any address', async () => {
    expect((await solve(newAddress(), recorded)).code).toBe(10000);
    const again = await solve(newAddress(), recorded);
    expect(again).toMatchObject({ code: 502, msg: '网络异常，请点击重试', data: null });
  });

  it('refuses one address dragging with the same duration again and again', async () => {
    const ip = newAddress();
    const answers = [];
    const limit = sameDurationLimit(t.config.smsLimits.ipHourly);
    expect(limit).toBe(8);
    for (let n = 1; n <= limit + 1; n++) answers.push(await solve(ip, jittered(n)));
    expect(answers.slice(0, limit).every((a) => a.code === 10000)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ code: 502, msg: '网络异常，请点击重试' });
    // Another address is not affected.
    expect((await solve(newAddress(), jittered(20))).code).toBe(10000);
  });

  it('refuses a track that claims more time than passed since its challenge', async () => {
    const slow = { x: 300, track: [0, 60, 140, 220, 280, 300].map((x, i) => ({ x, t: i * 1000 })) };
    expect((await solve(newAddress(), slow)).msg).toBe('网络异常，请点击重试');
  });

  it('refuses an address that keeps failing or keeps passing beyond what SMS sending could use', async () => {
    const ip = newAddress();
    const bad = { x: 150, track: [0, 50, 100, 150].map((x, i) => ({ x, t: i * 60 })) };
    const fails = [];
    for (let i = 0; i < 31; i++) fails.push((await solve(ip, bad)).msg);
    expect(fails[0]).toBe('滑动验证未通过，请重试');
    expect(fails.at(-1)).toBe('网络异常，请点击重试');
    const busy = newAddress();
    const passes = [];
    for (let i = 0; i < 31; i++) passes.push((await solve(busy, humanDrag())).code);
    expect(passes.slice(0, 30).every((c) => c === 10000)).toBe(true);
    expect(passes.at(-1)).toBe(502);
  }, 60_000);
});
