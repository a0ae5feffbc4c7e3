import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as contracts from '@shp/contracts';
import { SELLER_ROLE, SELLER_WITHDRAWAL_STEP_UP_MSG, type OpDef, type SellerOrderEvent, type SellerOrderStatus } from '@shp/contracts';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import {
  memberSessions,
  members,
  messages,
  sellerAccounts,
  sellerCompanies,
  sellerFlows,
  sellerGoods,
  sellerGoodsReviews,
  sellerOrders,
  sellerStoreBindings,
  sellerWithdrawals,
  spaces,
} from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { applyOrderEvent, processWithdrawal, reviewEntry, reviewGoods } from './seller.routes.js';
import { nextOrderStatus, orderExportBatches, platformFeeOf } from './seller-orders.service.js';
import { untilAnotherWaitsForLock } from '../../test/waits.js';
import { lastLocalSmsCode, lastLocalSmsNotice } from '../../lib/sms-driver.js';

let t: TestApp;
let demo: string; // the seeded demo seller's token
let demoId: number;
let other: string; // a second seller with nothing of their own
let plain: string; // a member without the seller role
let buyerId: number;

const S = '/api/foreground/seller';
const call = (path: string, data: unknown, token: string, pageParam?: { pageNum?: number; pageSize?: number }) =>
  post(t.app, `${S}${path}`, data, { token, pageParam });

async function sessionFor(phone: string) {
  const [m] = await t.database.db.select().from(members).where(eq(members.phone, phone));
  const token = randomToken();
  await t.database.db.insert(memberSessions).values({ memberId: m.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 86400000) });
  return { token, id: m.id };
}

