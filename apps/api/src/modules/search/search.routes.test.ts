import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { queryRows } from '../../db/client.js';
import { searchText } from '../../lib/segment.js';
import { RANK_POOL } from './search.repository.js';
import { highlight } from '../../lib/highlight.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const S = '/api/foreground/search/all';
type Hit = { type: string; id: number; title: { text: string; hit: boolean }[]; url: string; rank: number; cityName: string | null };

/** Everything a tab lists for the keyword, page after page, and the first page's answer. */
async function listed(keyword: string, type: string) {
  const first = await post(t.app, S, { keyword, type }, { pageParam: { pageNum: 1, pageSize: 400 } });
  const hits: Hit[] = [...first.body.data.list];
  for (let pageNum = 2; hits.length === (pageNum - 1) * 400; pageNum++) {
    hits.push(...(await post(t.app, S, { keyword, type }, { pageParam: { pageNum, pageSize: 400 } })).body.data.list);
  }
  expect(new Set(hits.map((h) => `${h.type}-${h.id}`)).size).toBe(hits.length);
  return { data: first.body.data, hits };
}

/** Adds `n` published copies of a row of the table that match only `word`. */
async function addMatches(table: 'articles' | 'shops' | 'brands', word: string, n: number) {
  const cols = await queryRows<{ column_name: string }>(
    t.database.db,
    sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_name not in ('id', 'search') and is_generated = 'NEVER'`,
  );
  const list = sql.raw(cols.map((c) => `"${c.column_name}"`).join(', '));
  await t.database.db.execute(sql`insert into ${sql.identifier(table)} (${list}, search)
    select ${list}, to_tsvector('simple', ${searchText(word)}) from (select * from ${sql.identifier(table)} where status = 'published' limit 1) r cross join generate_series(1, ${n})`);
}

/** Adds a published copy of a row of the table, titled (named) `title`, its text being the title and `body`. */
async function addTitled(table: 'articles' | 'brands', title: string, body: string): Promise<number> {
  await addMatches(table, body, 1);
  const titleColumn = sql.raw(table === 'brands' ? 'name' : 'title');
  const [{ id }] = await queryRows<{ id: number }>(
    t.database.db,
    sql`update ${sql.identifier(table)} set ${titleColumn} = ${title}, search = to_tsvector('simple', ${searchText(title, body)})
      where id = (select max(id) from ${sql.identifier(table)}) returning id`,
  );
  return id;
}

describe('highlight', () => {
  it('splits text into plain and matched pieces, longest word first, never HTML', () => {
    expect(highlight('星河万象城火锅店', ['火锅', '万象城', '万象'])).toEqual([
      { text: '星河', hit: false },
      { text: '万象城', hit: true },
      { text: '火锅', hit: true },
      { text: '店', hit: false },
    ]);
    expect(highlight('<b>x</b>', ['x'])).toEqual([
      { text: '<b>', hit: false },
      { text: 'x', hit: true },
      { text: '</b>', hit: false },
    ]);
  });
});

describe('unified search', () => {
  it('finds malls, shops, brands and news with segmented words, ranked', async () => {
    const res = await post(t.app, S, { keyword: '北京火锅' }, { pageParam: { pageSize: 50 } });
    expect(res.body.code).toBe(10000);
    // 北京 names the city: a filter, not a word to match.
    expect(res.body.data.words).toEqual(['火锅']);
    expect(res.body.data.place).toMatchObject({ cityCode: '110000', cityName: '北京', words: ['北京'] });
    for (const h of res.body.data.list as Hit[]) if (h.cityName !== null) expect(h.cityName).toBe('北京');
    const ranks = (res.body.data.list as Hit[]).map((h) => h.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    const all = await post(t.app, S, { keyword: '火锅' }, { pageParam: { pageSize: 200 } });
    const c = all.body.data.counts;
    expect(c.brand).toBeGreaterThan(0);
    expect(c.shop).toBeGreaterThan(0);
    expect(all.body.data.total).toBe(c.mall + c.shop + c.brand + c.news);
    const types = new Set((all.body.data.list as Hit[]).map((h) => h.type));
    expect(types.has('brand') && types.has('shop')).toBe(true);
    const hit = (all.body.data.list as Hit[]).find((h) => h.type === 'brand')!;
    expect(hit.title.some((p) => p.hit && p.text === '火锅')).toBe(true);
    expect(hit.url).toMatch(/^\/BrandDetail\?id=\d+$/);
  });

  it('filters by type and city', async () => {
    const shops = await post(t.app, S, { keyword: '旺铺', type: 'shop' }, { pageParam: { pageSize: 100 } });
    expect((shops.body.data.list as Hit[]).every((h) => h.type === 'shop')).toBe(true);
    expect(shops.body.data.total).toBe(shops.body.data.counts.shop);
    const bj = await post(t.app, S, { keyword: '旺铺', type: 'shop', cityCode: '110000' }, { pageParam: { pageSize: 100 } });
    expect(bj.body.data.total).toBeLessThanOrEqual(shops.body.data.total);
    for (const h of bj.body.data.list as Hit[]) expect(h.cityName).toBe('北京');
  });

  it('offers suggestions that give results when nothing matches', async () => {
    const res = await post(t.app, S, { keyword: '量子纠缠' });
    expect(res.body.data.total).toBe(0);
    expect(res.body.data.list).toEqual([]);
    expect(res.body.data.suggestions.length).toBeGreaterThan(0);
    for (const s of res.body.data.suggestions) expect(s.total).toBeGreaterThan(0);
    // Counting stops at 200 a type: a total below that is exact, so not marked as "200+".
    for (const s of res.body.data.suggestions) if (s.total < 200) expect(s.capped).toBe(false);
    expect(res.body.data.suggestions.map((s: { keyword: string }) => s.keyword)).toContain('火锅');
  });

  it('offers no other words on a tab without results when other tabs have some', async () => {
    const malls = await post(t.app, S, { keyword: '火锅', type: 'mall' });
    expect(malls.body.data.counts.mall).toBe(0);
    expect(malls.body.data.counts.brand).toBeGreaterThan(0);
    expect(malls.body.data.total).toBe(0);
    expect(malls.body.data.suggestions).toEqual([]);
  });

  it('refuses an empty keyword and a bad type; pages beyond the end are empty', async () => {
    expect((await post(t.app, S, { keyword: '  ' })).body.msg).toBe('请输入搜索关键词');
    expect((await post(t.app, S, { keyword: '火锅', type: 'video' })).body.msg).toBe('搜索类型有误');
    const far = await post(t.app, S, { keyword: '火锅' }, { pageParam: { pageNum: 500 } });
    expect(far.body.data.list).toEqual([]);
    expect(far.body.data.total).toBeGreaterThan(0);
    const hot = await post(t.app, '/api/foreground/search/hotWords', {});
    expect(hot.body.data).toContain('火锅');
  });
});

describe('tab counts', () => {
  it('counts on the 资讯 tab only the articles the keyword matches, as many as the tab lists', async () => {
    const [{ n: articles }] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from articles where status = 'published'`);
    const all = await post(t.app, S, { keyword: '焕新开业' });
    const news = await listed('焕新开业', 'news');
    expect(news.hits.length).toBeGreaterThan(0);
    expect(news.hits.length).toBeLessThan(articles);
    expect(news.hits.every((h) => h.type === 'news')).toBe(true);
    expect(all.body.data.counts.news).toBe(news.hits.length);
    expect(all.body.data.countsCapped.news).toBe(false);
    expect(news.data.total).toBe(news.hits.length);
  });

  it('counts on the 品牌 tab as many brands as it lists', async () => {
    const all = await post(t.app, S, { keyword: '火锅' });
    const brands = await listed('火锅', 'brand');
    expect(brands.hits.length).toBeGreaterThan(0);
    expect(all.body.data.counts.brand).toBe(brands.hits.length);
    expect(brands.data.total).toBe(brands.hits.length);
  });

  it('stops a tab at what it can list and says there are more (资讯 and 铺位)', async () => {
    // Only the first RANK_POOL matches of a type are ranked, so a tab lists no more than those.
    await addMatches('articles', '榴莲千层', RANK_POOL + 25);
    await addMatches('shops', '榴莲千层', RANK_POOL + 3);
    const all = await listed('榴莲千层', 'all');
    expect(all.data.counts).toEqual({ mall: 0, shop: RANK_POOL, brand: 0, news: RANK_POOL });
    expect(all.data.countsCapped).toEqual({ mall: false, shop: true, brand: false, news: true });
    expect(all.data.total).toBe(all.hits.length);
    for (const type of ['news', 'shop'] as const) {
      const tab = await listed('榴莲千层', type);
      expect(tab.hits.length).toBe(RANK_POOL);
      expect(tab.data.total).toBe(RANK_POOL);
    }
  }, 60_000);

  it('lists every unit once, whichever part of the index holds it, when fewer than the rank pool match', async () => {
    // 150 consecutive ids fall in every bucket (id % 64), so in every part of the units' index.
    await addMatches('shops', '山竹慕斯', 150);
    const tab = await listed('山竹慕斯', 'shop');
    expect(tab.hits.length).toBe(150);
    expect(tab.data.counts.shop).toBe(150);
    expect(tab.data.countsCapped.shop).toBe(false);
    expect(new Set(tab.hits.map((h) => h.id % 64)).size).toBe(64);
  }, 60_000);
});

