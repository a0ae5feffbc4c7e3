import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { requestSmsCode } from '../auth/testing.js';
import { brandProfiles, leads, messages } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('cooperation programmes', () => {
  it('lists each tab 0–3 by its kind, and the special pages by kind', async () => {
    const expected = ['cross_industry', 'supplier', 'franchise', 'ip'];
    for (let tab = 0; tab < 4; tab++) {
      const { body } = await post(t.app, '/api/foreground/cooperation/list', { tabcheck: tab }, { pageParam: { pageSize: 5 } });
      expect(body.data.total).toBe(14);
      expect(body.data.list.every((p: { kind: string }) => p.kind === expected[tab])).toBe(true);
    }
    const ent = await post(t.app, '/api/foreground/cooperation/list', { kind: 'enterprise' });
    expect(ent.body.data.list[0].kindName).toBe('企业合作');
    const bad = await post(t.app, '/api/foreground/cooperation/list', { tabcheck: 7 });
    expect(bad.body.msg).toBe('合作类型不存在');
  });

  it('answers a detail with benefits, requirements and related programmes', async () => {
    const list = await post(t.app, '/api/foreground/cooperation/list', { tabcheck: 3 });
    const { body } = await post(t.app, '/api/foreground/cooperation/detail', { id: list.body.data.list[0].id });
    expect(body.data.kind).toBe('ip');
    expect(body.data.paragraphs.length).toBe(4);
    expect(body.data.benefits.length).toBeGreaterThan(0);
    expect(body.data.related.every((r: { kind: string }) => r.kind === 'ip')).toBe(true);
    expect((await post(t.app, '/api/foreground/cooperation/detail', { id: 99999 })).status).toBe(404);
  });

  it('lists hot investment malls by score and event venues', async () => {
    const hot = await post(t.app, '/api/foreground/cooperation/hotInvestment', {}, { pageParam: { pageSize: 10 } });
    const scores = hot.body.data.list.map((m: { investmentScore: number }) => m.investmentScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(hot.body.data.list[0]).toMatchObject({ cityName: expect.any(String), districtName: expect.any(String), vacantShops: expect.any(Number) });
    const venues = await post(t.app, '/api/foreground/cooperation/venueList', { sort: 'price' }, { pageParam: { pageSize: 10 } });
    expect(venues.body.data.total).toBe(40);
    const prices = venues.body.data.list.map((v: { priceDay: number }) => v.priceDay);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const type = venues.body.data.list[0].leaseTypes[0];
    const byType = await post(t.app, '/api/foreground/cooperation/venueList', { leaseType: type });
    expect(byType.body.data.list.every((v: { leaseTypes: string[] }) => v.leaseTypes.includes(type))).toBe(true);
  });

  it('refuses a leaseType no space carries (an old label such as 快闪) with the invalid-input envelope, not an empty list', async () => {
    for (const leaseType of ['快闪', '发布会', 'x'.repeat(40)]) {
      const res = await post(t.app, '/api/foreground/cooperation/venueList', { leaseType });
      expect(res.status, leaseType).toBe(400);
      expect(res.body).toEqual({ code: 502, msg: '租赁类型有误', data: { fields: [{ field: 'leaseType', message: '租赁类型有误' }] } });
    }
    const ok = await post(t.app, '/api/foreground/cooperation/venueList', { leaseType: '快闪店' });
    expect(ok.body.code).toBe(10000);
    expect(ok.body.data.total).toBeGreaterThan(0);
  });
});

describe('joinSubmit and my cooperation', () => {
  it('stores one application and one message when the same form is sent several times at once', async () => {
    const a = await createMemberSession(t.database.db, { phone: '13700002222' });
    const programme = (await post(t.app, '/api/foreground/cooperation/list', { tabcheck: 1 })).body.data.list[1];
    const data = {
      programmeId: programme.id,
      kind: 'supplier',
      companyName: '并发设备有限公司',
      liaison: '钱经理',
      phone: '13700002222',
      cityCode: '310000',
      intention: '同一份申请连点四次',
    };
    const answers = await Promise.all(
      [1, 2, 3, 4].map((i) => post(t.app, '/api/foreground/cooperation/joinSubmit', data, { token: a.token, headers: { 'x-forwarded-for': `10.9.0.${i}` } })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
    for (const r of answers.filter((x) => x.status !== 200)) expect(r.body.msg).toContain('请勿重复提交');
    const rows = await t.database.db.select().from(leads).where(eq(leads.phone, '13700002222'));
    expect(rows).toHaveLength(1);
    const mine = await t.database.db.select().from(messages).where(eq(messages.memberId, a.member.id));
    expect(mine.filter((m) => m.title.includes('申请已提交'))).toHaveLength(1);
  });

  it('stores an application as a cooperation lead with channel and deadline, refuses a repeat, shows it only to its member', async () => {
    const a = await createMemberSession(t.database.db, { phone: '13700001111' });
    const b = await createMemberSession(t.database.db);
    const list = await post(t.app, '/api/foreground/cooperation/list', { tabcheck: 1 });
    const programme = list.body.data.list[0];
    const data = {
      programmeId: programme.id,
      kind: 'supplier',
      companyName: '鼎盛设备有限公司',
      liaison: '赵经理',
      phone: '13700001111',
      cityCode: '310000',
      intention: '提供智能收银设备，可承接全国项目',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/foreground/cooperation/joinSubmit',
      headers: { 'member-token': a.token },
      payload: { channelCode: 'ch_web', clueUniqueId: 'clue-77', shareChannel: 'wechat', data },
    });
    const body = res.json();
    expect(body.code).toBe(10000);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, body.data.id));
    expect(row).toMatchObject({ kind: 'cooperation', memberId: a.member.id, targetType: 'cooperation', targetId: programme.id, phone: '13700001111' });
    expect(row.channel).toEqual({ clueUniqueId: 'clue-77', shareChannel: 'wechat' });
    expect((row.details as { intention: string }).intention).toBe(data.intention);

    expect((await post(t.app, '/api/foreground/cooperation/detail', { id: programme.id })).body.data.applyCount).toBe(programme.applyCount + 1);
    const again = await post(t.app, '/api/foreground/cooperation/joinSubmit', data, { token: a.token });
    expect(again.status).toBe(400);
    expect(again.body.msg).toContain('请勿重复提交');
    // Still refused while a consultant works it (not a second lead in the inbox), taken again once closed.
    await t.database.db.update(leads).set({ status: 'contacted' }).where(eq(leads.id, body.data.id));
    expect((await post(t.app, '/api/foreground/cooperation/joinSubmit', data, { token: a.token })).body.msg).toContain('请勿重复提交');
    await t.database.db.update(leads).set({ status: 'new' }).where(eq(leads.id, body.data.id));

    const mine = await post(t.app, '/api/foreground/cooperation/queryMyCooperationList', {}, { token: a.token });
    expect(mine.body.data.total).toBe(1);
    expect(mine.body.data.list[0]).toMatchObject({ kind: 'cooperation', title: programme.title, status: 'new', statusName: '待跟进', phone: '137****1111' });
    const detail = await post(t.app, '/api/foreground/cooperation/queryMyCooperationDetail', { id: body.data.id }, { token: a.token });
    expect(detail.body.data.fields).toContainEqual({ label: '合作意向', value: data.intention });
    expect(detail.body.data.history[0]).toMatchObject({ status: 'new', note: '收到留资' });

    const theirs = await post(t.app, '/api/foreground/cooperation/queryMyCooperationList', {}, { token: b.token });
    expect(theirs.body.data.total).toBe(0);
    const stolen = await post(t.app, '/api/foreground/cooperation/queryMyCooperationDetail', { id: body.data.id }, { token: b.token });
    expect(stolen.status).toBe(404);
    expect((await post(t.app, '/api/foreground/cooperation/queryMyCooperationList', {})).status).toBe(401);
  });

  it('a detail whose lead moved on without recorded events says where it stands, not 顾问尚未跟进', async () => {
    const { token, member } = await createMemberSession(t.database.db, {});
    const at = new Date('2026-06-01T08:00:00+08:00');
    const later = new Date('2026-06-03T10:00:00+08:00');
    const [row] = await t.database.db
      .insert(leads)
      .values({
        kind: 'merchant_service',
        sourcePage: 'merchant-services',
        memberId: member.id,
        brandName: '历史品牌',
        liaison: '周',
        phone: '13700003333',
        status: 'won',
        deadlineAt: later,
        createdAt: at,
        updatedAt: later,
      })
      .returning();
    const detail = await post(t.app, '/api/foreground/cooperation/queryMyCooperationDetail', { id: row.id }, { token });
    expect(detail.body.data.statusName).toBe('已成交');
    expect(detail.body.data.history).toEqual([
      { at: at.toISOString(), status: 'new', statusName: '待跟进', note: '收到留资' },
      { at: later.toISOString(), status: 'won', statusName: '已成交', note: '' },
    ]);
  });

  it('accepts a general application without a programme, from a visitor who proves the phone with an SMS code', async () => {
    const data = { kind: 'ip', companyName: '潮玩工作室', liaison: '钱', phone: '13700002299', intention: '希望在商场做IP快闪' };
    const noCode = await post(t.app, '/api/foreground/cooperation/joinSubmit', data);
    expect(noCode.status).toBe(400);
    expect(noCode.body.msg).toBe('请输入验证码');
    const code = await requestSmsCode(t.app, data.phone, 'LEAD');
    expect((await post(t.app, '/api/foreground/cooperation/joinSubmit', { ...data, identifyingCode: code === '000000' ? '111111' : '000000' })).body.msg).toBe(
      '验证码错误，请重新输入',
    );
    const res = await post(t.app, '/api/foreground/cooperation/joinSubmit', { ...data, identifyingCode: code });
    expect(res.body.code).toBe(10000);
    expect(await t.database.db.select().from(leads).where(eq(leads.phone, data.phone))).toHaveLength(1);
  });

  it('asks a member for a code when the phone is not their own', async () => {
    const a = await createMemberSession(t.database.db, { phone: '13700002301' });
    const data = { kind: 'ip', companyName: '冒名工作室', liaison: '别人', phone: '13700002302', intention: '用别人的手机号留资' };
    expect((await post(t.app, '/api/foreground/cooperation/joinSubmit', data, { token: a.token })).body.msg).toBe('请输入验证码');
    expect(await t.database.db.select().from(leads).where(eq(leads.phone, data.phone))).toHaveLength(0);
  });

  it('refuses bad applications in Chinese', async () => {
    const base = { kind: 'supplier', companyName: '公司', liaison: '赵', phone: '13700001111', intention: '合作意向描述' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, companyName: '' }, '请输入公司/品牌名称'],
      [{ ...base, liaison: '' }, '请输入联系人'],
      [{ ...base, phone: '1370000' }, '请输入正确的手机号码'],
      [{ ...base, intention: '短' }, '合作意向至少5个字'],
      [{ ...base, kind: 'mafia' }, '合作类型不存在'],
      [{ ...base, cityCode: '999999' }, '城市不存在'],
    ];
    for (const [data, msg] of cases) {
      const res = await post(t.app, '/api/foreground/cooperation/joinSubmit', data);
      expect(res.status, msg).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    const list = await post(t.app, '/api/foreground/cooperation/list', { tabcheck: 0 });
    const wrongKind = await post(t.app, '/api/foreground/cooperation/joinSubmit', { ...base, programmeId: list.body.data.list[0].id });
    expect(wrongKind.body.msg).toBe('合作类型与项目不符');
  });
});

