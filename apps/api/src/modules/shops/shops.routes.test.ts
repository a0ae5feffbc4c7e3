import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { queryRows } from '../../db/client.js';
import { emitContentChange } from '../../lib/content-events.js';

let t: TestApp;
let member: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  member = await createMemberSession(t.database.db);
});
afterAll(() => t.close());

const LIST = '/api/foreground/shop/pageList';
type Item = {
  id: number;
  kind: string;
  cityCode: string;
  area: number;
  floor: string;
  grade: string;
  openingStatus: string;
  formats: string[];
  monthlyRent: number;
  districtName: string;
};
type Fact = { id: number; kind: string; city_code: string };
/** The listed units' kind and city as stored: the list card does not carry them. */
const facts = (list: { id: number }[]) =>
  queryRows<Fact>(
    t.database.db,
    sql`select id, kind, city_code from shops where id in ${sql.raw(`(${list.map((s) => Number(s.id)).join(',') || 0})`)} order by id`,
  );

describe('shop pageList', () => {
  it('lists shops by default and points with kind point, with the facts a list needs', async () => {
    const shops = await post(t.app, LIST, {}, { pageParam: { pageNum: 1, pageSize: 10 } });
    expect(shops.body.code).toBe(10000);
    expect(shops.body.data.total).toBe(320);
    expect(shops.body.data.list).toHaveLength(10);
    const first = shops.body.data.list[0];
    for (const k of [
      'title',
      'coverUrl',
      'cityName',
      'area',
      'floor',
      'frontage',
      'rentText',
      'propertyFee',
      'formats',
      'availableDate',
      'dailyTraffic',
      'foodReady',
    ]) {
      expect(first).toHaveProperty(k);
    }
    expect(first.rentText).toMatch(/元\/(㎡\/天|月)$/);
    const shopFacts = await facts(shops.body.data.list);
    expect(shopFacts).toHaveLength(10);
    expect(shopFacts.every((r) => r.kind === 'shop')).toBe(true);
    const points = await post(t.app, LIST, { kind: 'point' }, { pageParam: { pageSize: 100 } });
    expect(points.body.data.total).toBe(80);
    const pointFacts = await facts(points.body.data.list);
    expect(pointFacts).toHaveLength(80);
    expect(pointFacts.every((r) => r.kind === 'point')).toBe(true);
  });

  // The list is the heaviest cached read and bound by its bytes: it sends what a card shows and no
  // more (the kind, city code, mall id, address, raw rent, listing time and the kitchen's power
  // and gas are the detail's).
  it('sends each unit as a card: exactly the facts the card shows', async () => {
    const res = await post(t.app, LIST, {}, { pageParam: { pageSize: 5 } });
    for (const s of res.body.data.list) {
      expect(Object.keys(s).sort()).toEqual([
        'area',
        'availableDate',
        'cityName',
        'coverUrl',
        'dailyTraffic',
        'districtName',
        'floor',
        'foodReady',
        'formats',
        'frontage',
        'grade',
        'id',
        'mallName',
        'monthlyRent',
        'openingStatus',
        'propertyFee',
        'rentText',
        'title',
        'trust',
      ]);
    }
    // The detail still has all of them.
    const d = (await post(t.app, '/api/foreground/shop/detail', { id: res.body.data.list[0].id })).body.data;
    for (const k of ['kind', 'cityCode', 'mallId', 'address', 'rent', 'rentUnit', 'createdAt']) expect(d).toHaveProperty(k);
    expect(d.food).toHaveProperty('powerKw');
    expect(d.food).toHaveProperty('gas');
  });

  it('applies every SPEC §3 filter and each result satisfies it', async () => {
    const all = await post(t.app, LIST, {}, { pageParam: { pageSize: 400 } });
    const [sample] = await facts([all.body.data.list[5]]);
    const cityCode = sample.city_code;
    const res = await post(
      t.app,
      LIST,
      { cityCode, area: { min: 20, max: 400 }, gradeList: ['A', 'B'], floorList: ['1F', '2F', 'B1'], openingStatus: 'vacant' },
      { pageParam: { pageSize: 200 } },
    );
    expect(res.body.code).toBe(10000);
    const list: Item[] = res.body.data.list;
    expect(list.length).toBeGreaterThan(0);
    const rows = await facts(list);
    expect(rows).toHaveLength(list.length);
    expect(new Set(rows.map((r) => r.city_code))).toEqual(new Set([cityCode]));
    expect(rows.every((r) => r.kind === 'shop')).toBe(true);
    for (const s of list) {
      expect(s.area).toBeGreaterThanOrEqual(20);
      expect(s.area).toBeLessThanOrEqual(400);
      expect(['A', 'B']).toContain(s.grade);
      expect(['1F', '2F', 'B1']).toContain(s.floor);
      expect(s.openingStatus).toBe('vacant');
    }
    // A first-level format (餐饮) covers its children.
    const [f] = await queryRows<{ id: number }>(t.database.db, sql`select id from formats where name = '餐饮'`);
    const food = await post(t.app, LIST, { formatTypes: [f.id] }, { pageParam: { pageSize: 200 } });
    const foodNames = ['中式正餐', '火锅', '西餐', '日韩料理', '快餐简餐', '饮品甜品', '烘焙', '咖啡茶饮'];
    expect(food.body.data.total).toBeGreaterThan(0);
    for (const s of food.body.data.list as Item[]) expect(s.formats.some((f) => foodNames.includes(f))).toBe(true);
    // Districts: region and addressList.
    const [d] = await queryRows<{ district_code: string }>(t.database.db, sql`select district_code from shops where kind = 'shop' limit 1`);
    const byRegion = await post(t.app, LIST, { region: d.district_code });
    const byList = await post(t.app, LIST, { addressList: [d.district_code] });
    expect(byRegion.body.data.total).toBeGreaterThan(0);
    expect(byList.body.data.total).toBe(byRegion.body.data.total);
  });

  it('sorts by rent both ways', async () => {
    const asc = await post(t.app, LIST, { sort: 'rentAsc' }, { pageParam: { pageSize: 50 } });
    const rents = (asc.body.data.list as Item[]).map((s) => s.monthlyRent);
    expect(rents).toEqual([...rents].sort((a, b) => a - b));
    const desc = await post(t.app, LIST, { sort: 'rentDesc' }, { pageParam: { pageSize: 50 } });
    const r2 = (desc.body.data.list as Item[]).map((s) => s.monthlyRent);
    expect(r2).toEqual([...r2].sort((a, b) => b - a));
  });

  // 可餐饮 on a card is the detail's own verdict: a unit with exhaust and water but 10 kW is not
  // ready for any catering by the detail, and one with water and 30 kW but no exhaust suits light
  // catering (the card used to judge by exhaust and water alone and disagreed with both).
  it('marks a card 可餐饮 exactly when its detail says it suits catering', async () => {
    // Two units on either side of where the old rule and the detail parted.
    const [a, b] = await queryRows<{ id: number }>(t.database.db, sql`select id from shops where status = 'published' and kind = 'shop' order by id limit 2`);
    await t.database.db.execute(sql`update shops set water = true, exhaust = true, power_kw = 10 where id = ${a.id}`);
    await t.database.db.execute(sql`update shops set water = true, exhaust = false, power_kw = 30 where id = ${b.id}`);
    emitContentChange('shop');
    const stored = await queryRows<{ id: number; water: boolean; exhaust: boolean; power_kw: string }>(
      t.database.db,
      sql`select id, water, exhaust, power_kw from shops where status = 'published' and kind = 'shop'`,
    );
    const listed = (await post(t.app, LIST, {}, { pageParam: { pageSize: 400 } })).body.data.list as { id: number; foodReady: boolean }[];
    expect(listed).toHaveLength(stored.length);
    const ready = new Map(listed.map((s) => [s.id, s.foodReady]));
    for (const r of stored) expect(ready.get(Number(r.id)), `unit ${r.id}`).toBe(r.water && Number(r.power_kw) >= 20);
    const weak = stored.find((r) => r.water && r.exhaust && Number(r.power_kw) < 20);
    const light = stored.find((r) => r.water && !r.exhaust && Number(r.power_kw) >= 20);
    expect(weak && light).toBeTruthy();
    for (const u of [weak!, light!]) {
      const d = (await post(t.app, '/api/foreground/shop/detail', { id: Number(u.id) })).body.data as { suitability: { label: string; ok: boolean }[] };
      const suits = d.suitability.filter((x) => x.label.includes('餐饮')).some((x) => x.ok);
      expect(ready.get(Number(u.id)), `unit ${u.id}`).toBe(suits);
    }
    expect(ready.get(Number(weak!.id))).toBe(false);
    expect(ready.get(Number(light!.id))).toBe(true);
  });

  it('answers an empty page beyond the end, with the total', async () => {
    const res = await post(t.app, LIST, {}, { pageParam: { pageNum: 999, pageSize: 20 } });
    expect(res.body.code).toBe(10000);
    expect(res.body.data).toMatchObject({ list: [], total: 320, pageNum: 999 });
  });

  it('refuses bad filters in Chinese, never a 500', async () => {
    const cases: [unknown, string, string][] = [
      [{ kind: 'villa' }, '类型须为铺位或点位', 'kind'],
      [{ cityCode: 'abc' }, '城市编码须为6位数字', 'cityCode'],
      [{ gradeList: ['Z'] }, '等级须为A、B或C', 'gradeList.0'],
      [{ area: { min: 300, max: 100 } }, '最小面积不能大于最大面积', 'area'],
      [{ area: { min: -1 } }, '面积不能为负数', 'area.min'],
      [{ openingStatus: 'x' }, '开业状态有误', 'openingStatus'],
      [{ floorList: ['9F'] }, '楼层有误', 'floorList.0'],
      [{ sort: 'id; drop table shops' }, '排序方式有误', 'sort'],
      // Past the integer columns: a wrong number, not the database's refusal (请求参数有误 without a field).
      [{ mallId: 99999999999 }, '商场编号有误', 'mallId'],
      [{ formatTypes: [99999999999] }, '业态编号有误', 'formatTypes.0'],
      [{ rentMax: 99999999999 }, '预算过大', 'rentMax'],
      [{ rentMax: 1.5 }, '预算须为整数', 'rentMax'],
    ];
    for (const [data, msg, field] of cases) {
      const res = await post(t.app, LIST, data);
      expect(res.status, JSON.stringify(data)).toBe(400);
      expect(res.body).toEqual({ code: 502, msg, data: { fields: [{ field, message: msg }] } });
    }
    const page = await post(t.app, LIST, {}, { pageParam: { pageNum: 0 } });
    expect(page.status).toBe(400);
  });

  it('matches keywords with Chinese segmentation', async () => {
    const res = await post(t.app, LIST, { keyword: '临街旺铺' });
    expect(res.body.data.total).toBeGreaterThan(0);
    const none = await post(t.app, LIST, { keyword: '!!!' });
    expect(none.body.data.total).toBe(0);
  });
});

