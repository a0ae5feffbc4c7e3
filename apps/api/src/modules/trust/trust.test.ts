import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { createOperatorSession } from '../../test/operators.js';
import { queryRows } from '../../db/client.js';
import { markStale } from './trust.repository.js';

let t: TestApp;
let editor: Awaited<ReturnType<typeof createOperatorSession>>;
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shp-trust-up-'));
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
  editor = await createOperatorSession(t.database.db, { role: 'editor' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const ed = () => ({ headers: editor.headers });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function shopIds(n: number, offset: number) {
  const rows = await queryRows<{ id: number; city_code: string; district_code: string }>(
    t.database.db,
    sql`select id::int as id, city_code, district_code from shops where kind = 'shop' and status = 'published' order by id limit ${n} offset ${offset}`,
  );
  return rows;
}
const statusOf = async (id: number) => (await queryRows<{ status: string }>(t.database.db, sql`select status from shops where id = ${id}`))[0].status;

describe('reports', () => {
  it('refuses bad input with Chinese messages and a repeat report from the same member', async () => {
    const [s] = await shopIds(1, 10);
    const bad = [
      [{ target: 'shop', id: s.id, reason: 'boring' }, '请选择举报原因'],
      [{ target: 'house', id: s.id, reason: 'fake' }, '举报对象类型有误'],
      [{ target: 'shop', id: -1, reason: 'fake' }, '房源编号有误'],
      [{ target: 'shop', id: s.id, reason: 'other', note: 'x'.repeat(501) }, '补充说明最多500个字'],
    ] as const;
    for (const [input, msg] of bad) {
      const r = await post(t.app, '/api/foreground/trust/report', input);
      expect(r.status, msg).toBe(400);
      expect(r.body.msg).toBe(msg);
    }
    expect((await post(t.app, '/api/foreground/trust/report', { target: 'shop', id: 999999999, reason: 'fake' })).status).toBe(404);
    const m = await createMemberSession(t.database.db);
    expect((await post(t.app, '/api/foreground/trust/report', { target: 'shop', id: s.id, reason: 'leased' }, { token: m.token })).status).toBe(200);
    const again = await post(t.app, '/api/foreground/trust/report', { target: 'shop', id: s.id, reason: 'fake' }, { token: m.token });
    expect(again.body.msg).toBe('您已举报过该房源，请等待处理结果');
  });

  it('hides a listing after three members report it, and tells each reporter the outcome', async () => {
    const [s] = await shopIds(1, 20);
    const reporters = [await createMemberSession(t.database.db), await createMemberSession(t.database.db), await createMemberSession(t.database.db)];
    for (const [i, r] of reporters.entries()) {
      const res = await post(t.app, '/api/foreground/trust/report', { target: 'shop', id: s.id, reason: 'fake', note: `第${i + 1}个` }, { token: r.token });
      expect(res.status).toBe(200);
      expect(await statusOf(s.id)).toBe(i < 2 ? 'published' : 'review');
    }
    expect((await post(t.app, '/api/foreground/shop/detail', { id: s.id })).status).toBe(404);
    const queue = await post(t.app, '/api/admin/trust/reports', { status: 'open' }, { ...ed(), pageParam: { pageNum: 1, pageSize: 100 } });
    const mine = queue.body.data.list.filter((r: { listingId: number }) => r.listingId === s.id);
    expect(mine).toHaveLength(3);
    expect(mine[0]).toMatchObject({ listingHidden: true, reason: 'fake', byMember: true });
    expect((await post(t.app, '/api/admin/trust/resolve', { id: mine[0].id, status: 'dismissed', resolution: '' }, ed())).body.msg).toBe('请填写处理说明');
    const done = await post(t.app, '/api/admin/trust/resolve', { id: mine[0].id, status: 'dismissed', resolution: '已电话核实，铺位在租' }, ed());
    expect(done.body.data.status).toBe('dismissed');
    expect(await statusOf(s.id)).toBe('published');
    for (const r of reporters) {
      const msgs = await queryRows<{ title: string; content: string }>(
        t.database.db,
        sql`select title, content from messages where member_id = ${r.member.id}`,
      );
      expect(msgs).toEqual([{ title: '举报处理结果', content: expect.stringContaining('已电话核实，铺位在租') }]);
    }
    expect((await post(t.app, '/api/admin/trust/resolve', { id: mine[1].id, status: 'upheld', resolution: 'x' }, ed())).body.msg).toBe('该举报已处理');
    // Members may not see the queue.
    expect((await post(t.app, '/api/admin/trust/reports', { status: 'open' }, { token: reporters[0].token })).status).toBe(401);
  });

  it('an upheld report takes the listing off the site without deleting it', async () => {
    const [s] = await shopIds(1, 30);
    const r = await post(t.app, '/api/foreground/trust/report', { target: 'shop', id: s.id, reason: 'leased' });
    await post(t.app, '/api/admin/trust/resolve', { id: r.body.data.id, status: 'upheld', resolution: '业主确认已出租' }, ed());
    expect(await statusOf(s.id)).toBe('draft');
  });
});

describe('report limits', () => {
  it('limits reports per address per hour', async () => {
    const ids = await shopIds(12, 60);
    const codes: number[] = [];
    for (const s of ids) codes.push((await post(t.app, '/api/foreground/trust/report', { target: 'shop', id: s.id, reason: 'other' })).status);
    expect(codes).toContain(429);
    const last = await post(t.app, '/api/foreground/trust/report', { target: 'shop', id: ids[0].id, reason: 'other' });
    expect(last.body.msg).toBe('举报过于频繁，请稍后再试');
  });
});

describe('verification and staleness', () => {
  it('marks a listing 已核验 with its evidence, kept for operators only', async () => {
    const [s] = await shopIds(1, 40);
    const input = { target: 'shop', id: s.id, verifiedOn: '2026-11-01', evidence: '查看了租赁合同原件', fileName: 'lease.pdf' };
    const notDoc = await post(t.app, '/api/admin/trust/verify', { ...input, dataBase64: Buffer.from('hello').toString('base64') }, ed());
    expect(notDoc.body.msg).toBe('仅支持 PDF、PNG、JPG、WebP、GIF 格式的文件');
    expect((await post(t.app, '/api/admin/trust/verify', { ...input, evidence: '', dataBase64: PDF.toString('base64') }, ed())).body.msg).toBe(
      '请填写核验凭证说明',
    );
    const ok = await post(t.app, '/api/admin/trust/verify', { ...input, dataBase64: PDF.toString('base64') }, ed());
    expect(ok.body.data.documentUrl).toMatch(/^\/media\/uploads\/trust-evidence\/\d{6}\/[0-9a-f]{24}\.pdf$/);
    const detail = await post(t.app, '/api/foreground/shop/detail', { id: s.id });
    expect(detail.body.data.trust.verifiedOn).toBe('2026-11-01');
    expect(JSON.stringify(detail.body.data)).not.toContain('trust-evidence');
    const forOps = await post(t.app, '/api/admin/trust/listing', { target: 'shop', id: s.id }, ed());
    expect(forOps.body.data.verifications[0]).toMatchObject({ evidence: '查看了租赁合同原件', documentUrl: ok.body.data.documentUrl });
  });

  it('demotes a listing not updated for 120 days until its operator confirms it', async () => {
    const [s] = await shopIds(1, 50);
    await t.database.db.execute(sql`update shops set updated_at = now() - interval '121 days' where id = ${s.id}`);
    const swept = await markStale(t.database.db, new Date());
    expect(swept.shops).toBeGreaterThanOrEqual(1);
    const list = await post(
      t.app,
      '/api/foreground/shop/pageList',
      { kind: 'shop', cityCode: s.city_code, region: s.district_code },
      { pageParam: { pageNum: 1, pageSize: 1000 } },
    );
    const items = list.body.data.list as { id: number; trust: { stale: boolean } }[];
    const at = items.findIndex((i) => i.id === s.id);
    expect(items[at].trust.stale).toBe(true);
    expect(items.slice(at).every((i) => i.trust.stale)).toBe(true);
    const stale = await post(t.app, '/api/admin/trust/stale', {}, { ...ed(), pageParam: { pageNum: 1, pageSize: 50 } });
    expect(stale.body.data.list.map((r: { id: number }) => r.id)).toContain(s.id);
    const confirmed = await post(t.app, '/api/admin/trust/confirm', { target: 'shop', id: s.id }, ed());
    expect(confirmed.body.data.stale).toBe(false);
  });
});