async function exportSheet(path: string, data: unknown, token: string) {
  const res = await t.app.inject({ method: 'POST', url: `${S}${path}`, headers: { 'member-token': token }, payload: { channelCode: 'ch_web', data } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
  expect(String(res.headers['content-disposition'])).toContain("filename*=UTF-8''");
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return wb.worksheets[0];
}

async function exportXlsx(path: string, data: unknown, token: string) {
  const ws = await exportSheet(path, data, token);
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** What Excel or WPS shows in a time cell: a date cell formatted to the second (the cell has no zone). */
function shownTime(cell: ExcelJS.Cell) {
  expect(cell.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  expect(cell.value).toBeInstanceOf(Date);
  return (cell.value as Date).toISOString().slice(0, 19).replace('T', ' ');
}

beforeAll(async () => {
  t = await createTestApp();
  ({ token: demo, id: demoId } = await sessionFor('13800000011'));
  ({ id: buyerId } = await sessionFor('13800000003'));
  other = (await createMemberSession(t.database.db, { roles: [SELLER_ROLE] })).token;
  plain = (await createMemberSession(t.database.db, { roles: ['OTHER1'] })).token;
});
afterAll(() => t?.close());

const sellerOps = (Object.values(contracts) as unknown[]).filter(
  (v): v is OpDef =>
    typeof v === 'object' &&
    v !== null &&
    'path' in v &&
    'access' in v &&
    (v as OpDef).access === 'seller' &&
    ((v as OpDef).path.startsWith(S) || (v as OpDef).path.startsWith('/api/approval')),
);

describe('seller centre: role enforcement', () => {
  it('covers every seller call', () => {
    expect(sellerOps.length).toBeGreaterThan(40);
  });

  it('refuses visitors with 401 and members without SH100011 with the SPEC message, on every call', async () => {
    // Input is validated before access: each call gets a valid input so the refusal is the role's.
    const samples: Record<string, unknown> = {
      '/supplier/partnerIncomingSave': validCompany([1]),
      '/bind/storeByPlaza': { plazaId: 1 },
      '/bind/bindStore': { plazaId: 1, storeId: 1, brandId: 1 },
      '/bind/modifyBindStore': { bindingId: 1, plazaId: 1, storeId: 1, brandId: 1 },
      '/bind/signatureResult': { bindingId: 1 },
      '/bind/sign': { bindingId: 1, agree: true },
      '/bind/unbind': { bindingId: 1 },
      '/goods/brandList': { typeId: 1 },
      '/goods/modelList': { brandId: 1 },
      '/goods/saleAttrList': { typeId: 1 },
      '/goods/detail': { goodsId: 1 },
      '/goods/edit': newGoods(),
      '/goods/approve': { goodsId: 1 },
      '/goods/batchShelf': { goodsIds: [1], onShelf: true },
      '/goods/delete': { goodsIds: [1] },
      '/goods/uploadImage': { fileName: 'a.png', content: 'iVBORw0KGgo=' },
      '/goods/venueOptions': { cityCode: '310100' },
      '/order/items': { orderId: 1 },
      '/order/detail': { orderId: 1 },
      '/order/log': { orderId: 1 },
      '/order/changePrice': { orderId: 1, totalAmount: 1, reason: '测试' },
      '/order/delivery': { orderId: 1, logisticsCompany: '顺丰', trackingNo: 'SF1' },
      '/order/cancel': { orderId: 1, reason: '测试' },
      '/evaluation/detail': { evaluationId: 1 },
      '/evaluation/reply': { evaluationId: 1, reply: '谢谢' },
      '/withdrawal/apply': { amount: 1, bankName: '招商银行', accountName: '演示', accountNo: '6225880012345678' },
    };
    for (const op of sellerOps) {
      const data = op.method === 'GET' ? { bizType: 'goods', bizId: 1 } : (samples[op.path.replace(S, '')] ?? {});
      expect(op.input.safeParse(data).success, op.path).toBe(true);
      const url = op.method === 'GET' ? `${op.path}?bizType=goods&bizId=1` : op.path;
      const anon = await t.app.inject({ method: op.method, url, payload: op.method === 'POST' ? { data } : undefined });
      expect(anon.statusCode, op.path).toBe(401);
      const member = await t.app.inject({ method: op.method, url, headers: { 'member-token': plain }, payload: op.method === 'POST' ? { data } : undefined });
      expect(member.statusCode, op.path).toBe(403);
      expect(member.json(), op.path).toEqual({ code: 403, msg: '您暂无权限，请联系业务对接人开通权限后再使用', data: null });
    }
  });
});

describe('seller centre: profile and entry management', () => {
  it('answers the demo seller profile with the approval base and counters', async () => {
    const { body } = await call('/profile', {}, demo);
    expect(body.code).toBe(10000);
    expect(body.data).toMatchObject({ nickName: '演示商家', companyName: '上海演示活动服务有限公司', entryStatus: '已入驻' });
    expect(body.data.approvalApiBase).toMatch(/\/api\/approval$/);
    expect(body.data.counts.toShip).toBeGreaterThan(0);
  });

  it('shows projects, company and status; an approved entry is locked', async () => {
    const projects = await call('/supplier/incomingProject', {}, demo);
    expect(projects.body.data).toHaveLength(5);
    expect(projects.body.data.filter((p: { applied: boolean }) => p.applied)).toHaveLength(2);
    expect((await call('/supplier/company', {}, demo)).body.data.creditCode).toBe('91310000MA1K000001');
    expect((await call('/supplier/status', {}, demo)).body.data).toMatchObject({ status: 'approved', statusText: '已入驻' });
    const locked = await call('/supplier/partnerIncomingSave', validCompany([1]), demo);
    expect(locked.body).toMatchObject({ code: 502, msg: '已入驻成功，如需变更请联系业务对接人' });
  });

  it('saves a draft, submits it, then locks it under review; validates in Chinese', async () => {
    expect((await call('/supplier/status', {}, other)).body.data.status).toBe('none');
    expect((await call('/supplier/company', {}, other)).body.data).toBeNull();
    const bad = await call('/supplier/partnerIncomingSave', { ...validCompany([1]), creditCode: '123' }, other);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('请输入18位统一社会信用代码');
    const unknown = await call('/supplier/partnerIncomingSave', validCompany([999]), other);
    expect(unknown.body.msg).toBe('所选入驻项目不存在');
    const draft = await call('/supplier/partnerIncomingSave', validCompany([1, 3]), other);
    expect(draft.body.data).toMatchObject({ status: 'draft', projectIds: [1, 3] });
    const submitted = await call('/supplier/partnerIncomingSave', { ...validCompany([2]), submit: true }, other);
    expect(submitted.body.data).toMatchObject({ status: 'pending', statusText: '审核中', projectIds: [2] });
    expect((await call('/supplier/partnerIncomingSave', validCompany([2]), other)).body.msg).toBe('入驻资料审核中，暂不能修改');
    const [otherMember] = await t.database.db
      .select({ id: memberSessions.memberId })
      .from(memberSessions)
      .where(eq(memberSessions.tokenHash, sha256(other)));
    await expect(reviewEntry(t.database.db, { memberId: otherMember.id, decision: 'reject', operator: '运营' })).rejects.toThrow('请填写驳回原因');
    await reviewEntry(t.database.db, { memberId: otherMember.id, decision: 'reject', reason: '营业执照不清晰', operator: '运营' });
    expect((await call('/supplier/status', {}, other)).body.data).toMatchObject({ status: 'rejected', rejectReason: '营业执照不清晰' });
    await expect(reviewEntry(t.database.db, { memberId: otherMember.id, decision: 'approve', operator: '运营' })).rejects.toThrow('只有审核中的申请可以审核');
    expect((await call('/supplier/partnerIncomingSave', { ...validCompany([2]), submit: true }, other)).body.data.status).toBe('pending');
    expect((await reviewEntry(t.database.db, { memberId: otherMember.id, decision: 'approve', operator: '运营' })).status).toBe('approved');
    expect((await call('/profile', {}, other)).body.data.entryStatus).toBe('已入驻');
  });

  it("writes the entry decision and the seller's message together or not at all", async () => {
    const db = t.database.db;
    const seller = await createMemberSession(db, { roles: [SELLER_ROLE] });
    expect((await call('/supplier/partnerIncomingSave', { ...validCompany([2]), submit: true }, seller.token)).body.data.status).toBe('pending');
    const restore = await failMessagesTo(seller.member.id);
    try {
      await expect(reviewEntry(db, { memberId: seller.member.id, decision: 'approve', operator: '运营' })).rejects.toThrow();
    } finally {
      await restore();
    }
    expect((await call('/supplier/status', {}, seller.token)).body.data.status).toBe('pending');
    await reviewEntry(db, { memberId: seller.member.id, decision: 'approve', operator: '运营' });
    expect((await call('/supplier/status', {}, seller.token)).body.data.status).toBe('approved');
    expect((await db.select().from(messages).where(eq(messages.memberId, seller.member.id))).map((m) => m.title)).toEqual(['入驻审核通过']);
  });

  // A second connection holds the submission open; PGlite has one connection only.
  it.skipIf(!process.env.DATABASE_URL)('does not overwrite an entry submitted for review at that moment with a draft', async () => {
    const db = t.database.db;
    const seller = await createMemberSession(db, { roles: [SELLER_ROLE] });
    expect((await call('/supplier/partnerIncomingSave', validCompany([1]), seller.token)).body.data.status).toBe('draft');
    let saved: ReturnType<typeof call> | undefined;
    // Another tab submits the entry; a draft save is sent before that submission commits.
    await db.transaction(async (tx) => {
      await tx.update(sellerCompanies).set({ status: 'pending', submittedAt: new Date() }).where(eq(sellerCompanies.memberId, seller.member.id));
      saved = call('/supplier/partnerIncomingSave', { ...validCompany([3]), name: '另一个标签页的草稿' }, seller.token);
      await untilAnotherWaitsForLock(t.database.db);
    });
    expect((await saved!).body).toMatchObject({ code: 502, msg: '入驻资料审核中，暂不能修改' });
    expect((await call('/supplier/status', {}, seller.token)).body.data).toMatchObject({ status: 'pending', projectIds: [1] });
    expect((await call('/supplier/company', {}, seller.token)).body.data.name).toBe('测试供应商有限公司');
  });

  it('binds, modifies, signs and unbinds stores; a store binds to one seller only', async () => {
    const plazas = await call('/bind/plazaPage', {}, demo, { pageNum: 1, pageSize: 1000 });
    expect(plazas.body.data.pageSize).toBe(1000);
    expect(plazas.body.data.list.length).toBe(plazas.body.data.total);
    const mine = await call('/bind/storeBunkList', {}, demo);
    expect(mine.body.data.total).toBe(3);
    const bound = mine.body.data.list[0];
    // Find a plaza with two free stores in operation.
    let plazaId = 0;
    let free: { storeId: number; bound: boolean }[] = [];
    for (const p of plazas.body.data.list) {
      const stores = await call('/bind/storeByPlaza', { plazaId: p.plazaId, storeStatus: '1' }, other);
      free = stores.body.data.filter((s: { bound: boolean }) => !s.bound);
      if (free.length >= 2) {
        plazaId = p.plazaId;
        break;
      }
    }
    expect(plazaId).toBeGreaterThan(0);
    const brandList = await call('/bind/brandList', { keyword: '' }, other);
    const brandId = brandList.body.data.list[0].brandId;
    const taken = await call('/bind/bindStore', { plazaId: bound.plazaId, storeId: bound.storeId, brandId }, other);
    expect(taken.body.msg).toBe('该店铺已被绑定');
    const wrongPlaza = await call('/bind/bindStore', { plazaId: bound.plazaId, storeId: free[0].storeId, brandId }, other);
    expect(wrongPlaza.body.msg).toBe('所选店铺不在该广场或未在营业');
    const b = await call('/bind/bindStore', { plazaId, storeId: free[0].storeId, brandId }, other);
    expect(b.body.data).toMatchObject({ plazaId, storeId: free[0].storeId, signatureStatus: 'unsigned', signatureText: '待签约' });
    const id = b.body.data.bindingId;
    expect((await call('/bind/sign', { bindingId: id, agree: true }, other)).body.data).toMatchObject({ status: 'signed', statusText: '已签约' });
    expect((await call('/bind/sign', { bindingId: id, agree: true }, other)).body.msg).toBe('该绑定协议已签署');
    const modified = await call('/bind/modifyBindStore', { bindingId: id, plazaId, storeId: free[1].storeId, brandId }, other);
    expect(modified.body.data).toMatchObject({ storeId: free[1].storeId, signatureStatus: 'unsigned' });
    expect((await call('/bind/signatureResult', { bindingId: id }, other)).body.data.status).toBe('unsigned');
    if (process.env.DATABASE_URL) {
      // Signed in another tab at that moment (a second connection; PGlite has one): this sign read
      // 待签约 before that commit, and its write then overwrote the signing time.
      const firstSignedAt = new Date('2026-01-02T03:04:05Z');
      let again: ReturnType<typeof call> | undefined;
      await t.database.db.transaction(async (tx) => {
        await tx.update(sellerStoreBindings).set({ signatureStatus: 'signed', signedAt: firstSignedAt }).where(eq(sellerStoreBindings.id, id));
        again = call('/bind/sign', { bindingId: id, agree: true }, other);
        await untilAnotherWaitsForLock(t.database.db);
      });
      expect((await again!).body.msg).toBe('该绑定协议已签署');
      expect((await call('/bind/signatureResult', { bindingId: id }, other)).body.data.signedAt).toBe(firstSignedAt.toISOString());
    }
    // Cross-seller: the demo seller's binding is not the other seller's.
    expect((await call('/bind/signatureResult', { bindingId: bound.bindingId }, other)).status).toBe(404);
    expect((await call('/bind/modifyBindStore', { bindingId: bound.bindingId, plazaId, storeId: free[0].storeId, brandId }, other)).status).toBe(404);
    expect((await call('/bind/unbind', { bindingId: bound.bindingId }, other)).status).toBe(404);
    expect((await call('/bind/unbind', { bindingId: id }, other)).body.code).toBe(10000);
    expect((await call('/bind/storeBunkList', {}, other)).body.data.total).toBe(0);
  });

  it('exports the shop list as a real xlsx with Chinese headers', async () => {
    const rows = await exportXlsx('/bind/exportShopList', {}, demo);
    expect(rows[0]).toEqual(['广场', '城市', '店铺', '铺位号', '楼层', '面积(㎡)', '品牌', '签约状态', '签约时间', '绑定时间']);
    expect(rows).toHaveLength(1 + 3);
    expect(
      rows
        .slice(1)
        .map((r) => r[7])
        .sort(),
    ).toEqual(['已签约', '待签约', '待签约']);
  });
});

function validCompany(projectIds: number[]) {
  return {
    name: '测试供应商有限公司',
    creditCode: '91110000MA0000000X',
    legalPerson: '张三',
    contact: '李四',
    phone: '13912345678',
    address: '北京市朝阳区测试路1号',
    projectIds,
  };
}

/**
 * Makes the database refuse every message to one member until the returned function runs: a real
 * failure of the message write, in the middle of whatever transaction writes it.
 */
async function failMessagesTo(memberId: number) {
  const db = t.database.db;
  const name = `shp_test_no_messages_${memberId}`;
  await db.execute(sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'message write failed'; end $$`));
  await db.execute(
    sql.raw(`create trigger ${name} before insert on messages for each row when (new.member_id = ${Number(memberId)}) execute function ${name}()`),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on messages`));
    await db.execute(sql.raw(`drop function ${name}()`));
  };
}

const newGoods = (over: Record<string, unknown> = {}) => ({
  name: '测试快闪活动策划',
  typeId: 1,
  cityCode: '310000',
  description: '含方案与执行',
  images: ['/media/placeholder/space/t1.svg'],
  skus: [
    { attrs: { 套餐: '基础版', 场次: '单场' }, price: 1999.5, stock: 10 },
    { attrs: { 套餐: '豪华版', 场次: '三场' }, price: 8800, stock: 2 },
  ],
  ...over,
});

describe('seller centre: goods', () => {
  it('links goods to published venues of the service city (关联场地); the storefront detail shows them', async () => {
    const db = t.database.db;
    const venuesOf = async (cityCode: string) =>
      db
        .select({ id: spaces.id, name: spaces.name })
        .from(spaces)
        .where(and(eq(spaces.cityCode, cityCode), eq(spaces.status, 'published')))
        .orderBy(spaces.id)
        .limit(2);
    const [any] = await db.select({ cityCode: spaces.cityCode }).from(spaces).where(eq(spaces.status, 'published')).orderBy(spaces.id).limit(1);
    const city = any.cityCode;
    const [v1, v2] = await venuesOf(city);
    const [elsewhere] = await db
      .select({ id: spaces.id })
      .from(spaces)
      .where(and(sql`${spaces.cityCode} <> ${city}`, eq(spaces.status, 'published')))
      .limit(1);
    const options = await call('/goods/venueOptions', { cityCode: city, keyword: v1.name.slice(0, 4) }, demo);
    expect(options.body.data.map((o: { id: number }) => o.id)).toContain(v1.id);
    expect((await call('/goods/venueOptions', { cityCode: 'x' }, demo)).body.msg).toBe('请选择服务城市');

    const refused = await call('/goods/edit', newGoods({ cityCode: city, venueIds: [v1.id, elsewhere.id] }), demo);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('关联的场地不存在或不在服务城市');
    const saved = await call('/goods/edit', newGoods({ cityCode: city, venueIds: [v2.id, v1.id, v1.id] }), demo);
    expect(saved.body.data.venues.map((v: { id: number }) => v.id).sort()).toEqual([v1.id, v2.id].sort());
    const edited = await call('/goods/edit', newGoods({ cityCode: city, goodsId: saved.body.data.goodsId, venueIds: [v2.id] }), demo);
    expect(edited.body.data.venues).toEqual([{ id: v2.id, name: v2.name }]);
    // Once approved and on shelf, buyers see the venue on the service page.
    await db.update(sellerGoods).set({ status: 'approved', onShelf: true, reviewedAt: new Date() }).where(eq(sellerGoods.id, saved.body.data.goodsId));
    const detail = await post(t.app, '/api/foreground/storefront/goodsDetail', { goodsId: saved.body.data.goodsId });
    expect(detail.body.data.spaces).toEqual([{ id: v2.id, name: v2.name }]);
    // Back to the draft it was, so the seed's approved goods stay the ones later tests count.
    await db.update(sellerGoods).set({ status: 'draft', onShelf: false, reviewedAt: null }).where(eq(sellerGoods.id, saved.body.data.goodsId));
  });

  it('lists product types, brands, models and sale attributes', async () => {
    const types = await call('/goods/productTypeList', {}, demo);
    expect(types.body.data.map((x: { name: string }) => x.name)).toEqual(['活动策划', '舞台搭建', '音响灯光', '礼仪模特', '物料制作']);
    const brands = await call('/goods/brandList', { typeId: 3 }, demo);
    expect(brands.body.data.map((b: { name: string }) => b.name)).toEqual(['声浪音响', '光影科技']);
    const models = await call('/goods/modelList', { brandId: brands.body.data[0].brandId }, demo);
    expect(models.body.data.map((m: { name: string }) => m.name)).toEqual(['SL-200', 'SL-500']);
    const attrs = await call('/goods/saleAttrList', { typeId: 1 }, demo);
    expect(attrs.body.data).toEqual([
      { name: '套餐', values: ['基础版', '标准版', '豪华版'] },
      { name: '场次', values: ['单场', '三场'] },
    ]);
    expect((await call('/goods/saleAttrList', { typeId: 999 }, demo)).status).toBe(404);
  });

  it('validates goods in Chinese: sale attributes, prices, duplicates, images', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '请输入商品名称'],
      [{ images: [] }, '请至少上传一张商品图片'],
      [{ images: ['https://evil.example/x.png'] }, '图片须通过上传获得'],
      [{ skus: [{ attrs: { 套餐: '基础版', 场次: '单场' }, price: 1.234, stock: 1 }] }, '价格最多保留两位小数'],
      [{ skus: [{ attrs: { 套餐: '基础版', 场次: '单场' }, price: 10, stock: -1 }] }, '库存不能为负数'],
      // The editor's cells say the same (sellerYuanProblem / sellerStockProblem) instead of clamping.
      [{ skus: [{ attrs: { 套餐: '基础版', 场次: '单场' }, price: -5, stock: 1 }] }, '价格须大于0'],
      [{ skus: [{ attrs: { 套餐: '基础版', 场次: '单场' }, price: 0, stock: 1 }] }, '价格须大于0'],
      [{ skus: [{ attrs: { 套餐: '基础版', 场次: '单场' }, price: 10_000_000.01, stock: 1 }] }, '价格不能超过10000000元'],
      [{ skus: [{ attrs: { 套餐: '基础版', 场次: '单场' }, stock: 1 }] }, '请输入价格'],
      [{ skus: [{ attrs: { 套餐: '基础版', 场次: '单场' }, price: 10, stock: 2.5 }] }, '库存须为整数'],
      [{ skus: [{ attrs: { 套餐: '基础版', 场次: '单场' }, price: 10, stock: 1_000_001 }] }, '库存不能超过1000000'],
      [{ skus: [{ attrs: { 套餐: '基础版', 场次: '单场' }, price: 10 }] }, '请输入库存'],
      [
        {
          skus: [
            { attrs: { 套餐: '基础版', 场次: '单场' }, price: 10, stock: 1 },
            { attrs: { 场次: '单场', 套餐: '基础版' }, price: 12, stock: 1 },
          ],
        },
        '销售规格不能重复',
      ],
      [{ skus: [{ attrs: { 套餐: '超级版', 场次: '单场' }, price: 10, stock: 1 }] }, '“套餐”没有“超级版”这个选项'],
      [{ skus: [{ attrs: { 套餐: '基础版' }, price: 10, stock: 1 }] }, '销售规格须包含：套餐、场次'],
      [{ brandId: 3 }, '品牌不属于所选商品类型'],
    ];
    for (const [over, msg] of cases) {
      const r = await call('/goods/edit', newGoods(over), demo);
      expect(r.status, msg).toBe(400);
      expect(r.body.msg).toBe(msg);
    }
  });

  it('runs the approval flow draft → pending → rejected → pending → approved, then shelves and deletes', async () => {
    const db = t.database.db;
    const created = await call('/goods/edit', newGoods(), demo);
    expect(created.body.data).toMatchObject({ status: 'draft', statusText: '草稿', onShelf: false, minPrice: 1999.5, stock: 12 });
    const id = created.body.data.goodsId;
    expect(created.body.data.skus.map((s: { price: number }) => s.price)).toEqual([1999.5, 8800]);

    expect((await call('/goods/batchShelf', { goodsIds: [id], onShelf: true }, demo)).body.msg).toContain('只有审核通过的商品可以上架');
    await expect(reviewGoods(db, { goodsId: id, decision: 'approve', operator: '运营：测试' })).rejects.toThrow('只有待审核的商品可以审核');

    expect((await call('/goods/approve', { goodsId: id }, demo)).body.data).toMatchObject({ status: 'pending', statusText: '待审核' });
    expect((await call('/goods/approve', { goodsId: id }, demo)).body.msg).toBe('商品已在审核中');
    expect((await call('/goods/edit', newGoods({ goodsId: id }), demo)).body.msg).toBe('商品审核中，暂不能编辑');

    await expect(reviewGoods(db, { goodsId: id, decision: 'reject', operator: '运营：测试' })).rejects.toThrow('请填写驳回原因');
    const rejected = await reviewGoods(db, { goodsId: id, decision: 'reject', reason: '图片不清晰', operator: '运营：测试' });
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: '图片不清晰' });
    const msgs = await db.select().from(messages).where(eq(messages.memberId, demoId));
    expect(msgs.some((m) => m.title === '商品审核未通过' && m.content.includes('图片不清晰'))).toBe(true);
    expect((await call('/goods/detail', { goodsId: id }, demo)).body.data).toMatchObject({ status: 'rejected', rejectReason: '图片不清晰' });

    const edited = await call('/goods/edit', newGoods({ goodsId: id, name: '测试快闪活动策划（新图）' }), demo);
    expect(edited.body.data).toMatchObject({ status: 'draft', rejectReason: null });
    await call('/goods/approve', { goodsId: id }, demo);
    // What the console writes with a decision (its audit entry) commits with it or not at all.
    await expect(
      reviewGoods(db, { goodsId: id, decision: 'approve', operator: '运营：测试' }, async () => {
        throw new Error('audit failed');
      }),
    ).rejects.toThrow('audit failed');
    expect((await call('/goods/detail', { goodsId: id }, demo)).body.data).toMatchObject({ status: 'pending' });
    await reviewGoods(db, { goodsId: id, decision: 'approve', operator: '运营：测试' });
    expect((await call('/goods/approve', { goodsId: id }, demo)).body.msg).toBe('商品已审核通过，无需重复提交');

    // Approval details: GET with query parameters on the approval base.
    const approval = await t.app.inject({
      method: 'GET',
      url: `/api/approval/details?channelCode=ch_web&bizType=goods&bizId=${id}`,
      headers: { 'member-token': demo },
    });
    expect(approval.json().data.records.map((r: { action: string }) => r.action)).toEqual(['submit', 'reject', 'submit', 'approve']);
    expect(approval.json().data.records[1]).toMatchObject({ actionText: '审核驳回', reason: '图片不清晰', operator: '运营：测试' });
    const foreign = await t.app.inject({ method: 'GET', url: `/api/approval/details?bizType=goods&bizId=${id}`, headers: { 'member-token': other } });
    expect(foreign.statusCode).toBe(404);

    const up = await call('/goods/batchShelf', { goodsIds: [id], onShelf: true }, demo);
    expect(up.body.data).toEqual({ updated: 1 });
    expect((await call('/goods/delete', { goodsIds: [id] }, demo)).body.msg).toContain('请先下架商品');
    await call('/goods/batchShelf', { goodsIds: [id], onShelf: false }, demo);
    expect((await call('/goods/delete', { goodsIds: [id] }, demo)).body.code).toBe(10000);
    expect((await call('/goods/detail', { goodsId: id }, demo)).status).toBe(404);
  });

  it("writes the seller's message in the decision's transaction: no decision without its message", async () => {
    const db = t.database.db;
    const seller = await createMemberSession(db, { roles: [SELLER_ROLE] });
    const [g] = await db
      .insert(sellerGoods)
      .values({
        memberId: seller.member.id,
        name: '消息失败测试商品',
        typeId: 1,
        cityCode: '110000',
        description: '待审核',
        images: [],
        status: 'pending',
        submittedAt: new Date(),
      })
      .returning();
    const history = async () => (await db.select().from(sellerGoodsReviews).where(eq(sellerGoodsReviews.goodsId, g.id))).map((r) => r.action);
    const titles = async () => (await db.select().from(messages).where(eq(messages.memberId, seller.member.id))).map((m) => m.title);
    const restore = await failMessagesTo(seller.member.id);
    try {
      for (const decision of ['approve', 'reject'] as const) {
        await expect(reviewGoods(db, { goodsId: g.id, decision, reason: '图片不清晰', operator: '运营：测试' })).rejects.toThrow();
        const [row] = await db.select().from(sellerGoods).where(eq(sellerGoods.id, g.id));
        expect(row).toMatchObject({ status: 'pending', rejectReason: null, reviewedAt: null });
        expect(await history()).toEqual([]);
      }
    } finally {
      await restore();
    }
    const done = await reviewGoods(db, { goodsId: g.id, decision: 'reject', reason: '图片不清晰', operator: '运营：测试' });
    expect(done).toMatchObject({ status: 'rejected', rejectReason: '图片不清晰' });
    expect(await history()).toEqual(['reject']);
    expect(await titles()).toEqual(['商品审核未通过']);
  });

  it('does not decide goods the seller deleted while they waited for review', async () => {
    const db = t.database.db;
    const id = (await call('/goods/edit', newGoods({ name: '待审核后删除的商品' }), demo)).body.data.goodsId;
    expect((await call('/goods/approve', { goodsId: id }, demo)).body.data.status).toBe('pending');
    expect((await call('/goods/delete', { goodsIds: [id] }, demo)).body.code).toBe(10000);
    const before = (await db.select().from(messages).where(eq(messages.memberId, demoId))).length;
    await expect(reviewGoods(db, { goodsId: id, decision: 'approve', operator: '运营：测试' })).rejects.toThrow('商品不存在');
    const [row] = await db.select().from(sellerGoods).where(eq(sellerGoods.id, id));
    expect(row).toMatchObject({ status: 'pending', reviewedAt: null });
    expect((await db.select().from(messages).where(eq(messages.memberId, demoId))).length).toBe(before);
  });

  it('edits approved goods back to draft and off the shelf', async () => {
    const list = await call('/goods/list', { status: 'approved', onShelf: true }, demo);
    expect(list.body.data.total).toBe(7);
    const g = list.body.data.list[0];
    const detail = (await call('/goods/detail', { goodsId: g.goodsId }, demo)).body.data;
    const type = (await call('/goods/saleAttrList', { typeId: detail.typeId }, demo)).body.data;
    // Attributes come back in the type's order, whatever order jsonb stored them in.
    for (const s of detail.skus) expect(Object.keys(s.attrs)).toEqual(type.map((a: { name: string }) => a.name));
    const saved = await call(
      '/goods/edit',
      {
        goodsId: g.goodsId,
        name: detail.name,
        typeId: detail.typeId,
        cityCode: detail.cityCode,
        description: detail.description,
        images: detail.images,
        skus: detail.skus.map((s: { attrs: unknown; price: number; stock: number }) => ({ attrs: s.attrs, price: s.price, stock: s.stock })),
      },
      demo,
    );
    expect(saved.body.data).toMatchObject({ status: 'draft', onShelf: false });
  });

  it("answers a NUL character in a text as the caller's mistake, never 500", async () => {
    const name = await call('/goods/edit', newGoods({ name: '测试\u0000商品' }), demo);
    expect(name.status).toBe(400);
    expect(name.body).toMatchObject({ code: 502, msg: '输入内容含有无法识别的字符，请删除后重试' });
    const desc = await call('/goods/edit', newGoods({ description: '\u0000' }), demo);
    expect(desc.status).toBe(400);
  });

  // A second connection holds the submission open; PGlite has one connection only.
  it.skipIf(!process.env.DATABASE_URL)('does not pull goods submitted for review at that moment back to draft', async () => {
    const db = t.database.db;
    const id = (await call('/goods/edit', newGoods({ name: '两个标签页的商品' }), demo)).body.data.goodsId;
    let edited: ReturnType<typeof call> | undefined;
    // Another tab submits the goods; the edit is sent before that submission commits.
    await db.transaction(async (tx) => {
      await tx.update(sellerGoods).set({ status: 'pending', submittedAt: new Date() }).where(eq(sellerGoods.id, id));
      edited = call('/goods/edit', newGoods({ goodsId: id, name: '两个标签页的商品（改）' }), demo);
      await untilAnotherWaitsForLock(t.database.db);
    });
    expect((await edited!).body).toMatchObject({ code: 502, msg: '商品审核中，暂不能编辑' });
    const [row] = await db.select().from(sellerGoods).where(eq(sellerGoods.id, id));
    expect(row).toMatchObject({ status: 'pending', name: '两个标签页的商品' });
  });

  // A second connection holds the other tab's change open; PGlite has one connection only.
  it.skipIf(!process.env.DATABASE_URL)('shelves and deletes all or nothing, also when another tab changes the goods at that moment', async () => {
    const db = t.database.db;
    const approved = async (name: string) => {
      const id = (await call('/goods/edit', newGoods({ name }), demo)).body.data.goodsId;
      await call('/goods/approve', { goodsId: id }, demo);
      await reviewGoods(db, { goodsId: id, decision: 'approve', operator: '运营：测试' });
      return id as number;
    };
    const [a, b] = [await approved('批量上架A'), await approved('批量上架B')];
    const whileOtherTab = async (
      change: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => Promise<unknown>,
      send: () => ReturnType<typeof call>,
    ) => {
      let sent: ReturnType<typeof call> | undefined;
      await db.transaction(async (tx) => {
        await change(tx);
        sent = send();
        await untilAnotherWaitsForLock(t.database.db);
      });
      return sent!;
    };
    // B is edited back to draft while both are put on the shelf: neither goes up.
    const up = await whileOtherTab(
      (tx) => tx.update(sellerGoods).set({ status: 'draft' }).where(eq(sellerGoods.id, b)),
      () => call('/goods/batchShelf', { goodsIds: [a, b], onShelf: true }, demo),
    );
    expect(up.body).toMatchObject({ code: 502, msg: '只有审核通过的商品可以上架：批量上架B' });
    expect(
      (
        await db
          .select()
          .from(sellerGoods)
          .where(inArray(sellerGoods.id, [a, b]))
          .orderBy(sellerGoods.id)
      ).map((g) => g.onShelf),
    ).toEqual([false, false]);
    // A is put on the shelf while both are deleted: neither is deleted.
    const del = await whileOtherTab(
      (tx) => tx.update(sellerGoods).set({ onShelf: true }).where(eq(sellerGoods.id, a)),
      () => call('/goods/delete', { goodsIds: [a, b] }, demo),
    );
    expect(del.body).toMatchObject({ code: 502, msg: '请先下架商品：批量上架A' });
    expect(
      (
        await db
          .select()
          .from(sellerGoods)
          .where(inArray(sellerGoods.id, [a, b]))
          .orderBy(sellerGoods.id)
      ).map((g) => g.deletedAt),
    ).toEqual([null, null]);
  });

  it('keeps goods to their seller', async () => {
    const list = await call('/goods/list', {}, demo);
    const id = list.body.data.list[0].goodsId;
    expect((await call('/goods/list', {}, other)).body.data.total).toBe(0);
    expect((await call('/goods/detail', { goodsId: id }, other)).status).toBe(404);
    expect((await call('/goods/edit', newGoods({ goodsId: id }), other)).status).toBe(404);
    expect((await call('/goods/approve', { goodsId: id }, other)).status).toBe(404);
    expect((await call('/goods/batchShelf', { goodsIds: [id], onShelf: false }, other)).status).toBe(404);
    expect((await call('/goods/delete', { goodsIds: [id] }, other)).status).toBe(404);
  });

  it('stores uploaded images by their bytes and serves them from /media/uploads/', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const ok = await call('/goods/uploadImage', { fileName: 'a.png', content: png.toString('base64') }, demo);
    expect(ok.body.data).toMatchObject({ mime: 'image/png', size: png.length });
    expect(ok.body.data.url).toMatch(/^\/media\/uploads\/seller\/\d+\/\d{6}\/[0-9a-f]+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: ok.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    const fake = await call('/goods/uploadImage', { fileName: 'a.png', content: Buffer.from('<script>alert(1)</script>').toString('base64') }, demo);
    expect(fake.body).toMatchObject({ code: 502, msg: '仅支持 PNG、JPEG、WebP、GIF 图片' });
  });
});

