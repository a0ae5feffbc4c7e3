import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { brands, formats } from '../../db/schema/index.js';
import { insertLead } from '../leads/leads.repository.js';

let t: TestApp;
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shp-up-'));
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
}, 120_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const B = '/api/foreground/memberBrand';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

async function formatIds() {
  return (await t.database.db.select({ id: formats.id }).from(formats).limit(2)).map((f) => f.id);
}

describe('brand form (/fabu) and queryFillInfoStep', () => {
  it('starts at step 0, saves step by step, awards brand_info once when complete', async () => {
    const { token } = await createMemberSession(t.database.db);
    const step0 = await post(t.app, '/api/foreground/member/queryFillInfoStep', {}, { token });
    expect(step0.body.data).toMatchObject({ step: 0, total: 3, percent: 0 });
    const base = { brandName: '测试咖啡', formatIds: await formatIds(), contacts: '李四', phone: '13912345678', isOpenShop: 'Y' };
    const s1 = await post(t.app, `${B}/save`, base, { token });
    expect(s1.body.data.fill).toMatchObject({ step: 1, percent: 33 });
    expect(s1.body.data.profile.formatNames.length).toBe(2);
    const up = await post(t.app, '/api/foreground/upload/image', { fileName: 'logo.png', content: PNG.toString('base64'), purpose: 'logo' }, { token });
    expect(up.body.data).toMatchObject({ mime: 'image/png', size: PNG.length });
    expect(fs.existsSync(path.join(uploadDir, up.body.data.url.replace('/media/uploads/', '')))).toBe(true);
    const full = { ...base, storeCount: 12, areaMin: 40, areaMax: 120, cityCodes: ['110000', '310000'], logoUrl: up.body.data.url };
    const s3 = await post(t.app, `${B}/save`, full, { token });
    expect(s3.body.data.fill).toMatchObject({ step: 3, percent: 100 });
    expect(s3.body.data.profile.cityNames).toEqual(['北京', '上海']);
    await post(t.app, `${B}/save`, full, { token });
    const points = await post(t.app, '/api/foreground/points/summary', {}, { token });
    expect(points.body.data.balance).toBe(50);
    const mine = await post(t.app, `${B}/myBrand`, {}, { token });
    expect(mine.body.data.profile.brandName).toBe('测试咖啡');
  });

  it('links a platform brand only when brandId names the brand entered (the business report counts its leads and views)', async () => {
    const { token } = await createMemberSession(t.database.db);
    const [mine, other] = await t.database.db.select({ id: brands.id, name: brands.name }).from(brands).limit(2);
    const base = { formatIds: await formatIds(), contacts: '李四', phone: '13912345678', isOpenShop: 'Y' };
    const foreign = await post(t.app, `${B}/save`, { ...base, brandName: mine.name, brandId: other.id }, { token });
    expect(foreign.body.code).toBe(10000);
    expect(foreign.body.data.profile.brandId).toBeNull();
    const missing = await post(t.app, `${B}/save`, { ...base, brandName: mine.name, brandId: 99_999_999 }, { token });
    expect(missing.body.data.profile.brandId).toBeNull();
    const own = await post(t.app, `${B}/save`, { ...base, brandName: ` ${mine.name} `, brandId: mine.id }, { token });
    expect(own.body.data.profile.brandId).toBe(mine.id);
  });

  it('validates on the server with Chinese messages', async () => {
    const { token } = await createMemberSession(t.database.db);
    const ids = await formatIds();
    const cases: [Record<string, unknown>, string][] = [
      [{ brandName: '', formatIds: ids, contacts: 'a', phone: '13912345678', isOpenShop: 'Y' }, '请输入品牌名称'],
      [{ brandName: 'x', formatIds: [], contacts: 'a', phone: '13912345678', isOpenShop: 'Y' }, '请选择经营业态'],
      [{ brandName: 'x', formatIds: ids, contacts: 'a', phone: '123', isOpenShop: 'Y' }, '请输入正确的手机号码'],
      [{ brandName: 'x', formatIds: ids, contacts: 'a', phone: '13912345678', isOpenShop: 'Y', areaMin: 90, areaMax: 10 }, '最小面积不能大于最大面积'],
      [{ brandName: 'x', formatIds: [999999], contacts: 'a', phone: '13912345678', isOpenShop: 'Y' }, '所选业态不存在'],
      [{ brandName: 'x', formatIds: ids, contacts: 'a', phone: '13912345678', isOpenShop: 'Y', cityCodes: ['999999'] }, '所选城市不存在'],
      [{ brandName: 'x', formatIds: ids, contacts: 'a', phone: '13912345678', isOpenShop: 'Y', logoUrl: 'https://evil.example/x.png' }, '请上传品牌Logo'],
    ];
    for (const [data, msg] of cases) {
      const r = await post(t.app, `${B}/save`, data, { token });
      expect(r.status, msg).toBe(400);
      expect(r.body.msg).toBe(msg);
    }
  });

  it('checks uploads by their bytes and size', async () => {
    const { token } = await createMemberSession(t.database.db);
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const r = await post(t.app, '/api/foreground/upload/image', { fileName: 'logo.png', content: html }, { token });
    expect(r.body.msg).toBe('仅支持 PNG、JPG、WebP、GIF 格式的图片');
    const big = Buffer.concat([PNG, Buffer.alloc(520 * 1024)]).toString('base64');
    const r2 = await post(t.app, '/api/foreground/upload/image', { fileName: 'big.png', content: big }, { token });
    expect(r2.status).toBe(400);
    expect(r2.body.msg).toBe('图片不能超过500KB');
    expect((await post(t.app, '/api/foreground/upload/image', { fileName: 'a.png', content: PNG.toString('base64') })).status).toBe(401);
  });

  it('caps uploads per member per day', async () => {
    const { token } = await createMemberSession(t.database.db);
    const one = () => post(t.app, '/api/foreground/upload/image', { fileName: 'a.png', content: PNG.toString('base64') }, { token });
    for (let i = 0; i < 30; i++) expect((await one()).body.code).toBe(10000);
    const over = await one();
    expect(over.status).toBe(429);
    expect(over.body.msg).toBe('今日上传次数已达上限，请明天再试');
  });
});

describe('leads left on the home page', () => {
  it('appear under my brand and can be edited by their owner only', async () => {
    const a = await createMemberSession(t.database.db);
    const b = await createMemberSession(t.database.db);
    const lead = await insertLead(t.database.db, {
      kind: 'consult',
      sourcePage: 'home-left-panel',
      memberId: a.member.id,
      brandName: '旧名字',
      liaison: '王五',
      phone: '13912340000',
      isOpenShop: 'Y',
    });
    const mine = await post(t.app, `${B}/myBrand`, {}, { token: a.token });
    expect(mine.body.data.leads).toHaveLength(1);
    expect(mine.body.data.leads[0]).toMatchObject({ id: lead.id, brandName: '旧名字', statusText: '待跟进', editable: true });
    const edit = { id: lead.id, brandName: '新名字', liaison: '王五', phone: '13912340001', isOpenShop: 'N' };
    const other = await post(t.app, `${B}/updateLead`, edit, { token: b.token });
    expect(other.status).toBe(404);
    expect((await post(t.app, `${B}/myBrand`, {}, { token: b.token })).body.data.leads).toHaveLength(0);
    const ok = await post(t.app, `${B}/updateLead`, edit, { token: a.token });
    expect(ok.body.data).toMatchObject({ brandName: '新名字', phone: '13912340001', isOpenShop: 'N' });
  });
});
