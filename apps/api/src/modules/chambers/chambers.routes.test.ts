import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('chambers of commerce', () => {
  it('lists chambers with city names and event counts', async () => {
    const { body } = await post(t.app, '/api/foreground/chamber/list', {});
    expect(body.data.map((c: { slug: string }) => c.slug).slice(0, 4)).toEqual(['nanjing', 'yuxi', 'kashi', 'changsha']);
    expect(body.data[1]).toMatchObject({ cityName: '玉溪', eventCount: 5 });
  });

  it('answers a chamber by slug or id, 404 for an unknown slug, refuses a bad one', async () => {
    const bySlug = await post(t.app, '/api/foreground/chamber/detail', { slug: 'kashi' });
    expect(bySlug.body.data).toMatchObject({ name: '喀什商会', cityName: '喀什地区' });
    expect(bySlug.body.data.highlights.length).toBe(3);
    const byId = await post(t.app, '/api/foreground/chamber/detail', { id: bySlug.body.data.id });
    expect(byId.body.data.slug).toBe('kashi');
    expect((await post(t.app, '/api/foreground/chamber/detail', { slug: 'atlantis' })).status).toBe(404);
    expect((await post(t.app, '/api/foreground/chamber/detail', { slug: 'x;drop' })).body.msg).toBe('商会不存在');
    expect((await post(t.app, '/api/foreground/chamber/detail', {})).body.msg).toBe('请指定商会');
  });

  it('lists events of one chamber by slug and of a kind; a live event carries its replay', async () => {
    const events = await post(t.app, '/api/foreground/chamber/eventList', { slug: 'changsha' });
    expect(events.body.data.total).toBe(5);
    expect(events.body.data.list.every((e: { chamberName: string }) => e.chamberName === '长沙商会')).toBe(true);
    const lives = await post(t.app, '/api/foreground/chamber/eventList', { kind: 'live' }, { pageParam: { pageSize: 50 } });
    expect(lives.body.data.list.every((e: { kind: string }) => e.kind === 'live')).toBe(true);
    const d = await post(t.app, '/api/foreground/chamber/eventDetail', { id: lives.body.data.list[0].id });
    expect(d.body.data).toMatchObject({ videoUrl: '/media/video/cloud-demo.mp4', chamberSlug: expect.any(String) });
    expect(d.body.data.related.length).toBeGreaterThan(0);
    expect((await post(t.app, '/api/foreground/chamber/eventDetail', { id: 9999 })).status).toBe(404);
    expect((await post(t.app, '/api/foreground/chamber/eventList', { slug: 'atlantis' })).status).toBe(404);
  });

  it('refuses events of a chamber that does not exist, by id or by slug, instead of listing none or all', async () => {
    const refused = { status: 404, body: { msg: '商会不存在' } };
    expect(await post(t.app, '/api/foreground/chamber/eventList', { chamberId: 999999 })).toMatchObject(refused);
    expect(await post(t.app, '/api/foreground/chamber/eventList', { slug: 'nosuch' })).toMatchObject(refused);
    const kashi = (await post(t.app, '/api/foreground/chamber/detail', { slug: 'kashi' })).body.data;
    expect((await post(t.app, '/api/foreground/chamber/eventList', { chamberId: kashi.id, slug: 'yuxi' })).status).toBe(404);
    const own = await post(t.app, '/api/foreground/chamber/eventList', { chamberId: kashi.id, slug: 'kashi' });
    expect(own.body.data.total).toBe(kashi.eventCount);
  });
});