describe('seller centre: orders', () => {
  const events: SellerOrderEvent[] = ['pay', 'cancel', 'refund', 'deliver', 'confirm'];
  const statuses: SellerOrderStatus[] = ['pending_payment', 'paid', 'shipped', 'completed', 'cancelled'];

  it('has exactly five legal transitions', () => {
    const legal = statuses.flatMap((s) => events.filter((e) => nextOrderStatus(s, e)).map((e) => `${s}-${e}->${nextOrderStatus(s, e)}`));
    expect(legal.sort()).toEqual([
      'paid-deliver->shipped',
      'paid-refund->cancelled',
      'pending_payment-cancel->cancelled',
      'pending_payment-pay->paid',
      'shipped-confirm->completed',
    ]);
  });

  it('lists with filters, and shows items, detail and log', async () => {
    const all = await call('/order/list', {}, demo, { pageNum: 1, pageSize: 100 });
    expect(all.body.data.total).toBe(40);
    const paid = await call('/order/list', { status: 'paid' }, demo);
    expect(paid.body.data.list.every((o: { statusText: string }) => o.statusText === '待发货')).toBe(true);
    const o = all.body.data.list[0];
    const byNo = await call('/order/list', { orderNo: o.orderNo }, demo);
    expect(byNo.body.data.list.map((x: { orderId: number }) => x.orderId)).toEqual([o.orderId]);
    const byPhone = await call('/order/list', { buyerPhone: '13800000003' }, demo);
    expect(byPhone.body.data.total).toBe(11);
    const day = o.createdAt.slice(0, 10);
    const byDate = await call('/order/list', { dateFrom: '2000-01-01', dateTo: '2000-01-02' }, demo);
    expect(byDate.body.data.total).toBe(0);
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const items = await call('/order/items', { orderId: o.orderId }, demo);
    expect(items.body.data.length).toBe(o.itemCount);
    const detail = await call('/order/detail', { orderId: o.orderId }, demo);
    expect(detail.body.data.items).toEqual(items.body.data);
    const log = await call('/order/log', { orderId: o.orderId }, demo);
    expect(log.body.data[0]).toMatchObject({ action: 'create', actionText: '买家下单' });
    expect((await call('/order/list', { dateFrom: '2026/01/01' }, demo)).body.msg).toBe('日期格式须为YYYY-MM-DD');
    // Days that are not on the calendar (an edited link): refused, not an Invalid Date in the query.
    for (const day of ['2026-13-01', '2026-02-31']) {
      const r = await call('/order/list', { dateTo: day }, demo);
      expect(r.status, day).toBe(400);
      expect(r.body.msg).toBe('日期格式须为YYYY-MM-DD');
    }
  });

  it('changes price only before payment, logged; cancels only unpaid orders', async () => {
    const unpaid = (await call('/order/list', { status: 'pending_payment' }, demo)).body.data.list;
    const o = unpaid[0];
    const changed = await call('/order/changePrice', { orderId: o.orderId, totalAmount: 88.8, reason: '老客户优惠' }, demo);
    expect(changed.body.data).toMatchObject({ totalAmount: 88.8, status: 'pending_payment', actions: ['change_price', 'cancel'] });
    const log = (await call('/order/log', { orderId: o.orderId }, demo)).body.data;
    expect(log.at(-1)).toMatchObject({ action: 'change_price', note: expect.stringContaining('改为¥88.80，原因：老客户优惠') });
    // Amounts in the note read as the detail's totals do (¥12,345.60), not ¥12345.60.
    await call('/order/changePrice', { orderId: o.orderId, totalAmount: 12345.6, reason: '加场' }, demo);
    const relog = (await call('/order/log', { orderId: o.orderId }, demo)).body.data;
    expect(relog.at(-1).note).toBe('订单金额由¥88.80改为¥12,345.60，原因：加场');
    expect((await call('/order/delivery', { orderId: o.orderId, logisticsCompany: '顺丰', trackingNo: 'SF1' }, demo)).body.msg).toBe(
      '订单当前状态为“待付款”，不能发货',
    );
    const cancelled = await call('/order/cancel', { orderId: o.orderId, reason: '买家要求' }, demo);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', actions: [] });
    expect((await call('/order/changePrice', { orderId: o.orderId, totalAmount: 10, reason: 'x' }, demo)).body.msg).toBe(
      '订单当前状态为“已取消”，只有待付款订单可以改价',
    );
    expect((await call('/order/cancel', { orderId: o.orderId, reason: 'x' }, demo)).body.msg).toBe('订单当前状态为“已取消”，不能取消');
  });

  it('walks pay → deliver → confirm; completion books the sale and raises the balance', async () => {
    const db = t.database.db;
    const o = (await call('/order/list', { status: 'pending_payment' }, demo)).body.data.list[0];
    // Another buyer cannot pay this order; a seller cannot pay or confirm for the buyer.
    const [row] = await db.select().from(sellerOrders).where(eq(sellerOrders.id, o.orderId));
    await expect(applyOrderEvent(db, { orderId: o.orderId, event: 'pay', buyerMemberId: -1, operator: 'x' })).rejects.toThrow('订单不存在');
    await applyOrderEvent(db, { orderId: o.orderId, event: 'pay', buyerMemberId: row.buyerMemberId ?? undefined, operator: '买家' });
    await expect(applyOrderEvent(db, { orderId: o.orderId, event: 'pay', operator: '买家' })).rejects.toThrow('不能付款');
    expect((await call('/order/delivery', { orderId: o.orderId, logisticsCompany: '', trackingNo: 'SF1' }, demo)).body.msg).toBe('请输入物流公司或服务方式');
    const shipped = await call('/order/delivery', { orderId: o.orderId, logisticsCompany: '上门服务', trackingNo: 'FW-2026-1' }, demo);
    expect(shipped.body.data).toMatchObject({ status: 'shipped', logisticsCompany: '上门服务', trackingNo: 'FW-2026-1' });
    expect((await call('/order/delivery', { orderId: o.orderId, logisticsCompany: '上门服务', trackingNo: 'X' }, demo)).body.msg).toBe(
      '订单当前状态为“已发货”，不能发货',
    );
    const before = (await call('/withdrawal/balance', {}, demo)).body.data.available;
    await applyOrderEvent(db, { orderId: o.orderId, event: 'confirm', operator: '买家' });
    const after = (await call('/withdrawal/balance', {}, demo)).body.data.available;
    // The sale less the platform fee (PLATFORM_FEE_RATE), each a ledger row.
    const totalFen = Math.round(o.totalAmount * 100);
    expect(Math.round((after - before) * 100)).toBe(totalFen - platformFeeOf(totalFen));
    const flows = await call('/saleAndflow/list', { kind: 'sale' }, demo);
    expect(flows.body.data.list[0]).toMatchObject({ orderNo: o.orderNo, kindText: '订单收入', amount: o.totalAmount });
    const log = (await call('/order/log', { orderId: o.orderId }, demo)).body.data.map((l: { action: string }) => l.action);
    expect(log.slice(-3)).toEqual(['pay', 'deliver', 'confirm']);
    void buyerId;
  });

  it('keeps orders to their seller', async () => {
    const o = (await call('/order/list', { status: 'paid' }, demo)).body.data.list[0];
    expect((await call('/order/list', {}, other)).body.data.total).toBe(0);
    for (const path of ['/order/detail', '/order/items', '/order/log']) expect((await call(path, { orderId: o.orderId }, other)).status).toBe(404);
    expect((await call('/order/delivery', { orderId: o.orderId, logisticsCompany: 'a', trackingNo: 'b' }, other)).status).toBe(404);
    expect((await call('/order/changePrice', { orderId: o.orderId, totalAmount: 1, reason: 'a' }, other)).status).toBe(404);
    expect((await call('/order/cancel', { orderId: o.orderId, reason: 'a' }, other)).status).toBe(404);
    const [still] = await t.database.db
      .select()
      .from(sellerOrders)
      .where(and(eq(sellerOrders.id, o.orderId)));
    expect(still.status).toBe('paid');
  });

  it('exports orders as xlsx with Chinese headers and every matching row', async () => {
    const total = (await call('/order/list', {}, demo)).body.data.total;
    const rows = await exportXlsx('/order/export', {}, demo);
    expect(rows[0]).toEqual([
      '订单号',
      '下单时间',
      '订单状态',
      '买家',
      '买家手机号',
      '商品',
      '商品金额(元)',
      '实付金额(元)',
      '城市',
      '收货人',
      '收货地址',
      '物流公司',
      '运单号',
    ]);
    expect(rows.length - 1).toBe(total);
    const completed = await exportXlsx('/order/export', { status: 'completed' }, demo);
    expect(completed.slice(1).every((r) => r[2] === '已完成')).toBe(true);
    expect(typeof completed[1][7]).toBe('number');
    expect(String(completed[1][5])).toMatch(/×\d/);
    expect((await exportXlsx('/order/export', {}, other)).length).toBe(1);
    // Seeded orders were placed in another order than their ids: the export lists them as the list does.
    const listed = (await call('/order/list', {}, demo, { pageNum: 1, pageSize: 100 })).body.data.list.map((o: { orderNo: string }) => o.orderNo);
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed);
  });

  it('exports 下单时间 in China time to the second, in the list order with its tie-breaker', async () => {
    const db = t.database.db;
    const { member, token } = await createMemberSession(db, { roles: [SELLER_ROLE] });
    const at = (iso: string) => sql`${iso}::timestamptz`; // microseconds, as created_at's defaultNow() keeps them
    const placed = [
      '2026-10-24T16:00:00Z', // 2026-10-25 00:00:00 in China: UTC still says the 24th
      '2026-10-20T02:00:00.000400Z',
      '2026-10-26T01:00:00Z',
      '2026-10-20T02:00:00.000400Z', // same time as the second: the id decides
      '2026-10-20T02:00:00.000900Z', // same millisecond as the two above, later microsecond
      '2026-10-27T15:59:59.999Z',
    ];
    const stamp = Date.now() % 1e9;
    for (const [n, iso] of placed.entries()) {
      await db.insert(sellerOrders).values({
        orderNo: `TZ${stamp}${n}`,
        memberId: member.id,
        buyerName: '时区测试',
        buyerPhone: '13900000000',
        status: 'pending_payment',
        goodsFen: 100,
        totalFen: 100,
        cityCode: '110100',
        receiverName: '时区测试',
        receiverPhone: '13900000000',
        receiverAddress: '测试地址',
        createdAt: at(iso),
      });
    }
    const list = (await call('/order/list', {}, token, { pageNum: 1, pageSize: 100 })).body.data.list as { orderId: number; orderNo: string }[];
    expect(list.map((o) => o.orderNo)).toEqual([5, 2, 0, 4, 3, 1].map((n) => `TZ${stamp}${n}`));

    const ws = await exportSheet('/order/export', {}, token);
    expect(ws.rowCount).toBe(1 + placed.length);
    const exported = Array.from({ length: placed.length }, (_, i) => ws.getRow(i + 2));
    expect(exported.map((r) => r.getCell(1).value)).toEqual(list.map((o) => o.orderNo));
    expect(exported.map((r) => shownTime(r.getCell(2)))).toEqual([
      '2026-10-27 23:59:59', // not rounded up into the 28th
      '2026-10-26 09:00:00',
      '2026-10-25 00:00:00',
      '2026-10-20 10:00:00',
      '2026-10-20 10:00:00',
      '2026-10-20 10:00:00',
    ]);
    // The same filter picks the China-time day, so the file agrees with it.
    const onThe25th = await exportXlsx('/order/export', { dateFrom: '2026-10-25', dateTo: '2026-10-25' }, token);
    expect(onThe25th.slice(1).map((r) => r[0])).toEqual([`TZ${stamp}0`]);

    // Every page size puts a page boundary somewhere else, ties and shared milliseconds included.
    for (let size = 1; size <= placed.length; size++) {
      const ids: number[] = [];
      for await (const batch of orderExportBatches(db, member.id, {}, size)) ids.push(...batch.map((o) => o.id));
      expect(ids, `page size ${size}`).toEqual(list.map((o) => o.orderId));
    }
  });
});

