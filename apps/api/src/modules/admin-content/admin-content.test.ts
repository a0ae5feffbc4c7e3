import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createOperatorSession } from '../../test/operators.js';
import { createMemberSession } from '../../test/fixtures.js';
import { agreeToLatest } from '../agreement/agreement.service.js';
import { queryRows } from '../../db/client.js';
import { malls } from '../../db/schema/index.js';

let t: TestApp;
let editor: Awaited<ReturnType<typeof createOperatorSession>>;
let admin: Awaited<ReturnType<typeof createOperatorSession>>;
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shp-admin-up-'));

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
  editor = await createOperatorSession(t.database.db, { role: 'editor' });
  admin = await createOperatorSession(t.database.db, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const as = (who: { headers: Record<string, string> }) => ({ headers: who.headers });
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

const mallFields = (over: Record<string, unknown> = {}) => ({
  name: '测试新城购物中心',
  cityCode: '110000',
  districtCode: '110105',
  address: '北京市朝阳区测试路1号',
  openStatus: 'open',
  openDate: '2026-01-01',
  totalArea: 120000,
  businessArea: 80000,
  floorsAbove: 6,
  floorsBelow: 2,
  parkingSpaces: 1200,
  rentMin: 5,
  rentMax: 20,
  dailyTraffic: 30000,
  annualSales: 200000,
  developer: '测试置业',
  grade: 'A',
  leasingContact: '赵经理',
  leasingPhone: '010-88888888',
  coverUrl: '/media/placeholder/mall/t1.svg',
  images: [],
  intro: '一座用于测试的购物中心。',
  investmentScore: 80,
  featured: false,
  formatIds: [],
  ...over,
});

describe('content editing', () => {
  it('creates a mall unpublished, keeps its search vector current, publishes and unpublishes it, all audited', async () => {
    const created = await post(t.app, '/api/admin/content/save', { type: 'mall', fields: mallFields() }, as(editor));
    expect(created.body.code).toBe(10000);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ type: 'mall', status: 'draft', fields: { name: '测试新城购物中心', openDate: '2026-01-01' } });
    const searchHit = async (word: string) =>
      (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from malls where id = ${id} and search @@ to_tsquery('simple', ${word})`))[0]
        .n;
    expect(await searchHit('新城')).toBe(1);
    const renamed = await post(t.app, '/api/admin/content/save', { type: 'mall', id, fields: mallFields({ name: '测试万象汇' }) }, as(editor));
    expect(renamed.body.data.fields.name).toBe('测试万象汇');
    expect(await searchHit('万象')).toBe(1);
    expect(await searchHit('新城')).toBe(0);
    // Unpublished content is not on the public site; published content is, at once.
    const before = await post(t.app, '/api/foreground/project/queryProjectDetails', { id });
    expect(before.status).toBe(404);
    const pub = await post(t.app, '/api/admin/content/setStatus', { type: 'mall', id, status: 'published' }, as(editor));
    const visible = await post(t.app, '/api/foreground/project/queryProjectDetails', { id });
    expect(visible.body.data.name).toBe('测试万象汇');
    expect(pub.body.data).toMatchObject({ status: 'published', publicUrl: `/shoppingMallDetail?id=${id}` });
    const [row] = await t.database.db.select().from(malls).where(eq(malls.id, id));
    expect(row.status).toBe('published');
    await post(t.app, '/api/admin/content/setStatus', { type: 'mall', id, status: 'draft' }, as(editor));
    expect((await post(t.app, '/api/foreground/project/queryProjectDetails', { id })).status).toBe(404);
    const audit = await post(t.app, '/api/admin/audit/list', { entityType: 'mall', entityId: String(id) }, as(admin));
    expect(audit.body.data.list.map((e: { action: string }) => e.action)).toEqual(['content.unpublish', 'content.publish', 'content.update', 'content.create']);
    expect(audit.body.data.list[2]).toMatchObject({ before: { name: '测试新城购物中心' }, after: { name: '测试万象汇' } });
    expect(audit.body.data.list[2].after).not.toHaveProperty('search');
  });

  it('validates in Chinese: bad district, foreign links, banner heights, non-media images', async () => {
    const wrongDistrict = await post(t.app, '/api/admin/content/save', { type: 'mall', fields: mallFields({ districtCode: '310101' }) }, as(editor));
    expect(wrongDistrict.body).toMatchObject({ code: 502, msg: '区县不属于所选城市' });
    const advert = {
      position: 'home_banner',
      title: '新横幅',
      subtitle: '',
      imageUrl: '/media/placeholder/banner/x.svg',
      linkUrl: '//evil.example.com',
      height: 380,
      cityCode: null,
      sort: 9,
      startsAt: null,
      endsAt: null,
    };
    expect((await post(t.app, '/api/admin/content/save', { type: 'advert', fields: advert }, as(editor))).body.msg).toBe('链接须为本站路径，以 / 开头');
    expect(
      (await post(t.app, '/api/admin/content/save', { type: 'advert', fields: { ...advert, linkUrl: '/product', height: 400 } }, as(editor))).body.msg,
    ).toBe('首页轮播高度须为 380、430、480、530、550 之一');
    expect(
      (
        await post(
          t.app,
          '/api/admin/content/save',
          { type: 'advert', fields: { ...advert, linkUrl: '/product', imageUrl: 'https://x.example/a.png' } },
          as(editor),
        )
      ).body.msg,
    ).toBe('请上传图片');
    const ok = await post(t.app, '/api/admin/content/save', { type: 'advert', fields: { ...advert, linkUrl: '/product' } }, as(editor));
    expect(ok.body.data).toMatchObject({ type: 'advert', status: 'draft' });
  });

  it('publishes agreements only as newer versions, and a new version makes members agree again', async () => {
    const member = await createMemberSession(t.database.db);
    await agreeToLatest(t.database.db, member.member.id);
    const consent = () => post(t.app, '/api/foreground/agreement/consentStatus', {}, { token: member.token });
    expect((await consent()).body.data.reAgree).toBe(false);
    const older = await post(
      t.app,
      '/api/admin/content/save',
      { type: 'agreement', fields: { code: 'AGREEMENT', name: '商铺汇用户服务协议', version: '2026-09-01', content: '正文' } },
      as(editor),
    );
    expect(older.body.msg).toBe('新版本日期须晚于当前最新版本 2026-09-01');
    const newer = await post(
      t.app,
      '/api/admin/content/save',
      { type: 'agreement', fields: { code: 'AGREEMENT', name: '商铺汇用户服务协议', version: '2026-12-01', content: '第一条 新条款。' } },
      as(editor),
    );
    expect(newer.body.data).toMatchObject({ type: 'agreement', status: 'published', fields: { version: '2026-12-01' } });
    expect((await consent()).body.data.reAgree).toBe(true);
    const edit = await post(
      t.app,
      '/api/admin/content/save',
      { type: 'agreement', id: newer.body.data.id, fields: { code: 'AGREEMENT', name: 'x', version: '2026-12-02', content: 'y' } },
      as(editor),
    );
    expect(edit.body.msg).toBe('协议已发布的版本不能修改，请发布新版本');
  });

  it('lists, edits shops with derived monthly rent, and saves the home configuration', async () => {
    const list = await post(t.app, '/api/admin/content/list', { type: 'shop' }, { ...as(editor), pageParam: { pageNum: 1, pageSize: 5 } });
    expect(list.body.data.list).toHaveLength(5);
    const id = list.body.data.list[0].id;
    const item = await post(t.app, '/api/admin/content/get', { type: 'shop', id }, as(editor));
    const fields = { ...item.body.data.fields, rentUnit: 'month', rent: 12345 };
    const saved = await post(t.app, '/api/admin/content/save', { type: 'shop', id, fields }, as(editor));
    expect(saved.body.data.fields.rent).toBe(12345);
    const [row] = await queryRows<{ monthly_rent: number }>(t.database.db, sql`select monthly_rent from shops where id = ${id}`);
    expect(Number(row.monthly_rent)).toBe(12345);
    const asPoint = await post(t.app, '/api/admin/content/get', { type: 'point', id }, as(editor));
    expect(asPoint.status).toBe(404);
    const home = await post(t.app, '/api/admin/content/homeConfig', {}, as(editor));
    const next = { ...home.body.data, hotWords: ['咖啡', '新热词'] };
    expect((await post(t.app, '/api/admin/content/homeConfigSave', next, as(editor))).body.data.hotWords).toEqual(['咖啡', '新热词']);
    expect((await post(t.app, '/api/admin/content/homeConfig', {}, as(editor))).body.data.hotWords).toEqual(['咖啡', '新热词']);
  });

  it('stores uploads by their bytes in the storage folder and refuses anything else', async () => {
    const up = await post(t.app, '/api/admin/content/upload', { fileName: 'a.exe', dataBase64: PNG.toString('base64') }, as(editor));
    expect(up.body.data.url).toMatch(/^\/media\/uploads\/content\/\d{6}\/[0-9a-f]{24}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: up.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const html = await post(
      t.app,
      '/api/admin/content/upload',
      { fileName: 'a.png', dataBase64: Buffer.from('<script>alert(1)</script>').toString('base64') },
      as(editor),
    );
    expect(html.body.msg).toBe('仅支持 PNG、JPG、WebP、GIF 格式的图片');
  });
});