describe('ranking', () => {
  it('lists a title match first even when more than the rank pool match only in the body', async () => {
    // Body-only matches first, so in index order the title match comes after the whole pool.
    await addMatches('articles', '椰子冻', RANK_POOL + 5);
    const id = await addTitled('articles', '夏日新品椰子冻，十家甜品店试吃', '甜品 试吃');
    for (const type of ['news', 'all'] as const) {
      const page = await post(t.app, S, { keyword: '椰子冻', type }, { pageParam: { pageNum: 1, pageSize: 10 } });
      const first = (page.body.data.list as Hit[])[0];
      expect(first).toMatchObject({ type: 'news', id });
      expect(first.title.filter((p) => p.hit).map((p) => p.text)).toEqual(['椰子', '冻']);
      expect(page.body.data.counts.news).toBe(RANK_POOL);
      expect(page.body.data.countsCapped.news).toBe(true);
    }
    // Still one listing of RANK_POOL rows, the title match once.
    const news = await listed('椰子冻', 'news');
    expect(news.hits.length).toBe(RANK_POOL);
    expect(news.hits.filter((h) => h.id === id)).toHaveLength(1);
  }, 60_000);

  it('ranks the exact name first, then names containing the word, then the rest', async () => {
    const exact = await addTitled('brands', '芋泥波波', '奶茶');
    const named = await addTitled('brands', '芋泥波波工坊', '奶茶');
    await addMatches('brands', '芋泥波波', 1);
    const [{ id: bodyOnly }] = await queryRows<{ id: number }>(t.database.db, sql`select max(id)::int as id from brands`);
    const brands = await post(t.app, S, { keyword: '芋泥波波', type: 'brand' }, { pageParam: { pageSize: 10 } });
    expect((brands.body.data.list as Hit[]).map((h) => h.id)).toEqual([exact, named, bodyOnly]);
    const ranks = (brands.body.data.list as Hit[]).map((h) => h.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it("states a mall's facts as its card does: area to one decimal of 万㎡, traffic in 万", async () => {
    const [{ id }] = await queryRows<{ id: number }>(t.database.db, sql`select id from malls where status = 'published' order by id limit 1`);
    await t.database.db.execute(
      sql`update malls set name = '琥珀湾测试广场', total_area = 85000, daily_traffic = 46000, search = to_tsvector('simple', ${searchText('琥珀湾测试广场')}) where id = ${id}`,
    );
    const res = await post(t.app, S, { keyword: '琥珀湾测试广场', type: 'mall' });
    const hit = (res.body.data.list as (Hit & { facts: string[] })[]).find((h) => h.id === id);
    expect(hit?.facts.slice(1)).toEqual(['8.5万㎡', '日均客流4.6万']);
  });
});
