import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AFFILIATED_STORE_MAX, SELLER_BASE, SELLER_ROLE } from '@shp/contracts';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { members, sellerStoreBindings } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const AFFILIATED = '/api/foreground/member/queryAffiliatedStore';

/** Free stores in operation (the seller centre's own calls), so the binding goes through its rules. */
async function freeStores(token: string, n: number) {
  const plazas = await post(t.app, `${SELLER_BASE}/bind/plazaPage`, {}, { token, pageParam: { pageNum: 1, pageSize: 50 } });
  const found: { plazaId: number; storeId: number }[] = [];
  for (const p of plazas.body.data.list as { plazaId: number }[]) {
    const stores = await post(t.app, `${SELLER_BASE}/bind/storeByPlaza`, { plazaId: p.plazaId }, { token });
    for (const s of stores.body.data as { storeId: number; bound: boolean }[]) if (!s.bound) found.push({ plazaId: p.plazaId, storeId: s.storeId });
    if (found.length >= n) return found.slice(0, n);
  }
  throw new Error('not enough free stores in the seed');
}

describe('queryAffiliatedStore (SPEC §7)', () => {
  it('answers a visitor 401', async () => {
    const res = await post(t.app, AFFILIATED, {});
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
  });

  it('answers an empty list for a plain member', async () => {
    const { token } = await createMemberSession(t.database.db);
    const res = await post(t.app, AFFILIATED, {}, { token });
    expect(res.body).toMatchObject({
      code: 10000,
      data: { sellerAccess: false, entryStatus: 'none', entryStatusText: '未入驻', companyName: null, stores: [], total: 0 },
    });
  });

  it("lists the seller's own stores, newest first, with role and signature status; another member sees none of them", async () => {
    const seller = await createMemberSession(t.database.db, { roles: [SELLER_ROLE] });
    const other = await createMemberSession(t.database.db, { roles: [SELLER_ROLE] });
    const brands = await post(t.app, `${SELLER_BASE}/bind/brandList`, {}, { token: seller.token, pageParam: { pageNum: 1, pageSize: 1 } });
    const brandId = brands.body.data.list[0].brandId as number;
    const [a, b, c] = await freeStores(seller.token, 3);
    const first = await post(t.app, `${SELLER_BASE}/bind/bindStore`, { ...a, brandId }, { token: seller.token });
    const second = await post(t.app, `${SELLER_BASE}/bind/bindStore`, { ...b, brandId }, { token: seller.token });
    expect(second.body.code).toBe(10000);
    await post(t.app, `${SELLER_BASE}/bind/sign`, { bindingId: first.body.data.bindingId, agree: true }, { token: seller.token });
    const othersBinding = await post(t.app, `${SELLER_BASE}/bind/bindStore`, { ...c, brandId }, { token: other.token });
    expect(othersBinding.body.code).toBe(10000);

    const res = await post(t.app, AFFILIATED, {}, { token: seller.token });
    expect(res.body.code).toBe(10000);
    const data = res.body.data;
    expect(data).toMatchObject({ sellerAccess: true, total: 2 });
    expect(data.stores.map((s: { storeId: number }) => s.storeId)).toEqual([b.storeId, a.storeId]);
    expect(data.stores[1]).toMatchObject({
      bindingId: first.body.data.bindingId,
      plazaId: a.plazaId,
      plazaName: first.body.data.plazaName,
      storeName: first.body.data.storeName,
      bunkNo: first.body.data.bunkNo,
      brandId,
      role: 'operator',
      roleName: '经营者',
      status: 'signed',
      statusText: '已签约',
    });
    expect(data.stores[0]).toMatchObject({ status: 'unsigned', statusText: '待签约' });
    expect(data.stores[0].plazaName).not.toBe('');
    expect(Number.isNaN(Date.parse(data.stores[0].boundAt))).toBe(false);

    // The other seller sees only their own store, never the first seller's.
    const theirs = await post(t.app, AFFILIATED, {}, { token: other.token });
    expect(theirs.body.data.stores.map((s: { storeId: number }) => s.storeId)).toEqual([c.storeId]);
    // A plain member sees nothing of either.
    const plain = await createMemberSession(t.database.db);
    expect((await post(t.app, AFFILIATED, {}, { token: plain.token })).body.data.stores).toEqual([]);
  });

  it('keeps the stores of a seller whose role was withdrawn, marked as not manageable', async () => {
    const seller = await createMemberSession(t.database.db, { roles: [SELLER_ROLE] });
    const [s] = await freeStores(seller.token, 1);
    const brands = await post(t.app, `${SELLER_BASE}/bind/brandList`, {}, { token: seller.token, pageParam: { pageNum: 1, pageSize: 1 } });
    await post(t.app, `${SELLER_BASE}/bind/bindStore`, { ...s, brandId: brands.body.data.list[0].brandId }, { token: seller.token });
    await t.database.db.update(members).set({ roles: [] }).where(eq(members.id, seller.member.id));
    const res = await post(t.app, AFFILIATED, {}, { token: seller.token });
    expect(res.body.data).toMatchObject({ sellerAccess: false, total: 1 });
    expect(res.body.data.stores[0].storeId).toBe(s.storeId);
  });

  it('shows the supplier entry status and company name', async () => {
    const seller = await createMemberSession(t.database.db, { roles: [SELLER_ROLE] });
    const company = {
      name: '测试供应链有限公司',
      creditCode: '91110000MA01ABCD1X',
      legalPerson: '张三',
      contact: '李四',
      phone: '13800138000',
      address: '北京市朝阳区测试路1号',
    };
    const projects = await post(t.app, `${SELLER_BASE}/supplier/incomingProject`, {}, { token: seller.token });
    const saved = await post(
      t.app,
      `${SELLER_BASE}/supplier/partnerIncomingSave`,
      { ...company, projectIds: [projects.body.data[0].projectId], submit: false },
      { token: seller.token },
    );
    if (saved.body.code !== 10000) throw new Error(`entry save failed: ${saved.body.msg}`);
    const res = await post(t.app, AFFILIATED, {}, { token: seller.token });
    expect(res.body.data).toMatchObject({ entryStatus: 'draft', entryStatusText: '草稿', companyName: company.name, stores: [] });
  });

  it(`shows at most ${AFFILIATED_STORE_MAX} stores and tells the total`, async () => {
    const seller = await createMemberSession(t.database.db, { roles: [SELLER_ROLE] });
    const [s] = await freeStores(seller.token, 1);
    // Many bindings straight in the table (the seed has too few free stores for 51 real ones).
    await t.database.db.insert(sellerStoreBindings).values(
      Array.from({ length: AFFILIATED_STORE_MAX + 1 }, (_, i) => ({
        memberId: seller.member.id,
        mallId: s.plazaId,
        shopId: 900_000_000 + seller.member.id * 100 + i,
        brandId: 1,
        bunkNo: `X-${i}`,
      })),
    );
    const res = await post(t.app, AFFILIATED, {}, { token: seller.token });
    expect(res.body.data.total).toBe(AFFILIATED_STORE_MAX + 1);
    expect(res.body.data.stores).toHaveLength(AFFILIATED_STORE_MAX);
  });
});
