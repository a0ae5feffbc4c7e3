import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { stateAt } from '../../lib/event-schedule.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('cloud conference', () => {
  it('computes the state from the time', () => {
    const s = new Date('2026-01-01T10:00:00Z');
    const e = new Date('2026-01-01T12:00:00Z');
    expect(stateAt(s, e, new Date('2026-01-01T09:00:00Z'))).toBe('upcoming');
    expect(stateAt(s, e, new Date('2026-01-01T11:00:00Z'))).toBe('live');
    expect(stateAt(s, e, new Date('2026-01-01T12:00:00Z'))).toBe('ended');
  });

  it('lists conferences and lectures, upcoming first, and filters by state', async () => {
    const all = await post(t.app, '/api/foreground/cloud/list', {}, { pageParam: { pageSize: 50 } });
    expect(all.body.data.total).toBe(18);
    const states = all.body.data.list.map((c: { state: string }) => c.state);
    expect(states.indexOf('ended')).toBeGreaterThan(states.lastIndexOf('upcoming'));
    const lectures = await post(t.app, '/api/foreground/cloud/list', { kind: 'lecture' });
    expect(lectures.body.data.list.every((c: { kind: string }) => c.kind === 'lecture')).toBe(true);
    const ended = await post(t.app, '/api/foreground/cloud/list', { state: 'ended' });
    expect(ended.body.data.list.every((c: { state: string; videoId: number | null }) => c.state === 'ended' && c.videoId)).toBe(true);
    expect((await post(t.app, '/api/foreground/cloud/list', { state: 'soon' })).body.msg).toBe('状态有误');
  });

  it('answers a detail with agenda and malls, and counts views', async () => {
    const list = await post(t.app, '/api/foreground/cloud/list', { kind: 'conference' });
    const id = list.body.data.list[0].id;
    const d = await post(t.app, '/api/foreground/cloud/detail', { id });
    expect(d.body.data.agenda.length).toBe(4);
    expect(d.body.data.mallNames.length).toBeGreaterThan(0);
    const again = await post(t.app, '/api/foreground/cloud/detail', { id });
    expect(again.body.data.views).toBe(d.body.data.views + 1);
    expect((await post(t.app, '/api/foreground/cloud/detail', { id: 424242 })).status).toBe(404);
  });

  it('answers a video with its file URL and serves the file with range requests', async () => {
    const v = await post(t.app, '/api/foreground/cloud/video', { id: 1 });
    expect(v.body.data).toMatchObject({ videoUrl: '/media/video/cloud-demo.mp4', mimeType: 'video/mp4', posterUrl: '/media/video/cloud-demo-poster.jpg' });
    expect(v.body.data.more.length).toBe(4);
    const full = await t.app.inject({ method: 'GET', url: v.body.data.videoUrl });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toContain('video/mp4');
    expect(full.headers['accept-ranges']).toBe('bytes');
    const size = Number(full.headers['content-length']);
    expect(size).toBeGreaterThan(100_000);
    expect(size).toBeLessThan(600_000);
    const part = await t.app.inject({ method: 'GET', url: v.body.data.videoUrl, headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${size}`);
    expect(part.rawPayload.length).toBe(1000);
    const poster = await t.app.inject({ method: 'GET', url: v.body.data.posterUrl });
    expect(poster.headers['content-type']).toContain('image/jpeg');
    expect((await t.app.inject({ method: 'GET', url: '/media/video/../../package.json' })).statusCode).toBe(404);
    const list = await post(t.app, '/api/foreground/cloud/videoList', {});
    expect(list.body.data.total).toBe(6);
  });
});
