import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SAVED_SEARCH_LIMIT } from '@shp/contracts';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { createOperatorSession } from '../../test/operators.js';
import { queryRows } from '../../db/client.js';
import type { SmsDriver } from '../../lib/sms-driver.js';
import { matchPending } from './subscriptions.repository.js';
import { digestText, handleSmsReply, inQuietHours, sendSmsDigests, smsRepliesReceived } from './subscriptions.service.js';

const REPLY_TOKEN = 'reply-token-of-the-test-0123456789';
let t: TestApp;
let editor: Awaited<ReturnType<typeof createOperatorSession>>;
beforeAll(async () => {
  t = await createTestApp({ SMS_REPLY_TOKEN: REPLY_TOKEN });
  editor = await createOperatorSession(t.database.db, { role: 'editor' });
});
afterAll(() => t.close());

const C = '/api/foreground/subscriptions';
const ed = () => ({ headers: editor.headers });

interface Unit {
  id: number;
  floor: string;
  city_code: string;
  district_code: string;
  area: number;
  monthly_rent: number;
  lng: number;
  lat: number;
}
async function publishedShop(offset = 0): Promise<Unit> {
  const [u] = await queryRows<Unit>(
    t.database.db,
    sql`select id::int as id, floor, city_code, district_code, area::float as area, monthly_rent::int as monthly_rent, lng::float as lng, lat::float as lat from shops
      where kind = 'shop' and status = 'published' and opening_status <> 'vacant' order by id limit 1 offset ${offset}`,
  );
  return u;
}
const messagesOf = (memberId: number) =>
  queryRows<{ title: string; content: string; link: string }>(
    t.database.db,
    sql`select title, content, link from messages where member_id = ${memberId} order by id`,
  );

async function editShop(id: number, change: Record<string, unknown>) {
  const item = await post(t.app, '/api/admin/content/get', { type: 'shop', id }, ed());
  const saved = await post(t.app, '/api/admin/content/save', { type: 'shop', id, fields: { ...item.body.data.fields, ...change } }, ed());
  expect(saved.status).toBe(200);
}