describe('shop detail, housekeeper, canView, access list, similar', () => {
  it('shows all unit facts to a visitor but masks the phones; a member sees them in full', async () => {
    const visitor = await post(t.app, '/api/foreground/shop/detail', { id: 1 });
    expect(visitor.body.code).toBe(10000);
    const d = visitor.body.data;
    for (const k of ['depth', 'ceilingHeight', 'transferFee', 'images', 'description', 'suitability', 'leasingContact']) expect(d).toHaveProperty(k);
    expect(d.leasingContact.phoneMasked).toBe(true);
    expect(d.leasingContact.phone).toContain('*');
    expect(d.collected).toBe(false);
    const mine = await post(t.app, '/api/foreground/shop/detail', { id: 1 }, { token: member.token });
    expect(mine.body.data.leasingContact.phoneMasked).toBe(false);
    expect(mine.body.data.leasingContact.phone).not.toContain('*');
    expect(mine.body.data.views).toBeGreaterThan(d.views);

    const hkV = await post(t.app, '/api/foreground/shop/housekeeper', { id: 1 });
    const hkM = await post(t.app, '/api/foreground/shop/housekeeper', { id: 1 }, { token: member.token });
    expect(hkV.body.data.phone).toContain('*');
    expect(hkM.body.data.phone).not.toContain('*');
    expect(hkM.body.data.name).toBe(hkV.body.data.name);

    const cv = await post(t.app, '/api/foreground/shop/canView', { id: 1 });
    expect(cv.body.data).toMatchObject({ canView: true, loggedIn: false });
    expect(cv.body.data.hidden.map((h: { field: string }) => h.field)).toContain('leasingContact.phone');
    const cm = await post(t.app, '/api/foreground/shop/canView', { id: 1 }, { token: member.token });
    expect(cm.body.data).toMatchObject({ loggedIn: true, hidden: [] });
  });

  it('records member visits once per member, names masked', async () => {
    const other = await createMemberSession(t.database.db, { nickName: '张三丰' });
    await post(t.app, '/api/foreground/shop/detail', { id: 2 }, { token: other.token });
    await post(t.app, '/api/foreground/shop/detail', { id: 2 }, { token: other.token });
    const res = await post(t.app, '/api/foreground/shop/userAccessList', { id: 2 });
    expect(res.body.data.visitors).toBe(1);
    expect(res.body.data.recent[0].nickName).toBe('张**');
    expect(res.body.data.views).toBeGreaterThanOrEqual(2);
  });

  it('counts every opening of a unit, in a table of its own: the unit’s row is not written (its index entries stay all-visible for counts)', async () => {
    const row = async () => (await queryRows<{ xmin: string }>(t.database.db, sql`select xmin::text as xmin from shops where id = 3`))[0].xmin;
    const before = await row();
    const first = await post(t.app, '/api/foreground/shop/detail', { id: 3 });
    const second = await post(t.app, '/api/foreground/shop/detail', { id: 3 });
    expect(second.body.data.views).toBe(first.body.data.views + 1);
    const access = await post(t.app, '/api/foreground/shop/userAccessList', { id: 3 });
    expect(access.body.data.views).toBe(second.body.data.views);
    expect(await row()).toBe(before);
  });

  it('finds similar units of the same kind and city, never the unit itself', async () => {
    const d = (await post(t.app, '/api/foreground/shop/detail', { id: 3 })).body.data;
    const res = await post(t.app, '/api/foreground/shop/similarShopList', { id: 3 });
    expect(res.body.code).toBe(10000);
    const list = res.body.data as Item[];
    expect(list.length).toBeGreaterThan(0);
    for (const s of list) {
      expect(s.id).not.toBe(3);
      expect(s.openingStatus).not.toBe('leased');
    }
    const rows = await facts(list);
    expect(rows).toHaveLength(list.length);
    for (const r of rows) expect([r.kind, r.city_code]).toEqual([d.kind, d.cityCode]);
  });

  it('answers 404 in Chinese for a missing unit and 400 for a bad id', async () => {
    expect(await post(t.app, '/api/foreground/shop/detail', { id: 999999 })).toMatchObject({ status: 404, body: { msg: '铺位不存在或已下架' } });
    expect(await post(t.app, '/api/foreground/shop/detail', { id: 'abc' })).toMatchObject({ status: 400, body: { msg: '请选择铺位' } });
  });
});

