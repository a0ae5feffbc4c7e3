import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { requestSmsCode } from '../auth/testing.js';
import { leads, providerEvaluations } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('merchant services', () => {
  it('lists the four services with providers and answers each detail', async () => {
    const { body } = await post(t.app, '/api/foreground/merchantService/list', {});
    expect(body.data.map((s: { name: string }) => s.name)).toEqual(['店铺装修', '商户保险', '商户招聘', '人事代理']);
    expect(body.data.every((s: { providerCount: number; steps: unknown[] }) => s.providerCount > 0 && s.steps.length > 0)).toBe(true);
    const d = await post(t.app, '/api/foreground/merchantService/detail', { code: 'insurance' });
    expect(d.body.data.faqs.length).toBeGreaterThan(0);
    const bad = await post(t.app, '/api/foreground/merchantService/detail', { code: 'spa' });
    expect(bad.body.msg).toBe('服务类型不存在');
  });

  it('lists providers of a service, best rated first, filtered by city', async () => {
    const { body } = await post(t.app, '/api/foreground/merchantService/providers', { serviceCode: 'decoration' });
    expect(body.data.total).toBe(6);
    expect(body.data.list.every((p: { serviceCode: string }) => p.serviceCode === 'decoration')).toBe(true);
    // Rated first, best first; unrated (null, 暂无评价) last.
    const ratings: (number | null)[] = body.data.list.map((p: { rating: number | null }) => p.rating);
    const rated = ratings.filter((r) => r !== null);
    expect(ratings).toEqual([...[...rated].sort((a, b) => b - a), ...ratings.filter((r) => r === null)]);
    const city = await post(t.app, '/api/foreground/merchantService/providers', { cityCode: '310000' });
    expect(city.body.data.list.every((p: { cityNames: string[] }) => p.cityNames.includes('上海'))).toBe(true);
  });

  it('stores an enquiry as a lead of that service type and lists it in my cooperation', async () => {
    const { token, member } = await createMemberSession(t.database.db, { phone: '13600001111' });
    const before = (await post(t.app, '/api/foreground/merchantService/detail', { code: 'decoration' })).body.data.enquiryCount;
    const providers = await post(t.app, '/api/foreground/merchantService/providers', { serviceCode: 'decoration' });
    const p = providers.body.data.list[0];
    const res = await post(
      t.app,
      '/api/foreground/merchantService/enquire',
      {
        serviceCode: 'decoration',
        providerId: p.id,
        companyName: '小满咖啡',
        liaison: '孙',
        phone: '13600001111',
        cityCode: '320100',
        area: 120,
        remark: '月底前开工',
      },
      { token },
    );
    expect(res.body.code).toBe(10000);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, res.body.data.id));
    expect(row).toMatchObject({ kind: 'merchant_service', memberId: member.id, targetType: 'service', targetId: p.id, sourcePage: 'dianpuzhuangxiu' });
    expect(row.details).toMatchObject({ serviceCode: 'decoration', area: 120 });
    const mine = await post(t.app, '/api/foreground/cooperation/queryMyCooperationList', { kind: 'merchant_service' }, { token });
    expect(mine.body.data.list[0]).toMatchObject({ kindName: '商户服务', title: `店铺装修 · ${p.name}` });
    const list = await post(t.app, '/api/foreground/merchantService/detail', { code: 'decoration' });
    expect(list.body.data.enquiryCount).toBe(before + 1);
  });

  it('asks for the fields each service needs and refuses bad input', async () => {
    const base = { companyName: '小满咖啡', liaison: '孙', phone: '13600002222', cityCode: '320100' };
    expect((await post(t.app, '/api/foreground/merchantService/enquire', { ...base, serviceCode: 'decoration' })).body.msg).toBe('请输入店铺面积');
    expect((await post(t.app, '/api/foreground/merchantService/enquire', { ...base, serviceCode: 'insurance' })).body.msg).toBe('请输入员工人数');
    expect((await post(t.app, '/api/foreground/merchantService/enquire', { ...base, serviceCode: 'recruiting' })).body.msg).toBe('请输入招聘岗位');
    expect((await post(t.app, '/api/foreground/merchantService/enquire', { ...base, serviceCode: 'hr_agency', staffCount: -3 })).body.msg).toBe('人数须大于0');
    expect((await post(t.app, '/api/foreground/merchantService/enquire', { ...base, serviceCode: 'hr_agency', staffCount: 8, cityCode: '' })).body.msg).toBe(
      '请选择城市',
    );
    // A visitor proves the phone with an SMS code (scene LEAD).
    const noCode = await post(t.app, '/api/foreground/merchantService/enquire', { ...base, serviceCode: 'recruiting', positions: '店长1名、咖啡师2名' });
    expect(noCode.body.msg).toBe('请输入验证码');
    const identifyingCode = await requestSmsCode(t.app, base.phone, 'LEAD');
    const ok = await post(t.app, '/api/foreground/merchantService/enquire', {
      ...base,
      serviceCode: 'recruiting',
      positions: '店长1名、咖啡师2名',
      identifyingCode,
    });
    expect(ok.body.code).toBe(10000);
    // A provider of another service is not this service's provider.
    const ins = await post(t.app, '/api/foreground/merchantService/providers', { serviceCode: 'insurance' });
    const wrong = await post(t.app, '/api/foreground/merchantService/enquire', {
      ...base,
      serviceCode: 'decoration',
      area: 50,
      providerId: ins.body.data.list[0].id,
    });
    expect(wrong.status).toBe(404);
  });
});