describe('saved searches', () => {
  it('refuses a visitor, bad criteria with a Chinese message, and more than the limit', async () => {
    const visitor = await post(t.app, `${C}/create`, { name: 'x', criteria: { kind: 'shop', cityCode: '110000' }, link: '/findShopList' });
    expect(visitor.status).toBe(401);
    const { token } = await createMemberSession(t.database.db);
    const bad = [
      [{ name: '', criteria: { kind: 'shop', cityCode: '110000' }, link: '/findShopList' }, '请输入订阅名称'],
      [{ name: 'a', criteria: { kind: 'house', cityCode: '110000' }, link: '/findShopList' }, '请选择订阅类型'],
      [{ name: 'a', criteria: { kind: 'shop', cityCode: '110000', areaMin: 100, areaMax: 50 }, link: '/findShopList' }, '最小面积不能大于最大面积'],
      [
        { name: 'a', criteria: { kind: 'shop', cityCode: '110000', bbox: [117, 40, 116, 41] }, link: '/findShopList' },
        '地图范围有误：西边须小于东边，南边须小于北边',
      ],
      [{ name: 'a', criteria: { kind: 'shop', cityCode: '110000', polygon: [[116, 40]] }, link: '/findShopList' }, '绘制的区域至少需要3个点'],
      [{ name: 'a', criteria: { kind: 'shop', cityCode: '110000' }, link: 'https://evil.example/' }, '链接须为本站路径'],
      [{ name: 'a', criteria: { kind: 'shop', cityCode: '999999' }, link: '/findShopList' }, '请选择城市'],
    ] as const;
    for (const [input, msg] of bad) {
      const r = await post(t.app, `${C}/create`, input, { token });
      expect(r.status, msg).toBe(400);
      expect(r.body.msg).toBe(msg);
    }
    for (let i = 0; i < SAVED_SEARCH_LIMIT; i += 1) {
      const r = await post(t.app, `${C}/create`, { name: `订阅${i}`, criteria: { kind: 'mall', cityCode: '110000' }, link: '/product' }, { token });
      expect(r.status).toBe(200);
    }
    const over = await post(t.app, `${C}/create`, { name: '多一个', criteria: { kind: 'mall', cityCode: '110000' }, link: '/product' }, { token });
    expect(over.status).toBe(400);
    expect(over.body.msg).toBe('最多保存20个订阅，请先删除不需要的订阅');
  });

  it('edits, pauses and deletes only the member’s own searches', async () => {
    const a = await createMemberSession(t.database.db);
    const b = await createMemberSession(t.database.db);
    const made = await post(
      t.app,
      `${C}/create`,
      {
        name: '朝阳小铺',
        criteria: { kind: 'shop', cityCode: '110000', districtCodes: ['110105'], areaMin: 20, areaMax: 80 },
        link: '/findShopList?tabcheck=1',
      },
      { token: a.token },
    );
    expect(made.body.data.summary).toContain('20–80㎡');
    const id = made.body.data.id;
    expect((await post(t.app, `${C}/update`, { id, paused: true }, { token: b.token })).status).toBe(404);
    expect((await post(t.app, `${C}/delete`, { id }, { token: b.token })).status).toBe(404);
    const upd = await post(t.app, `${C}/update`, { id, name: '改名', paused: true, smsDigest: true }, { token: a.token });
    expect(upd.body.data).toMatchObject({ name: '改名', paused: true, smsDigest: true });
    const list = await post(t.app, `${C}/list`, {}, { token: a.token });
    expect(list.body.data.list.map((s: { id: number }) => s.id)).toEqual([id]);
    expect((await post(t.app, `${C}/delete`, { id }, { token: a.token })).body.data.deleted).toBe(true);
    expect((await post(t.app, `${C}/list`, {}, { token: a.token })).body.data.list).toEqual([]);
  });
});