describe('seller centre: evaluations', () => {
  it('lists, filters, shows and replies once', async () => {
    const unreplied = await call('/evaluation/list', { replied: false }, demo);
    expect(unreplied.body.data.total).toBeGreaterThan(0);
    const e = unreplied.body.data.list[0];
    expect(e.rating).toBeGreaterThanOrEqual(1);
    const five = await call('/evaluation/list', { rating: 5 }, demo);
    expect(five.body.data.list.every((x: { rating: number }) => x.rating === 5)).toBe(true);
    expect((await call('/evaluation/detail', { evaluationId: e.evaluationId }, other)).status).toBe(404);
    expect((await call('/evaluation/reply', { evaluationId: e.evaluationId, reply: '谢谢' }, other)).status).toBe(404);
    expect((await call('/evaluation/reply', { evaluationId: e.evaluationId, reply: ' ' }, demo)).body.msg).toBe('请输入回复内容');
    const replied = await call('/evaluation/reply', { evaluationId: e.evaluationId, reply: '感谢您的评价' }, demo);
    expect(replied.body.data).toMatchObject({ reply: '感谢您的评价' });
    expect(replied.body.data.repliedAt).toBeTruthy();
    expect((await call('/evaluation/reply', { evaluationId: e.evaluationId, reply: '再次' }, demo)).body.msg).toBe('该评价已回复');
  });
});

