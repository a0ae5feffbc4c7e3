import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { createOperatorSession } from '../../test/operators.js';
import { lastLocalSmsNotice } from '../../lib/sms-driver.js';
import { insertLead } from './leads.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the member's lead loop (decision 040)", () => {
  it('shows each own lead with its timeline and whether the deadline was kept; others see nothing of it', async () => {
    const db = t.database.db;
    const phone = '13500000088';
    const m = await createMemberSession(db, { phone });
    const other = await createMemberSession(db);
    const admin = await createOperatorSession(db, { role: 'admin' });
    const consultant = await createOperatorSession(db, { role: 'consultant', displayName: '周顾问' });
    const lead = await insertLead(db, { kind: 'franchise', sourcePage: 'franchise', memberId: m.member.id, brandName: '进度品牌', liaison: '赵六', phone });

    // The SMS setting: off by default, then on.
    expect((await post(t.app, '/api/foreground/leads/smsSetting', {}, { token: m.token })).body.data).toEqual({ enabled: false });
    expect((await post(t.app, '/api/foreground/leads/smsSetting/set', { enabled: true }, { token: m.token })).body.data).toEqual({ enabled: true });
    const bad = await post(t.app, '/api/foreground/leads/smsSetting/set', { enabled: 'y' }, { token: m.token });
    expect([bad.status, bad.body.msg]).toEqual([400, '请选择是否开启短信通知']);
    expect((await post(t.app, '/api/foreground/leads/smsSetting', {}, {})).status).toBe(401);

    const h = { headers: admin.headers };
    await post(t.app, '/api/admin/leads/assign', { id: lead.id, operatorId: consultant.operator.id }, h);
    expect(lastLocalSmsNotice(phone)).toContain('顾问周顾问负责跟进');
    await post(t.app, '/api/admin/leads/transition', { id: lead.id, toStatus: 'contacted', note: '已电话' }, h);
    expect(lastLocalSmsNotice(phone)).toContain('已与您联系');
    await post(t.app, '/api/admin/leads/transition', { id: lead.id, toStatus: 'qualified' }, h);
    expect(lastLocalSmsNotice(phone)).toContain('已安排看铺');
    await post(t.app, '/api/admin/leads/transition', { id: lead.id, toStatus: 'lost', note: '预算不足' }, h);
    expect(lastLocalSmsNotice(phone)).toContain('未成交：预算不足');

    const mine = await post(t.app, '/api/foreground/leads/mine', {}, { token: m.token });
    const item = mine.body.data.find((r: { id: number }) => r.id === lead.id);
    expect(item.deadlineKept).toBe(true);
    expect(item.timeline.map((s: { step: string; title: string; done: boolean }) => [s.step, s.title, s.done])).toEqual([
      ['received', '已收到', true],
      ['assigned', '已分配顾问 周顾问', true],
      ['contacted', '已联系', true],
      ['viewing', '已安排看铺', true],
      ['closed', '未成交', true],
    ]);
    expect(item.timeline[4].detail).toBe('预算不足');
    expect(item.timeline.every((s: { at: string | null }) => s.at)).toBe(true);

    expect((await post(t.app, '/api/foreground/leads/mine', {}, { token: other.token })).body.data.some((r: { id: number }) => r.id === lead.id)).toBe(false);
  });

  it('an open lead past its deadline without contact was not kept; one ahead of it is pending', async () => {
    const db = t.database.db;
    const m = await createMemberSession(db);
    const late = await insertLead(
      db,
      { kind: 'consult', sourcePage: 'side-bar', memberId: m.member.id, liaison: '钱七', phone: m.member.phone! },
      new Date(Date.now() - 5 * 86_400_000),
    );
    const fresh = await insertLead(db, { kind: 'cooperation', sourcePage: 'cooperAtions', memberId: m.member.id, liaison: '钱七', phone: m.member.phone! });
    const list = (await post(t.app, '/api/foreground/leads/mine', {}, { token: m.token })).body.data;
    expect(list.find((r: { id: number }) => r.id === late.id).deadlineKept).toBe(false);
    const open = list.find((r: { id: number }) => r.id === fresh.id);
    expect(open.deadlineKept).toBeNull();
    expect(open.timeline.map((s: { done: boolean }) => s.done)).toEqual([true, false, false, false, false]);
  });
});
