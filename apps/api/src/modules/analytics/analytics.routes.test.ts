import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { SHARE_TRACK_TABLE, shareTrackCodes } from '@shp/contracts';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { analyticsEvents } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('analytics', () => {
  it('maps page names to one tuple table, default for unknown pages', () => {
    expect(shareTrackCodes('consDetails')).toEqual(SHARE_TRACK_TABLE.consDetails);
    expect(shareTrackCodes('nowhere')).toEqual(SHARE_TRACK_TABLE.default);
  });

  it('stores page and share events with region (default 1), the user and the share/clue fields of the wrapper', async () => {
    const { token, member } = await createMemberSession(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/foreground/analytics/track',
      headers: { 'member-token': token },
      payload: {
        channelCode: 'ch_web',
        shareChannel: 'wechat',
        shareId: 'u-1',
        clueUniqueId: 'clue-5',
        clickId: 'ck-1',
        data: {
          events: [
            { type: 'page', pageName: 'consDetails', path: '/consDetails?id=1', title: '资讯详情' },
            { type: 'share', pageName: 'cloudVideo', path: '/cloudVideo?id=1', regionId: '320100', shareUniqueId: '2f1c7a3e-5b7d-4c1a-9e8f-0a1b2c3d4e5f' },
          ],
        },
      },
    });
    expect(res.json()).toMatchObject({ code: 10000, data: { accepted: 2 } });
    const rows = await t.database.db.select().from(analyticsEvents).orderBy(desc(analyticsEvents.id)).limit(2);
    const page = rows.find((r) => r.type === 'page')!;
    const share = rows.find((r) => r.type === 'share')!;
    expect(page).toMatchObject({
      regionId: '1',
      userId: member.userId,
      pageCode: 'P101',
      moduleCode: 'M11',
      eventCode: 'E11',
      shareChannel: 'wechat',
      shareId: 'u-1',
      clueUniqueId: 'clue-5',
      clickId: 'ck-1',
    });
    expect(share).toMatchObject({ regionId: '320100', pageCode: 'P602', shareUniqueId: '2f1c7a3e-5b7d-4c1a-9e8f-0a1b2c3d4e5f' });
  });

  it('takes anonymous events and refuses bad batches in Chinese', async () => {
    const ok = await post(t.app, '/api/foreground/analytics/track', { events: [{ type: 'page', pageName: 'home', path: '/' }] });
    expect(ok.body.data.accepted).toBe(1);
    expect((await post(t.app, '/api/foreground/analytics/track', { events: [] })).body.msg).toBe('请传入事件');
    expect((await post(t.app, '/api/foreground/analytics/track', { events: [{ type: 'click', pageName: 'home', path: '/' }] })).body.msg).toBe('事件类型有误');
    const many = Array.from({ length: 21 }, () => ({ type: 'page', pageName: 'home', path: '/' }));
    expect((await post(t.app, '/api/foreground/analytics/track', { events: many })).body.msg).toBe('一次最多上报20个事件');
  });
});