describe('seller centre: withdrawals, sales and flow', () => {
  it('computes the balance from completed orders minus paid and pending withdrawals', async () => {
    const b = (await call('/withdrawal/balance', {}, demo)).body.data;
    expect(b.totalIncome).toBeGreaterThan(0);
    expect(b.available).toBeCloseTo(b.totalIncome - b.withdrawn, 2);
    expect(b.account).toMatchObject({ bankName: '招商银行', accountNo: '**** **** 5678' });
    const list = (await call('/withdrawal/list', {}, demo)).body.data.list;
    const counted = list.filter((w: { status: string }) => w.status !== 'rejected').reduce((s: number, w: { amount: number }) => s + w.amount, 0);
    expect(b.withdrawn).toBeCloseTo(counted, 2);
    expect((await call('/withdrawal/balance', {}, other)).body.data).toMatchObject({ totalIncome: 0, available: 0, account: null });
  });

  it('refuses more than the balance, in Chinese', async () => {
    const b = (await call('/withdrawal/balance', {}, demo)).body.data;
    const r = await call('/withdrawal/apply', { amount: b.available + 0.01, bankName: '招商银行', accountName: '演示', accountNo: '6225880012345678' }, demo);
    expect(r.status).toBe(400);
    // Written as the page writes the balance above the dialog: '¥221,340.00', not '¥221340.00'.
    expect(r.body.msg).toBe(`提现金额不能超过可提现余额¥${b.available.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
    expect(b.available).toBeGreaterThan(1000);
    expect((await call('/withdrawal/apply', { amount: 1, bankName: '招商银行', accountName: '演示', accountNo: '12' }, other)).body.msg).toBe(
      '请输入12至19位银行卡号',
    );
    expect((await call('/withdrawal/apply', { amount: 1, bankName: '招商银行', accountName: '演示', accountNo: '6225880012345678' }, other)).body.msg).toBe(
      '提现金额不能超过可提现余额¥0.00',
    );
  });

  // A second connection holds the account lock; PGlite has one connection only.
  it.skipIf(!process.env.DATABASE_URL)('stamps a withdrawal when it is written, not when it started waiting for the account lock', async () => {
    const db = t.database.db;
    let applied: ReturnType<typeof call> | undefined;
    let released = 0;
    await db.transaction(async (tx) => {
      await tx.insert(sellerAccounts).values({ memberId: demoId }).onConflictDoNothing();
      await tx.select().from(sellerAccounts).where(eq(sellerAccounts.memberId, demoId)).for('update');
      applied = call('/withdrawal/apply', { amount: 1, bankName: '招商银行', accountName: '演示', accountNo: '6225880012345678' }, demo);
      await untilAnotherWaitsForLock(t.database.db);
      released = Date.now();
    });
    const w = (await applied!).body.data;
    // Requests queued on the lock are written (and numbered) in lock order: their times follow it.
    expect(Date.parse(w.createdAt)).toBeGreaterThanOrEqual(released);
    const [flow] = await db.select().from(sellerFlows).where(eq(sellerFlows.withdrawalId, w.withdrawalId));
    expect(flow.createdAt.getTime()).toBeGreaterThanOrEqual(released);
  });

  it("asks for an SMS code to the seller's own phone before paying out to a new account, and tells the seller", async () => {
    const card = { amount: 0.01, bankName: '建设银行', accountName: '演示', accountNo: '6217000011112222' };
    const refused = await call('/withdrawal/apply', card, demo);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 502, msg: SELLER_WITHDRAWAL_STEP_UP_MSG, data: { stepUp: 'sms' } });
    const sent = await post(t.app, '/api/foreground/auth/stepUp/sendSms', {}, { token: demo });
    expect(sent.body.data).toEqual({ countdown: 60, phone: '138****0011' });
    expect((await post(t.app, '/api/foreground/auth/stepUp/sendSms', {})).status).toBe(401);
    const code = lastLocalSmsCode('13800000011', 'STEPUP')!;
    expect(code).toMatch(/^\d{6}$/);
    expect((await call('/withdrawal/apply', { ...card, smsCode: code === '000000' ? '111111' : '000000' }, demo)).body.msg).toBe('验证码错误，请重新输入');
    // A LOGIN code of the same phone is not a step-up code.
    const ok = await call('/withdrawal/apply', { ...card, smsCode: code }, demo);
    expect(ok.body.code).toBe(10000);
    expect((await call('/withdrawal/balance', {}, demo)).body.data.account).toMatchObject({ bankName: '建设银行', accountNo: expect.stringMatching(/2222$/) });
    const [notice] = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.memberId, demoId), eq(messages.title, '提现账户已变更')));
    expect(notice.content).toContain('尾号2222');
    expect(lastLocalSmsNotice('13800000011')).toContain('尾号2222');
    // The code is used up; the account on file now needs none, nor one paid out to before.
    expect((await call('/withdrawal/apply', { ...card, amount: 0.02, smsCode: code }, demo)).body.code).toBe(10000);
    expect((await call('/withdrawal/apply', { ...card, amount: 0.03 }, demo)).body.code).toBe(10000);
    const back = await call('/withdrawal/apply', { amount: 0.04, bankName: '招商银行', accountName: '演示', accountNo: '6225880012345678' }, demo);
    expect(back.body.code).toBe(10000);
  });

  it('never lets concurrent requests exceed the balance', async () => {
    const b = (await call('/withdrawal/balance', {}, demo)).body.data;
    const each = Math.floor((b.available / 3) * 100) / 100 - 0.01; // three fit, the fourth and fifth do not
    const amounts = Array.from({ length: 5 }, (_, i) => Math.round((each - i * 0.01) * 100) / 100);
    const answers = await Promise.all(
      // Five amounts to the account on file: the same withdrawal twice in a row is a double submit (next test).
      amounts.map((amount) => call('/withdrawal/apply', { amount, bankName: '招商银行', accountName: '演示', accountNo: '6225880012345678' }, demo)),
    );
    const ok = answers.filter((a) => a.body.code === 10000);
    expect(ok).toHaveLength(3);
    expect(answers.filter((a) => a.body.code === 502).every((a) => a.body.msg.startsWith('提现金额不能超过可提现余额'))).toBe(true);
    const after = (await call('/withdrawal/balance', {}, demo)).body.data;
    expect(after.available).toBeGreaterThanOrEqual(0);
    const taken = ok.reduce((sum, a) => sum + (a.body.data as { amount: number }).amount, 0);
    expect(after.available).toBeCloseTo(b.available - taken, 2);
    expect(ok[0].body.data).toMatchObject({ status: 'pending', statusText: '处理中', accountNo: expect.stringMatching(/^\*\*\*\* \*\*\*\* 5678$/) });
  });

  it('takes a double-clicked withdrawal once, and numbers it by the China day', async () => {
    const before = (await call('/withdrawal/balance', {}, demo)).body.data;
    // Small amounts: the test before leaves 0.03–0.06 of the balance.
    const same = { amount: 0.01, bankName: '招商银行', accountName: '演示', accountNo: '6225880012345678' };
    const [a, b] = await Promise.all([call('/withdrawal/apply', same, demo), call('/withdrawal/apply', same, demo)]);
    const codes = [a.body.code, b.body.code].sort();
    expect(codes).toEqual([10000, 502]);
    expect([a, b].find((r) => r.body.code === 502)!.body.msg).toBe('相同的提现申请已提交，请勿重复提交');
    const after = (await call('/withdrawal/balance', {}, demo)).body.data;
    expect(after.available).toBeCloseTo(before.available - 0.01, 2);
    const made = [a, b].find((r) => r.body.code === 10000)!.body.data as { withdrawNo: string; createdAt: string };
    const chinaDay = new Date(Date.parse(made.createdAt) + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
    expect(made.withdrawNo.slice(2, 10)).toBe(chinaDay);
    // Another amount is another request.
    expect((await call('/withdrawal/apply', { ...same, amount: 0.02 }, demo)).body.code).toBe(10000);
  });

  it('lists and exports withdrawals and flows; city tree from the flows', async () => {
    const list = await call('/withdrawal/list', {}, demo);
    const rows = await exportXlsx('/withdrawal/export', {}, demo);
    expect(rows[0]).toEqual(['提现单号', '申请时间', '提现金额(元)', '状态', '开户银行', '开户名', '银行卡号', '处理时间']);
    expect(rows.length - 1).toBe(list.body.data.total);
    const pending = await exportXlsx('/withdrawal/export', { status: 'pending' }, demo);
    expect(pending.slice(1).every((r) => r[3] === '处理中')).toBe(true);
    // 申请时间 like 下单时间: China time to the second.
    const newest = list.body.data.list[0] as { createdAt: string };
    const china = new Date(Math.floor(Date.parse(newest.createdAt) / 1000) * 1000 + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(shownTime((await exportSheet('/withdrawal/export', {}, demo)).getRow(2).getCell(2))).toBe(china);

    const flows = await call('/saleAndflow/list', {}, demo, { pageSize: 200 });
    // Newest first by time, as the list says (the demo data once came in a jumble of dates).
    const times = (flows.body.data.list as { createdAt: string }[]).map((f) => Date.parse(f.createdAt));
    expect(times.length).toBeGreaterThan(5);
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(flows.body.data.income).toBeGreaterThan(0);
    expect(flows.body.data.outgo).toBeGreaterThan(0);
    const tree = await call('/saleAndflow/cityTree', {}, demo);
    expect(tree.body.data.length).toBeGreaterThan(0);
    const city = tree.body.data[0].children[0];
    const inCity = await call('/saleAndflow/list', { cityCode: city.code }, demo);
    expect(inCity.body.data.list.every((f: { cityName: string }) => f.cityName === city.name)).toBe(true);
    const flowRows = await exportXlsx('/saleAndflow/export', {}, demo);
    expect(flowRows[0]).toEqual(['时间', '类型', '金额(元)', '订单号', '提现单号', '城市', '说明']);
    expect(flowRows.length - 1).toBe(flows.body.data.total);
    expect((await call('/saleAndflow/cityTree', {}, other)).body.data).toEqual([]);
  });

  it('processes withdrawals once: a rejection returns the amount to the balance', async () => {
    const db = t.database.db;
    const pending = (await call('/withdrawal/list', { status: 'pending' }, demo)).body.data.list;
    const [a, b] = pending;
    const before = (await call('/withdrawal/balance', {}, demo)).body.data.available;
    await expect(processWithdrawal(db, { withdrawalId: a.withdrawalId, decision: 'rejected', operator: '运营' })).rejects.toThrow('请填写驳回原因');
    const rejected = await processWithdrawal(db, { withdrawalId: a.withdrawalId, decision: 'rejected', remark: '开户名不符', operator: '运营' });
    expect(rejected).toMatchObject({ status: 'rejected', statusText: '已驳回' });
    const after = (await call('/withdrawal/balance', {}, demo)).body.data.available;
    expect(after).toBeCloseTo(before + a.amount, 2);
    const returned = (await call('/saleAndflow/list', { kind: 'withdrawal_return' }, demo)).body.data.list[0];
    expect(returned).toMatchObject({ amount: a.amount, withdrawNo: a.withdrawNo });
    await expect(processWithdrawal(db, { withdrawalId: a.withdrawalId, decision: 'paid', bankReference: 'CMB202611270001', operator: '运营' })).rejects.toThrow(
      '该提现当前状态为“已驳回”，不能重复处理',
    );
    await expect(processWithdrawal(db, { withdrawalId: b.withdrawalId, decision: 'paid', operator: '运营' })).rejects.toThrow('请填写银行流水号');
    expect((await processWithdrawal(db, { withdrawalId: b.withdrawalId, decision: 'paid', bankReference: 'CMB202611270002', operator: '运营' })).status).toBe(
      'paid',
    );
    expect((await call('/withdrawal/balance', {}, demo)).body.data.available).toBeCloseTo(after, 2);
  });

  it("writes a withdrawal decision, its returned amount and the seller's message together or not at all", async () => {
    const db = t.database.db;
    const seller = await createMemberSession(db, { roles: [SELLER_ROLE] });
    const [w] = await db
      .insert(sellerWithdrawals)
      .values({
        withdrawNo: `TEST${seller.member.id}`,
        memberId: seller.member.id,
        amountFen: 12000,
        bankName: '测试银行',
        accountName: '张三',
        accountNo: '6222000011112222',
      })
      .returning();
    const restore = await failMessagesTo(seller.member.id);
    try {
      await expect(processWithdrawal(db, { withdrawalId: w.id, decision: 'rejected', remark: '开户名不符', operator: '运营' })).rejects.toThrow();
    } finally {
      await restore();
    }
    const [still] = await db.select().from(sellerWithdrawals).where(eq(sellerWithdrawals.id, w.id));
    expect(still).toMatchObject({ status: 'pending', remark: null, processedAt: null });
    expect(await db.select().from(sellerFlows).where(eq(sellerFlows.withdrawalId, w.id))).toEqual([]);
    await processWithdrawal(db, { withdrawalId: w.id, decision: 'rejected', remark: '开户名不符', operator: '运营' });
    expect((await db.select().from(sellerFlows).where(eq(sellerFlows.withdrawalId, w.id))).map((f) => f.kind)).toEqual(['withdrawal_return']);
    expect((await db.select().from(messages).where(eq(messages.memberId, seller.member.id))).map((m) => m.title)).toEqual(['提现申请被驳回']);
  });
});