describe('alerts', () => {
  it('tells a matching member of a rent drop and of 空置可租, not a paused or non-matching search', async () => {
    const u = await publishedShop();
    const m = await createMemberSession(t.database.db);
    const other = await createMemberSession(t.database.db);
    const paused = await createMemberSession(t.database.db);
    const crit = { kind: 'shop', cityCode: u.city_code, districtCodes: [u.district_code], areaMin: Math.floor(u.area) - 1, areaMax: Math.ceil(u.area) + 1 };
    const box = [u.lng - 0.01, u.lat - 0.01, u.lng + 0.01, u.lat + 0.01];
    await post(t.app, `${C}/create`, { name: '匹配', criteria: { ...crit, bbox: box }, link: '/findShopList' }, { token: m.token });
    await post(
      t.app,
      `${C}/create`,
      { name: '太小', criteria: { ...crit, areaMax: Math.floor(u.area) - 1, areaMin: 0 }, link: '/findShopList' },
      { token: other.token },
    );
    await post(
      t.app,
      `${C}/create`,
      { name: '别处', criteria: { ...crit, bbox: [box[0] + 1, box[1], box[2] + 1, box[3]] }, link: '/findShopList' },
      { token: other.token },
    );
    const p = await post(t.app, `${C}/create`, { name: '暂停', criteria: crit, link: '/findShopList' }, { token: paused.token });
    await post(t.app, `${C}/update`, { id: p.body.data.id, paused: true }, { token: paused.token });

    await editShop(u.id, { rentUnit: 'month', rent: Math.max(1, u.monthly_rent - 1000) });
    await editShop(u.id, { openingStatus: 'vacant' });
    const r = await matchPending(t.database.db);
    expect(r.changes).toBeGreaterThanOrEqual(2);
    const got = await messagesOf(Number(m.member.id));
    expect(got.map((x) => x.title)).toEqual(['订阅「匹配」租金下调', '订阅「匹配」空置可租']);
    expect(got[0].link).toBe(`/shopDetail?id=${u.id}`);
    expect(await messagesOf(Number(other.member.id))).toEqual([]);
    expect(await messagesOf(Number(paused.member.id))).toEqual([]);
    // Matched once: a second run finds nothing new.
    expect((await matchPending(t.database.db)).alerts).toBe(0);
  });

  it('matches any of several districts and formats, and no search whose districts or formats all differ', async () => {
    const u = await publishedShop(3);
    const [f] = await queryRows<{ own: number; other: number; otherDistrict: string }>(
      t.database.db,
      sql`select s.format_ids[1]::int as own,
          (select f.id from formats f where f.parent_id is not null and f.id <> all(s.format_ids) and f.parent_id <> all(s.format_ids)
            order by f.id limit 1)::int as other,
          (select code from regions where parent_code = ${u.city_code} and code <> ${u.district_code} order by code limit 1) as "otherDistrict"
        from shops s where s.id = ${u.id}`,
    );
    const hit = await createMemberSession(t.database.db);
    const miss = await createMemberSession(t.database.db);
    const made = await post(
      t.app,
      `${C}/create`,
      {
        name: '两区两业态',
        criteria: { kind: 'shop', cityCode: u.city_code, districtCodes: [f.otherDistrict, u.district_code], formatIds: [f.other, f.own] },
        link: '/findShopList',
      },
      { token: hit.token },
    );
    expect(made.body.data.criteria).toMatchObject({ districtCodes: [f.otherDistrict, u.district_code], formatIds: [f.other, f.own] });
    await post(
      t.app,
      `${C}/create`,
      { name: '别区', criteria: { kind: 'shop', cityCode: u.city_code, districtCodes: [f.otherDistrict] }, link: '/findShopList' },
      { token: miss.token },
    );
    await post(
      t.app,
      `${C}/create`,
      { name: '别业态', criteria: { kind: 'shop', cityCode: u.city_code, formatIds: [f.other] }, link: '/findShopList' },
      { token: miss.token },
    );
    await editShop(u.id, { rentUnit: 'month', rent: Math.max(1, u.monthly_rent - 700) });
    await matchPending(t.database.db);
    expect((await messagesOf(Number(hit.member.id))).map((x) => x.title)).toEqual(['订阅「两区两业态」租金下调']);
    expect(await messagesOf(Number(miss.member.id))).toEqual([]);
  });

  it('tells of a listing published for the first time, inside a drawn area', async () => {
    const u = await publishedShop(1);
    const m = await createMemberSession(t.database.db);
    const d = 0.02;
    const polygon = [
      [u.lng - d, u.lat - d],
      [u.lng + d, u.lat - d],
      [u.lng, u.lat + d],
    ];
    await post(
      t.app,
      `${C}/create`,
      { name: '画的区域', criteria: { kind: 'shop', cityCode: u.city_code, polygon }, link: '/findShopList?view=map' },
      { token: m.token },
    );
    await post(t.app, '/api/admin/content/setStatus', { type: 'shop', id: u.id, status: 'draft' }, ed());
    await post(t.app, '/api/admin/content/setStatus', { type: 'shop', id: u.id, status: 'published' }, ed());
    await matchPending(t.database.db);
    expect((await messagesOf(Number(m.member.id))).map((x) => x.title)).toEqual(['订阅「画的区域」新上房源']);
  });
});

