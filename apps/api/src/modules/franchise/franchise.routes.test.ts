import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { requestSmsCode } from '../auth/testing.js';
import { brands, leads } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('franchise', () => {
  it('lists franchise brands, filters by investment range and hot, sorts by investment', async () => {
    const { body } = await post(t.app, '/api/foreground/franchise/list', {}, { pageParam: { pageSize: 100 } });
    expect(body.data.total).toBeGreaterThan(10);
    expect(body.data.list[0]).toMatchObject({ investMin: expect.any(Number), storeCount: expect.any(Number), formatName: expect.any(String) });
    const range = await post(t.app, '/api/foreground/franchise/list', { investRange: '10-30' }, { pageParam: { pageSize: 100 } });
    expect(range.body.data.list.every((b: { investMin: number }) => b.investMin >= 10 && b.investMin < 30)).toBe(true);
    const sorted = await post(t.app, '/api/foreground/franchise/list', { sort: 'invest' }, { pageParam: { pageSize: 20 } });
    const mins = sorted.body.data.list.map((b: { investMin: number }) => b.investMin);
    expect([...mins].sort((a, b) => a - b)).toEqual(mins);
    const bad = await post(t.app, '/api/foreground/franchise/list', { investRange: '1-2' });
    expect(bad.body.msg).toBe('投资额区间有误');
  });

  it('puts a brand whose minimum is a boundary (30万) in one budget range only: 30-50万, not also 10-30万', async () => {
    const ids = async (investRange?: string) =>
      (await post(t.app, '/api/foreground/franchise/list', investRange ? { investRange } : {}, { pageParam: { pageSize: 500 } })).body.data.list.map(
        (b: { id: number }) => b.id,
      ) as number[];
    const [first] = await ids();
    await t.database.db.update(brands).set({ investMin: 30, investMax: 45 }).where(eq(brands.id, first));
    expect(await ids('30-50')).toContain(first);
    expect(await ids('10-30')).not.toContain(first);
    // Every brand is in exactly one range: the ranges' totals add up to the whole list.
    const all = await ids();
    const byRange = await Promise.all(['0-10', '10-30', '30-50', '50-100', '100-'].map((r) => ids(r)));
    expect(byRange.flat().sort((a, b) => a - b)).toEqual([...all].sort((a, b) => a - b));
  });

  it('answers a detail with terms, support, process and related brands; 404 for a non-franchise brand', async () => {
    const { body } = await post(t.app, '/api/foreground/franchise/list', {}, { pageParam: { pageSize: 1 } });
    const d = await post(t.app, '/api/foreground/franchise/detail', { id: body.data.list[0].id });
    expect(d.body.data.support.length).toBe(4);
    expect(d.body.data.process[0]).toBe('提交申请');
    expect(d.body.data.joinFee).toBeGreaterThan(0);
    const all = await post(t.app, '/api/foreground/franchise/list', {}, { pageParam: { pageSize: 1000 } });
    const ids = new Set(all.body.data.list.map((b: { id: number }) => b.id));
    const nonFranchise = Array.from({ length: 150 }, (_, i) => i + 1).find((i) => !ids.has(i));
    expect((await post(t.app, '/api/foreground/franchise/detail', { id: nonFranchise })).status).toBe(404);
  });

  it('stores an application as a franchise lead with the brand, visible in my cooperation only to its member', async () => {
    const a = await createMemberSession(t.database.db, { phone: '13500001111' });
    const b = await createMemberSession(t.database.db);
    const { body } = await post(t.app, '/api/foreground/franchise/list', {}, { pageParam: { pageSize: 1 } });
    const brand = body.data.list[0];
    const res = await post(
      t.app,
      '/api/foreground/franchise/apply',
      { brandId: brand.id, liaison: '周', phone: '13500001111', cityCode: '430100', budget: '30-50', hasShop: 'N' },
      { token: a.token },
    );
    expect(res.body.code).toBe(10000);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, res.body.data.id));
    expect(row).toMatchObject({ kind: 'franchise', brandId: brand.id, brandName: brand.name, isOpenShop: 'N', memberId: a.member.id });
    const detail = await post(t.app, '/api/foreground/franchise/detail', { id: brand.id });
    expect(detail.body.data.applyCount).toBe(1);
    const mine = await post(t.app, '/api/foreground/cooperation/queryMyCooperationList', { kind: 'franchise' }, { token: a.token });
    expect(mine.body.data.list[0].title).toBe(`${brand.name} 加盟`);
    expect((await post(t.app, '/api/foreground/cooperation/queryMyCooperationDetail', { id: res.body.data.id }, { token: b.token })).status).toBe(404);
    // A visitor proves the phone with an SMS code (scene LEAD).
    const visitorForm = { wantedBrand: '社区烘焙', liaison: '周', phone: '13500001112', cityCode: '430100', budget: '10-30', hasShop: 'Y' };
    expect((await post(t.app, '/api/foreground/franchise/apply', visitorForm)).body.msg).toBe('请输入验证码');
    const identifyingCode = await requestSmsCode(t.app, visitorForm.phone, 'LEAD');
    const landing = await post(t.app, '/api/foreground/franchise/apply', { ...visitorForm, identifyingCode });
    expect(landing.body.code).toBe(10000);
  });

  it('refuses bad applications in Chinese', async () => {
    const base = { liaison: '周', phone: '13500001113', cityCode: '430100', budget: '30-50', hasShop: 'N' };
    expect((await post(t.app, '/api/foreground/franchise/apply', base)).body.msg).toBe('请选择或填写意向品牌');
    expect((await post(t.app, '/api/foreground/franchise/apply', { ...base, wantedBrand: 'x', budget: '' })).body.msg).toBe('请选择投资预算');
    expect((await post(t.app, '/api/foreground/franchise/apply', { ...base, wantedBrand: 'x', hasShop: '' })).body.msg).toBe('请选择是否有开店/拓店计划');
    expect((await post(t.app, '/api/foreground/franchise/apply', { ...base, wantedBrand: 'x', cityCode: 'abc' })).body.msg).toBe('请选择意向城市');
    expect((await post(t.app, '/api/foreground/franchise/apply', { ...base, brandId: 99999 })).status).toBe(404);
  });
});
