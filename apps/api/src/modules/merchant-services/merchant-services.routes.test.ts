import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { leads } from '../../db/schema/index.js';

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
    const ratings = body.data.list.map((p: { rating: number }) => p.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    const city = await post(t.app, '/api/foreground/merchantService/providers', { cityCode: '310000' });
    expect(city.body.data.list.every((p: { cityNames: string[] }) => p.cityNames.includes('上海'))).toBe(true);
  });

  it('stores an enquiry as a lead of that service type and lists it in my cooperation', async () => {
    const { token, member } = await createMemberSession(t.database.db);
    const providers = await post(t.app, '/api/foreground/merchantService/providers', { serviceCode: 'decoration' });
    const p = providers.body.data.list[0];
    const res = await post(t.app, '/api/foreground/merchantService/enquire', { serviceCode: 'decoration', providerId: p.id, companyName: '小满咖啡', liaison: '孙', phone: '13600001111', cityCode: '320100', area: 120, remark: '月底前开工' }, { token });
    expect(res.body.code).toBe(10000);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, res.body.data.id));
    expect(row).toMatchObject({ kind: 'merchant_service', memberId: member.id, targetType: 'service', targetId: p.id, sourcePage: 'dianpuzhuangxiu' });
    expect(row.details).toMatchObject({ serviceCode: 'decoration', area: 120 });
    const mine = await post(t.app, '/api/foreground/cooperation/queryMyCooperationList', { kind: 'merchant_service' }, { token });
    expect(mine.body.data.list[0]).toMatchObject({ kindName: '商户服务', title: `店铺装修 · ${p.name}` });
    const list = await post(t.app, '/api/foreground/merchantService/detail', { code: 'decoration' });
    expect(list.body.data.enquiryCount).toBe(1);
  });

  it('asks for the fields each service needs and refuses bad input', async () => {
    const base = { companyName: '小满咖啡', liaison: '孙', phone: '13600002222', cityCode: '320100' };
    expect((await post(t.app, '/api/foreground/merchantService/enquire', { ...base, serviceCode: 'decoration' })).body.msg).toBe('请输入店铺面积');
    expect((await post(t.app, '/api/foreground/merchantService/enquire', { ...base, serviceCode: 'insurance' })).body.msg).toBe('请输入员工人数');
    expect((await post(t.app, '/api/foreground/merchantService/enquire', { ...base, serviceCode: 'recruiting' })).body.msg).toBe('请输入招聘岗位');
    expect((await post(t.app, '/api/foreground/merchantService/enquire', { ...base, serviceCode: 'hr_agency', staffCount: -3 })).body.msg).toBe('人数须大于0');
    expect((await post(t.app, '/api/foreground/merchantService/enquire', { ...base, serviceCode: 'hr_agency', staffCount: 8, cityCode: '' })).body.msg).toBe('请选择城市');
    const ok = await post(t.app, '/api/foreground/merchantService/enquire', { ...base, serviceCode: 'recruiting', positions: '店长1名、咖啡师2名' });
    expect(ok.body.code).toBe(10000);
    // A provider of another service is not this service's provider.
    const ins = await post(t.app, '/api/foreground/merchantService/providers', { serviceCode: 'insurance' });
    const wrong = await post(t.app, '/api/foreground/merchantService/enquire', { ...base, serviceCode: 'decoration', area: 50, providerId: ins.body.data.list[0].id });
    expect(wrong.status).toBe(404);
  });
});