describe('keyword and floors', () => {
  it('saves, answers and matches the keyword and the floors of the list', async () => {
    const u = await publishedShop(3);
    const [{ name: districtName }] = await queryRows<{ name: string }>(t.database.db, sql`select name from regions where code = ${u.district_code}`);
    const m = await createMemberSession(t.database.db);
    const base = { kind: 'shop', cityCode: u.city_code };
    const link = `/findShopList?keyword=${encodeURIComponent(districtName)}&floorList=${encodeURIComponent(u.floor)}`;
    const made = await post(
      t.app,
      `${C}/create`,
      { name: '关键词楼层', criteria: { ...base, keyword: districtName, floors: [u.floor] }, link },
      { token: m.token },
    );
    expect(made.status).toBe(200);
    expect(made.body.data.criteria).toMatchObject({ keyword: districtName, floors: [u.floor] });
    expect(made.body.data.summary).toContain(`“${districtName}”`);
    expect(made.body.data.summary).toContain(u.floor);
    expect(made.body.data.link).toBe(link);
    await post(t.app, `${C}/create`, { name: '别的词', criteria: { ...base, keyword: '完全不相干的词语' }, link: '/findShopList' }, { token: m.token });
    await post(t.app, `${C}/create`, { name: '别的楼层', criteria: { ...base, floors: ['Z9'] }, link: '/findShopList' }, { token: m.token });
    const listed = (await post(t.app, `${C}/list`, {}, { token: m.token })).body.data.list as { name: string; criteria: object }[];
    expect(listed.find((x) => x.name === '关键词楼层')!.criteria).toMatchObject({ keyword: districtName, floors: [u.floor] });

    await editShop(u.id, { rentUnit: 'month', rent: Math.max(1, u.monthly_rent - 700) });
    await matchPending(t.database.db);
    expect((await messagesOf(Number(m.member.id))).map((x) => x.title)).toEqual(['订阅「关键词楼层」租金下调']);
  });

  it('refuses floors on malls and an empty or too long keyword', async () => {
    const { token } = await createMemberSession(t.database.db);
    const bad = [
      [{ kind: 'mall', cityCode: '110000', floors: ['1F'] }, '只有铺位和点位可按楼层订阅'],
      [{ kind: 'shop', cityCode: '110000', keyword: '   ' }, '关键词不能为空'],
      [{ kind: 'shop', cityCode: '110000', keyword: '长'.repeat(51) }, '关键词最多50个字'],
      [{ kind: 'shop', cityCode: '110000', floors: [] }, '楼层不能为空'],
      [{ kind: 'shop', cityCode: '110000', floors: 'B1' }, '楼层格式有误'],
    ] as const;
    for (const [criteria, msg] of bad) {
      const r = await post(t.app, `${C}/create`, { name: 'a', criteria, link: '/findShopList' }, { token });
      expect(r.status, msg).toBe(400);
      expect(r.body.msg).toBe(msg);
    }
  });
});

describe('SMS digest', () => {
  const sent: { phone: string; text: string }[] = [];
  const sms = { notify: async (phone: string, text: string) => void sent.push({ phone, text }) } as unknown as SmsDriver;
  // 10:00 and 22:00 China time.
  const morning = new Date('2026-11-30T02:00:00Z');
  const night = new Date('2026-11-30T14:00:00Z');

  it('never sends in quiet hours, at most once a day, and stops on the reply word', async () => {
    expect(inQuietHours(night)).toBe(true);
    expect(inQuietHours(new Date('2026-11-30T23:30:00Z'))).toBe(true);
    expect(inQuietHours(morning)).toBe(false);
    const u = await publishedShop(2);
    const m = await createMemberSession(t.database.db);
    await post(
      t.app,
      `${C}/create`,
      { name: '短信', criteria: { kind: 'shop', cityCode: u.city_code }, link: '/findShopList', smsDigest: true },
      { token: m.token },
    );
    await editShop(u.id, { rentUnit: 'month', rent: Math.max(1, u.monthly_rent - 500) });
    await matchPending(t.database.db);
    expect(await sendSmsDigests(t.database.db, sms, night, true)).toEqual({ sent: 0, skipped: 'quiet-hours' });
    await sendSmsDigests(t.database.db, sms, morning, true);
    const mine = sent.filter((s) => s.phone === m.member.phone);
    expect(mine).toHaveLength(1);
    expect(mine[0].text).toMatch(/有1条新动态.*回复TD退订/);
    await editShop(u.id, { rentUnit: 'month', rent: Math.max(1, u.monthly_rent - 900) });
    await matchPending(t.database.db);
    await sendSmsDigests(t.database.db, sms, new Date(morning.getTime() + 3600_000), true);
    expect(sent.filter((s) => s.phone === m.member.phone)).toHaveLength(1);
    expect(await handleSmsReply(t.database.db, m.member.phone as string, ' td ')).toEqual({ stopped: 1 });
    const list = await post(t.app, `${C}/list`, {}, { token: m.token });
    expect(list.body.data.list[0].smsDigest).toBe(false);
  });
});