describe('searchShops and queryRecommendSpinner', () => {
  it('suggests shops with highlighted titles', async () => {
    const res = await post(t.app, '/api/foreground/shop/searchShops', { keyword: '旺铺' });
    expect(res.body.code).toBe(10000);
    expect(res.body.data.length).toBeGreaterThan(0);
    const title = res.body.data[0].title as { text: string; hit: boolean }[];
    expect(title.some((p) => p.hit && p.text === '旺铺')).toBe(true);
    const empty = await post(t.app, '/api/foreground/shop/searchShops', { keyword: '' });
    expect(empty.body.msg).toBe('请输入搜索关键词');
  });

  it('suggests brands by prefix (associateType 1) and malls in a city (associateType 2)', async () => {
    const [b] = await queryRows<{ name: string }>(t.database.db, sql`select name from brands order by id limit 1`);
    const prefix = b.name.slice(0, 2);
    const res = await post(t.app, '/api/foreground/shops/queryRecommendSpinner', {
      associateType: '1',
      associateName: prefix,
      cityCode: '110000',
      regionId: '1',
    });
    expect(res.body.code).toBe(10000);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.length).toBeLessThanOrEqual(10);
    expect(res.body.data[0].associateName.startsWith(prefix)).toBe(true);
    expect(res.body.data[0].associateNameHighlight[0]).toEqual({ text: prefix, hit: true });

    const [m] = await queryRows<{ name: string; city_code: string }>(t.database.db, sql`select name, city_code from malls order by id limit 1`);
    const malls = await post(t.app, '/api/foreground/shops/queryRecommendSpinner', {
      associateType: '2',
      associateName: m.name.slice(2, 5),
      cityCode: m.city_code,
    });
    expect(malls.body.data.map((x: { associateName: string }) => x.associateName)).toContain(m.name);

    const bad = await post(t.app, '/api/foreground/shops/queryRecommendSpinner', { associateType: '9' });
    expect(bad.body.msg).toBe('associateType 须为1或2');
  });
});