describe('applicantContact: what the application forms prefill for a member (decision 024)', () => {
  const fromIp = { headers: { 'x-forwarded-for': '10.9.1.1' } };

  it('answers the account phone, and a name only once the member gave one beside that phone', async () => {
    expect((await post(t.app, '/api/foreground/cooperation/applicantContact', {})).status).toBe(401);
    const a = await createMemberSession(t.database.db, { phone: '13700004441' });
    const first = await post(t.app, '/api/foreground/cooperation/applicantContact', {}, { token: a.token });
    // The nickname is a display name (商铺汇用户4441 by default), not who to call.
    expect(first.body.data).toEqual({ liaison: '', phone: '13700004441' });

    // A name given with another number may be a colleague's: not offered beside the member's own.
    const other = { kind: 'ip', companyName: '潮玩工作室', liaison: '同事小王', phone: '13700004442', intention: '替同事提交的合作申请' };
    const otherCode = await requestSmsCode(t.app, other.phone, 'LEAD');
    expect(
      (await post(t.app, '/api/foreground/cooperation/joinSubmit', { ...other, identifyingCode: otherCode }, { token: a.token, ...fromIp })).body.code,
    ).toBe(10000);
    expect((await post(t.app, '/api/foreground/cooperation/applicantContact', {}, { token: a.token })).body.data.liaison).toBe('');

    // The prefilled phone sent unchanged needs nothing more than a visitor's form: no code.
    const own = { kind: 'supplier', companyName: '鼎盛设备有限公司', liaison: '孙经理', phone: '13700004441', intention: '提供智能收银设备' };
    const sent = await post(t.app, '/api/foreground/cooperation/joinSubmit', own, { token: a.token, ...fromIp });
    expect(sent.body.code).toBe(10000);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, sent.body.data.id));
    expect(row).toMatchObject({ memberId: a.member.id, phone: '13700004441', liaison: '孙经理' });
    expect((await post(t.app, '/api/foreground/cooperation/applicantContact', {}, { token: a.token })).body.data).toEqual({
      liaison: '孙经理',
      phone: '13700004441',
    });

    // The brand profile's contact, when it is for the same phone, is the name the member keeps up to date.
    await t.database.db.insert(brandProfiles).values({ memberId: a.member.id, brandName: '鼎盛', contacts: '孙总', phone: '13700004441' });
    expect((await post(t.app, '/api/foreground/cooperation/applicantContact', {}, { token: a.token })).body.data.liaison).toBe('孙总');

    // Another member never sees it.
    const b = await createMemberSession(t.database.db, { phone: '13700004443' });
    expect((await post(t.app, '/api/foreground/cooperation/applicantContact', {}, { token: b.token })).body.data).toEqual({
      liaison: '',
      phone: '13700004443',
    });
  });
});

describe('abuse', () => {
  it('refuses more than 30 applications an hour from one address with 429 in Chinese', async () => {
    let refused: { status: number; body: { code: number | string; msg: string } } | null = null;
    for (let i = 0; i < 32 && !refused; i++) {
      const res = await post(t.app, '/api/foreground/cooperation/joinSubmit', {
        kind: 'ip',
        companyName: `工作室${i}`,
        liaison: '钱',
        phone: `1390000${String(1000 + i)}`,
        intention: '希望在商场做IP快闪',
      });
      if (res.status === 429) refused = res;
      // The limit is counted before the code is checked: guessing codes spends the budget too.
      else expect(res.body.msg).toBe('请输入验证码');
    }
    expect(refused?.status).toBe(429);
    expect(refused?.body).toMatchObject({ code: 429, msg: '操作过于频繁，请稍后再试' });
  });
});