describe('SMS digest text', () => {
  it('promises the reply word only where replies reach the site (Tencent with its callback token)', () => {
    const token = 'x'.repeat(24);
    expect(smsRepliesReceived({ sms: { driver: 'tencent' }, smsReplyToken: token })).toBe(true);
    expect(smsRepliesReceived({ sms: { driver: 'tencent' }, smsReplyToken: undefined })).toBe(false);
    expect(smsRepliesReceived({ sms: { driver: 'aliyun' }, smsReplyToken: token })).toBe(false);
    expect(smsRepliesReceived({ sms: { driver: 'local' }, smsReplyToken: token })).toBe(false);
    expect(digestText(3, true)).toMatch(/有3条新动态.*回复TD退订$/);
    expect(digestText(3, false)).not.toMatch(/回复/);
    expect(digestText(3, false)).toMatch(/退订请在“我的订阅”关闭短信提醒$/);
  });
});

describe('SMS reply callback (Tencent Cloud 短信回复)', () => {
  // Tencent's wire format (https://cloud.tencent.com/document/api/382/5809), posted as its servers post it.
  const callback = (token: string, body: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/sms/reply/tencent/${token}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const wire = (mobile: string, text: string) => ({ extend: '', mobile, nationcode: '86', sign: '商铺汇', text, time: Math.floor(Date.now() / 1000) });

  it('stops the member’s SMS digest on 回复TD, and acknowledges as Tencent expects', async () => {
    const m = await createMemberSession(t.database.db);
    const made = await post(
      t.app,
      `${C}/create`,
      { name: '回复退订', criteria: { kind: 'shop', cityCode: '110000' }, link: '/findShopList', smsDigest: true },
      { token: m.token },
    );
    const phone = m.member.phone as string;
    const other = await callback(REPLY_TOKEN, wire(phone, '好的谢谢'));
    expect(other.json()).toEqual({ result: 0, errmsg: 'OK' });
    expect((await post(t.app, `${C}/list`, {}, { token: m.token })).body.data.list[0].smsDigest).toBe(true);
    const td = await callback(REPLY_TOKEN, wire(phone, 'td'));
    expect(td.statusCode).toBe(200);
    expect(td.json()).toEqual({ result: 0, errmsg: 'OK' });
    const after = (await post(t.app, `${C}/list`, {}, { token: m.token })).body.data.list as { id: number; smsDigest: boolean; paused: boolean }[];
    expect(after.find((x) => x.id === made.body.data.id)).toMatchObject({ smsDigest: false, paused: false });
  });

  it('answers 404 to a wrong token and 400 to a body that is not Tencent’s', async () => {
    const m = await createMemberSession(t.database.db);
    await post(
      t.app,
      `${C}/create`,
      { name: '错令牌', criteria: { kind: 'shop', cityCode: '110000' }, link: '/findShopList', smsDigest: true },
      { token: m.token },
    );
    const wrong = await callback('not-the-token-at-all-0123456789', wire(m.member.phone as string, 'TD'));
    expect(wrong.statusCode).toBe(404);
    expect((await post(t.app, `${C}/list`, {}, { token: m.token })).body.data.list[0].smsDigest).toBe(true);
    for (const body of [{ text: 'TD' }, [wire(m.member.phone as string, 'TD')], { ...wire(m.member.phone as string, 'TD'), nationcode: '1' }]) {
      const bad = await callback(REPLY_TOKEN, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json()).toEqual({ result: 1, errmsg: '回复内容格式有误' });
    }
  });
});
