import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { contracts } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const C = '/api/foreground/contract';

describe('contracts', () => {
  it('a visitor sees only the public templates', async () => {
    const r = await post(t.app, `${C}/list`, {});
    expect(r.body.data.loggedIn).toBe(false);
    expect(r.body.data.list.length).toBeGreaterThan(0);
    expect(r.body.data.list.every((c: { mine: boolean; kind: string }) => !c.mine && c.kind === 'template')).toBe(true);
    expect((await post(t.app, `${C}/list`, { scope: 'mine' })).body.data.total).toBe(0);
    expect((await post(t.app, `${C}/detail`, { id: r.body.data.list[0].id })).status).toBe(401);
  });

  it('a member sees their own contracts too, never another member’s', async () => {
    const a = await createMemberSession(t.database.db);
    const b = await createMemberSession(t.database.db);
    const [own] = await t.database.db
      .insert(contracts)
      .values({
        memberId: a.member.id,
        contractNo: `T${a.member.id}`,
        title: '测试租赁合同',
        kind: 'lease',
        partyA: '甲',
        partyB: '乙',
        status: 'active',
        content: '第一条\n\n第二条',
      })
      .returning();
    const mine = await post(t.app, `${C}/list`, { scope: 'mine' }, { token: a.token });
    expect(mine.body.data.list.map((c: { id: number }) => c.id)).toEqual([own.id]);
    const d = await post(t.app, `${C}/detail`, { id: own.id }, { token: a.token });
    expect(d.body.data.paragraphs).toEqual(['第一条', '第二条']);
    expect((await post(t.app, `${C}/detail`, { id: own.id }, { token: b.token })).status).toBe(404);
    const theirs = await post(t.app, `${C}/list`, {}, { token: b.token });
    expect(theirs.body.data.list.some((c: { id: number }) => c.id === own.id)).toBe(false);
  });
});