describe('provider evaluations', () => {
  const PROVIDERS = '/api/foreground/merchantService/providers';
  const EVALUATE = '/api/foreground/merchantService/providerEvaluation';
  const LIST = '/api/foreground/merchantService/providerEvaluationList';
  const STATE = '/api/foreground/merchantService/myEvaluationState';
  const enquiry = { serviceCode: 'insurance', companyName: '小满咖啡', liaison: '孙', phone: '13600003333', cityCode: '320100', staffCount: 12 };

  it('shows each provider the mean of its evaluations and their count, or none (never a figure without evaluations)', async () => {
    const { body } = await post(t.app, PROVIDERS, {}, { pageParam: { pageSize: 100 } });
    for (const p of body.data.list as { id: number; rating: number | null; evaluationCount: number }[]) {
      const rows = await t.database.db.select().from(providerEvaluations).where(eq(providerEvaluations.providerId, p.id));
      expect(p.evaluationCount, String(p.id)).toBe(rows.length);
      expect(p.rating, String(p.id)).toBe(rows.length ? Math.round((rows.reduce((n, r) => n + r.stars, 0) / rows.length) * 10) / 10 : null);
    }
  });

  it('lets a member evaluate a provider once, only after a consultant followed up their enquiry to it', async () => {
    const { token, member } = await createMemberSession(t.database.db, { nickName: '张小满', phone: enquiry.phone });
    const ins = await post(t.app, PROVIDERS, { serviceCode: 'insurance' });
    const p = ins.body.data.list.at(-1);
    const review = { providerId: p.id, stars: 4, content: '理赔很快，顾问讲解清楚' };

    // No enquiry yet.
    expect((await post(t.app, EVALUATE, review, { token })).body).toMatchObject({ code: 502, msg: '向该服务商提交服务需求并经顾问跟进后，才能评价' });
    // An enquiry no consultant has followed up yet.
    const sent = await post(t.app, '/api/foreground/merchantService/enquire', { ...enquiry, providerId: p.id }, { token });
    expect(sent.body.code).toBe(10000);
    expect((await post(t.app, STATE, {}, { token })).body.data).toEqual({ evaluable: [], evaluated: [] });
    expect((await post(t.app, EVALUATE, review, { token })).body.msg).toBe('向该服务商提交服务需求并经顾问跟进后，才能评价');
    // Followed up: now it may.
    await t.database.db.update(leads).set({ status: 'contacted' }).where(eq(leads.id, sent.body.data.id));
    expect((await post(t.app, STATE, {}, { token })).body.data).toEqual({ evaluable: [p.id], evaluated: [] });
    const ok = await post(t.app, EVALUATE, review, { token });
    expect(ok.body.code).toBe(10000);
    const [row] = await t.database.db.select().from(providerEvaluations).where(eq(providerEvaluations.id, ok.body.data.id));
    expect(row).toMatchObject({ providerId: p.id, memberId: member.id, leadId: sent.body.data.id, stars: 4 });
    expect((await post(t.app, STATE, {}, { token })).body.data).toEqual({ evaluable: [], evaluated: [p.id] });
    // Once.
    expect((await post(t.app, EVALUATE, { ...review, stars: 5 }, { token })).body.msg).toBe('您已评价过该服务商');

    // The public list shows it, masked, newest first; the provider's score and count follow.
    const list = await post(t.app, LIST, { providerId: p.id });
    expect(list.body.data.list[0]).toMatchObject({ providerId: p.id, memberName: '张**', stars: 4, content: '理赔很快，顾问讲解清楚' });
    const after = await post(t.app, PROVIDERS, { serviceCode: 'insurance' }, { pageParam: { pageSize: 100 } });
    const same = after.body.data.list.find((x: { id: number }) => x.id === p.id);
    expect(same.evaluationCount).toBe(p.evaluationCount + 1);
    expect(same.rating).not.toBeNull();
  });

  it('refuses visitors, unknown providers and bad input in Chinese', async () => {
    const ins = await post(t.app, PROVIDERS, { serviceCode: 'insurance' });
    const id = ins.body.data.list[0].id;
    const visitor = await post(t.app, EVALUATE, { providerId: id, stars: 5, content: '很好很好很好' });
    expect(visitor.status).toBe(401);
    // A visitor learns that the call needs a login, not its input rules.
    const probing = await post(t.app, EVALUATE, { providerId: 'x', stars: 0 });
    expect(probing.status).toBe(401);
    expect(probing.body.msg).toBe('登录超时，请重新登录');
    const { token } = await createMemberSession(t.database.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ providerId: id, stars: 0, content: '很好很好很好' }, '请选择评分'],
      [{ providerId: id, stars: 6, content: '很好很好很好' }, '评分须为1-5星'],
      [{ providerId: id, stars: 4.5, content: '很好很好很好' }, '评分须为1-5星'],
      [{ providerId: id, stars: 5, content: '好' }, '评价内容至少5个字'],
      [{ providerId: id, stars: 5, content: '好'.repeat(501) }, '评价内容不能超过500个字'],
    ];
    for (const [data, msg] of cases) {
      const res = await post(t.app, EVALUATE, data, { token });
      expect(res.status, JSON.stringify(data).slice(0, 80)).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    expect((await post(t.app, EVALUATE, { providerId: 999999, stars: 5, content: '很好很好很好' }, { token })).body.msg).toBe('服务商不存在');
    expect((await post(t.app, LIST, { providerId: 999999 })).body.msg).toBe('服务商不存在');
  });
});
