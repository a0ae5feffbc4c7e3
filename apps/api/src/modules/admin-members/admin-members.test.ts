import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { createOperatorSession } from '../../test/operators.js';
import { members, messages, pointAccounts, pointBills, sellerGoods } from '../../db/schema/index.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createOperatorSession>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createOperatorSession(t.database.db, { role: 'admin' });
});
afterAll(() => t.close());

describe('members and roles', () => {
  it('finds a member by full phone with the phone masked, sets the grade and the seller role, audited and messaged', async () => {
    const m = await createMemberSession(t.database.db, { phone: '13700001111', nickName: '找我' });
    const found = await post(t.app, '/api/admin/members/search', { q: '13700001111' }, { headers: admin.headers });
    expect(found.body.data.list).toEqual([expect.objectContaining({ id: m.member.id, phone: '137****1111', gradeCode: 'L0', isSeller: false })]);
    const bad = await post(t.app, '/api/admin/members/setGrade', { memberId: m.member.id, gradeCode: 'L9' }, { headers: admin.headers });
    expect(bad.body).toMatchObject({ code: 502, msg: '请选择等级' });
    const graded = await post(t.app, '/api/admin/members/setGrade', { memberId: m.member.id, gradeCode: 'L3' }, { headers: admin.headers });
    expect(graded.body.data.gradeCode).toBe('L3');
    const seller = await post(t.app, '/api/admin/members/setSeller', { memberId: m.member.id, granted: true }, { headers: admin.headers });
    expect(seller.body.data).toMatchObject({ isSeller: true, roles: ['SH100011'] });
    // The member's own token now passes the seller check of the registry.
    const [row] = await t.database.db.select().from(members).where(eq(members.id, m.member.id));
    expect(row.roles).toEqual(['SH100011']);
    const revoked = await post(t.app, '/api/admin/members/setSeller', { memberId: m.member.id, granted: false }, { headers: admin.headers });
    expect(revoked.body.data.isSeller).toBe(false);
    const audit = await post(t.app, '/api/admin/audit/list', { entityType: 'member', entityId: String(m.member.id) }, { headers: admin.headers });
    expect(audit.body.data.list.map((e: { action: string }) => e.action)).toEqual(['member.seller.revoke', 'member.seller.grant', 'member.grade']);
    expect(audit.body.data.list[2]).toMatchObject({ before: { gradeCode: 'L0' }, after: { gradeCode: 'L3' } });
    const msgs = await t.database.db.select().from(messages).where(eq(messages.memberId, m.member.id));
    expect(msgs.map((x) => x.title).sort()).toEqual(['会员等级变更', '商家权限已关闭', '商家权限已开通'].sort());
  });

  it('shows the points bill', async () => {
    const m = await createMemberSession(t.database.db);
    await t.database.db.insert(pointAccounts).values({ memberId: m.member.id, balance: 30, totalEarned: 30 });
    await t.database.db.insert(pointBills).values([
      { memberId: m.member.id, delta: 10, balanceAfter: 10, kind: 'task', title: '完成注册' },
      { memberId: m.member.id, delta: 20, balanceAfter: 30, kind: 'task', title: '完善品牌信息' },
    ]);
    const bill = await post(t.app, '/api/admin/members/points', { memberId: m.member.id }, { headers: admin.headers });
    expect(bill.body.data).toMatchObject({ balance: 30, total: 2 });
    expect(bill.body.data.list.map((b: { title: string; change: number }) => [b.title, b.change])).toEqual([
      ['完善品牌信息', 20],
      ['完成注册', 10],
    ]);
  });

  it('approves and rejects pending seller goods through the seller module, audited, refused to non-admins', async () => {
    const seller = await createMemberSession(t.database.db, { roles: ['SH100011'], nickName: '审核商家' });
    const now = new Date();
    const [a, b] = await t.database.db
      .insert(sellerGoods)
      .values([
        {
          memberId: seller.member.id,
          name: '中庭快闪位',
          typeId: 1,
          cityCode: '110000',
          description: '待审核商品A',
          images: [],
          status: 'pending',
          submittedAt: now,
        },
        {
          memberId: seller.member.id,
          name: '连廊展位',
          typeId: 1,
          cityCode: '110000',
          description: '待审核商品B',
          images: [],
          status: 'pending',
          submittedAt: now,
        },
      ])
      .returning();
    const editor = await createOperatorSession(t.database.db, { role: 'editor' });
    expect((await post(t.app, '/api/admin/goods/list', {}, { headers: editor.headers })).status).toBe(403);
    const pending = await post(t.app, '/api/admin/goods/list', {}, { headers: admin.headers });
    expect(pending.body.data.list.map((g: { id: number }) => g.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(pending.body.data.list.find((g: { id: number }) => g.id === a.id)).toMatchObject({ sellerName: '审核商家', status: 'pending' });
    const noReason = await post(t.app, '/api/admin/goods/review', { goodsId: b.id, decision: 'reject' }, { headers: admin.headers });
    expect(noReason.body).toMatchObject({ code: 502, msg: '请填写驳回原因' });
    const ok = await post(t.app, '/api/admin/goods/review', { goodsId: a.id, decision: 'approve' }, { headers: admin.headers });
    expect(ok.body.data).toMatchObject({ goodsId: a.id, status: 'approved' });
    const again = await post(t.app, '/api/admin/goods/review', { goodsId: a.id, decision: 'approve' }, { headers: admin.headers });
    expect(again.status).toBe(400);
    const rejected = await post(t.app, '/api/admin/goods/review', { goodsId: b.id, decision: 'reject', reason: '图片不清晰' }, { headers: admin.headers });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: '图片不清晰' });
    const audit = await post(t.app, '/api/admin/audit/list', { entityType: 'goods' }, { headers: admin.headers });
    expect(audit.body.data.list.map((e: { action: string; entityId: string }) => [e.action, e.entityId])).toEqual([
      ['goods.reject', String(b.id)],
      ['goods.approve', String(a.id)],
    ]);
    const titles = (await t.database.db.select().from(messages).where(eq(messages.memberId, seller.member.id))).map((m) => m.title);
    expect(titles.sort()).toEqual(['商品审核未通过', '商品审核通过']);
  });
});
