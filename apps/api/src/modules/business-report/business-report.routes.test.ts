import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { analyticsEvents, brandProfiles, brands, formats } from '../../db/schema/index.js';
import { insertLead } from '../leads/leads.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const R = '/api/foreground/businessReport/overview';

describe('business report (L3/L4 only)', () => {
  it('is refused to L0–L2 and to visitors', async () => {
    expect((await post(t.app, R, {})).status).toBe(401);
    for (const gradeCode of ['L0', 'L1', 'L2']) {
      const { token } = await createMemberSession(t.database.db, { gradeCode });
      const r = await post(t.app, R, {}, { token });
      expect(r.status).toBe(403);
    }
  });

  it('answers an L3 member with their own figures', async () => {
    const { token, member } = await createMemberSession(t.database.db, { gradeCode: 'L3' });
    const other = await createMemberSession(t.database.db, { gradeCode: 'L4' });
    const fmt = await t.database.db.select({ id: formats.id }).from(formats).limit(5);
    const [brand] = await t.database.db.select({ id: brands.id }).from(brands).limit(1);
    const view = (path: string) => ({ type: 'page', pageName: 'BrandDetail', pageCode: '1', moduleCode: '1', eventCode: '1', path, regionId: '1' });
    await t.database.db
      .insert(analyticsEvents)
      .values([view(`/BrandDetail?id=${brand.id}`), view(`/BrandDetail?from=list&id=${brand.id}`), view(`/BrandDetail?id=${brand.id}9`)]);
    await t.database.db.insert(brandProfiles).values({
      memberId: member.id,
      brandId: brand.id,
      brandName: '报告品牌',
      formatIds: fmt.map((f) => f.id),
      cityCodes: ['110000', '310000'],
      contacts: '张',
      phone: '13900000000',
      areaMin: 10,
      areaMax: 500,
    });
    await insertLead(t.database.db, { kind: 'consult', sourcePage: 'home', memberId: member.id, brandName: '报告品牌', liaison: '张', phone: '13900000000' });
    const r = await post(t.app, R, {}, { token });
    expect(r.body.code).toBe(10000);
    expect(r.body.data.brandName).toBe('报告品牌');
    expect(r.body.data.totals.leads).toBe(1);
    expect(r.body.data.leadsByMonth).toHaveLength(6);
    expect(r.body.data.leadsByMonth.at(-1).value).toBe(1);
    // The member's own lead is 我的留资, not interest from others in the brand.
    expect(r.body.data.brandViews.at(-1).value).toBe(0);
    expect(r.body.data.brandLinked).toBe(true);
    expect(r.body.data.brandPageViews.at(-1).value).toBe(2);
    const o = await post(t.app, R, {}, { token: other.token });
    expect(o.body.data).toMatchObject({ brandName: null, brandLinked: false, totals: { leads: 0 } });
  });

  it("counts as brand interest the leads others left naming the brand, never the member's own", async () => {
    const { token, member } = await createMemberSession(t.database.db, { gradeCode: 'L4' });
    const other = await createMemberSession(t.database.db, { gradeCode: 'L0' });
    await t.database.db
      .insert(brandProfiles)
      .values({ memberId: member.id, brandId: null, brandName: '关注品牌', formatIds: [], cityCodes: [], contacts: '王', phone: '13900000002' });
    const lead = { kind: 'consult' as const, sourcePage: 'home', brandName: '关注品牌', liaison: '王', phone: '13900000002' };
    await insertLead(t.database.db, { ...lead, memberId: member.id });
    await insertLead(t.database.db, { ...lead, memberId: other.member.id, phone: '13900000003' });
    await insertLead(t.database.db, { ...lead, phone: '13900000004' });
    const r = await post(t.app, R, {}, { token });
    expect(r.body.data.totals.leads).toBe(1);
    expect(r.body.data.brandViews.at(-1).value).toBe(2);
    // Not linked to a catalogue brand: no page to count views of, and the report says so.
    expect(r.body.data.brandLinked).toBe(false);
  });

  it('says how far the current month, the last of every monthly series, has run (China time)', async () => {
    const { token } = await createMemberSession(t.database.db, { gradeCode: 'L3' });
    const r = await post(t.app, R, {}, { token });
    const china = new Date(Date.now() + 8 * 3600_000);
    expect(r.body.data.currentMonth).toEqual({ label: china.toISOString().slice(0, 7), throughDay: china.getUTCDate() });
    expect(r.body.data.leadsByMonth.at(-1).label).toBe(r.body.data.currentMonth.label);
    expect(r.body.data.shopTrend.at(-1).label).toBe(r.body.data.currentMonth.label);
  });

  it('counts as 我的留资 the leads 我的品牌 lists under that name, not the cooperation applications', async () => {
    const { token, member } = await createMemberSession(t.database.db, { gradeCode: 'L3' });
    const base = { sourcePage: 'home', memberId: member.id, brandName: '合作品牌', liaison: '李', phone: '13900000001' };
    await insertLead(t.database.db, { ...base, kind: 'consult' });
    await insertLead(t.database.db, { ...base, kind: 'cooperation' });
    await insertLead(t.database.db, { ...base, kind: 'merchant_service' });
    const mine = await post(t.app, '/api/foreground/memberBrand/myBrand', {}, { token });
    expect(mine.body.data.leads).toHaveLength(1);
    const r = await post(t.app, R, {}, { token });
    expect(r.body.data.totals.leads).toBe(mine.body.data.leads.length);
    expect(r.body.data.leadsByMonth.at(-1).value).toBe(1);
    expect(r.body.data.leadsByStatus.reduce((s: number, x: { value: number }) => s + x.value, 0)).toBe(1);
  });
});
