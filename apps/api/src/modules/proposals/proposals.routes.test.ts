import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { malls } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const P = '/api/foreground/proposal';

describe('complaints, suggestions and info corrections', () => {
  it('creates with status pending, confirms by a feedback message, lists by kind', async () => {
    const { token } = await createMemberSession(t.database.db);
    const c = await post(t.app, `${P}/create`, { kind: 'complaint', content: '顾问没有按时回电话', contactPhone: '13912345678' }, { token });
    expect(c.body.data).toMatchObject({ kind: 'complaint', kindText: '投诉', status: 'pending', statusText: '待处理' });
    await post(t.app, `${P}/create`, { kind: 'correction', targetType: 'mall', targetName: '示例广场', content: '营业时间写错了，应为10点开门' }, { token });
    const list = await post(t.app, `${P}/list`, { kinds: ['complaint', 'suggestion', 'product'] }, { token });
    expect(list.body.data.total).toBe(1);
    const corr = await post(t.app, `${P}/list`, { kinds: ['correction'] }, { token });
    expect(corr.body.data.list[0]).toMatchObject({ targetType: 'mall', targetName: '示例广场' });
    const fb = await post(t.app, '/api/wic-content-application/api/app/sinovatech/messageCenter/searchFeedbackList', {}, { token });
    expect(fb.body.data.total).toBe(2);
  });

  it("a correction about a catalogue item records the item's own name; an item that does not exist is refused", async () => {
    const { token } = await createMemberSession(t.database.db);
    const [mall] = await t.database.db.select({ id: malls.id, name: malls.name }).from(malls).limit(1);
    const c = await post(
      t.app,
      `${P}/create`,
      { kind: 'correction', targetType: 'mall', targetId: mall.id, targetName: '别的名字', content: '营业时间写错了，应为10点开门' },
      { token },
    );
    expect(c.body.data).toMatchObject({ targetType: 'mall', targetId: mall.id, targetName: mall.name });
    const gone = await post(
      t.app,
      `${P}/create`,
      { kind: 'correction', targetType: 'mall', targetId: 99_999_999, targetName: '假商场', content: '营业时间写错了，应为10点开门' },
      { token },
    );
    expect(gone.body).toMatchObject({ code: 404, msg: '纠错对象不存在' });
    expect((await post(t.app, `${P}/list`, { kinds: ['correction'] }, { token })).body.data.total).toBe(1);
  });

  it('another member cannot read my record', async () => {
    const a = await createMemberSession(t.database.db);
    const b = await createMemberSession(t.database.db);
    const c = await post(t.app, `${P}/create`, { kind: 'suggestion', content: '希望增加地铁站筛选' }, { token: a.token });
    expect((await post(t.app, `${P}/detail`, { id: c.body.data.id }, { token: a.token })).body.code).toBe(10000);
    expect((await post(t.app, `${P}/detail`, { id: c.body.data.id }, { token: b.token })).status).toBe(404);
    expect((await post(t.app, `${P}/list`, {}, { token: b.token })).body.data.total).toBe(0);
  });

  it('validates with Chinese messages', async () => {
    const { token } = await createMemberSession(t.database.db);
    expect((await post(t.app, `${P}/create`, { kind: 'complaint', content: '短' }, { token })).body.msg).toBe('请至少填写5个字的内容');
    expect((await post(t.app, `${P}/create`, { kind: 'x', content: '内容足够长了' }, { token })).body.msg).toBe('请选择反馈类型');
    expect((await post(t.app, `${P}/create`, { kind: 'correction', content: '内容足够长了' }, { token })).body.msg).toBe('请填写需要纠错的对象');
  });
});
