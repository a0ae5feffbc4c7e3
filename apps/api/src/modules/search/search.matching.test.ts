import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { queryRows } from '../../db/client.js';
import { ensureSearchText, mallSearchText, SEARCH_TEXT_VERSION, searchTextVersion } from '../../lib/search-text.js';
import { queryTerms, searchText, toTsQuery } from '../../lib/segment.js';

let t: TestApp;
let wanda: number;
beforeAll(async () => {
  t = await createTestApp();
  // A mall the seed does not name: renamed before the first search builds the vocabulary.
  const [m] = await queryRows<{ id: number }>(t.database.db, sql`select id from malls where status = 'published' and city_code = '310000' order by id limit 1`);
  wanda = Number(m.id);
  await t.database.db.execute(
    sql`update malls set name = '上海万达广场', search = to_tsvector('simple', ${mallSearchText({ name: '上海万达广场', cityName: '上海', address: '测试路1号' })}) where id = ${wanda}`,
  );
});
afterAll(() => t.close());

const S = '/api/foreground/search/all';
type Hit = { type: string; id: number; url: string; cityName: string | null; missing: string[]; title: { text: string; hit: boolean }[] };
interface Answer {
  list: Hit[];
  total: number;
  counts: Record<'mall' | 'shop' | 'brand' | 'news', number>;
  partial: boolean;
  didYouMean: { keyword: string; total: number } | null;
  place: { cityCode: string | null; cityName: string | null; districts: string[]; words: string[] };
  suggestions: { keyword: string; total: number }[];
}
async function search(keyword: string, extra: Record<string, unknown> = {}, pageSize = 200): Promise<Answer> {
  const res = await post(t.app, S, { keyword, ...extra }, { pageParam: { pageNum: 1, pageSize } });
  expect(res.body.code).toBe(10000);
  return res.body.data as Answer;
}
const stem = (district: string) => district.replace(/(区|县|市)$/u, '');

describe('query words', () => {
  it('matches a word in any of its forms: 火锅店 finds 火锅, 静安 finds 静安区, 万大 its pinyin', () => {
    expect(toTsQuery('火锅店')).toContain("'火锅'");
    expect(searchText('静安区')).toContain('静安');
    expect(toTsQuery('万大')).toContain("'wanda'");
    expect(searchText('万达广场').split(' ')).toEqual(expect.arrayContaining(['万达', 'wanda', 'wd', 'guangchang']));
    expect(queryTerms('静安 临街').map((w) => w.word)).toEqual(['静安', '临街']);
  });
});

describe('multi-word search', () => {
  it('finds a street shop by its district and 临街, and only shops holding both', async () => {
    const [shop] = await queryRows<{ id: number; district: string; city_code: string }>(
      t.database.db,
      sql`select s.id, d.name as district, s.city_code from shops s join regions d on d.code = s.district_code
        where s.status = 'published' and s.mall_id is null and s.title like '%临街%' and d.name like '%区' and length(d.name) > 2 order by s.id limit 1`,
    );
    const keyword = `${stem(shop.district)} 临街`;
    const res = await search(keyword, { type: 'shop' });
    expect(res.partial).toBe(false);
    expect(res.place.districts).toEqual([shop.district]);
    expect(res.list.map((h) => h.id)).toContain(Number(shop.id));
    const ids = res.list.map((h) => h.id);
    const [{ n }] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from shops s left join malls m on m.id = s.mall_id
        where s.status = 'published' and s.district_code in (select code from regions where name = ${shop.district})
          and concat(s.title, s.address, s.description, m.name) like '%临街%'`,
    );
    expect(res.total).toBe(n);
    expect(ids.every((id) => id > 0)).toBe(true);
    for (const h of res.list) expect(h.missing).toEqual([]);
  });

  it('finds 火锅店 上海 in 上海 as 火锅 does, whatever city was chosen', async () => {
    const res = await search('火锅店 上海', { type: 'shop', cityCode: '110000' });
    const hotpot = await search('火锅', { type: 'shop', cityCode: '310000' });
    expect(hotpot.total).toBeGreaterThan(0);
    expect(res.total).toBe(hotpot.total);
    expect(res.partial).toBe(false);
    expect(res.place).toMatchObject({ cityCode: '310000', cityName: '上海', words: ['上海'] });
    for (const h of res.list) expect(h.cityName).toBe('上海');
  });

  it('needs every word: adding a word never finds more', async () => {
    const one = await search('火锅', { type: 'shop' });
    const two = await search('火锅 主力店', { type: 'shop' });
    expect(two.partial).toBe(false);
    expect(two.total).toBeGreaterThan(0);
    expect(two.total).toBeLessThan(one.total);
  });

  it('falls back to the rows holding most of the words, marked partial with what each lacks', async () => {
    const res = await search('火锅 主力店 量子纠缠', { type: 'shop' });
    expect(res.partial).toBe(true);
    expect(res.list.length).toBeGreaterThan(0);
    for (const h of res.list) expect(h.missing.length).toBeGreaterThan(0);
    for (const h of res.list) expect(h.missing).toEqual(expect.arrayContaining(['量子', '纠缠']));
    // Rows with both 火锅 and 主力店 first, then those with one of them.
    const lacking = res.list.map((h) => h.missing.length);
    expect(lacking).toEqual([...lacking].sort((a, b) => a - b));
    expect(lacking[0]).toBeLessThan(lacking.at(-1)!);
    expect(res.list[0].missing).not.toContain('火锅');
    // A query all of whose words are found is not partial.
    const full = await search('火锅 主力店', { type: 'shop' });
    expect(full.partial).toBe(false);
  });

  it('reads a district word as the district of the chosen city, not as text', async () => {
    const [row] = await queryRows<{ district: string; city_code: string; n: number }>(
      t.database.db,
      sql`select d.name as district, s.city_code, count(*)::int as n from shops s join regions d on d.code = s.district_code
        where s.status = 'published' and d.name like '%区' and char_length(d.name) = 3 and s.search @@ to_tsquery('simple', '火锅') group by d.name, s.city_code order by count(*) desc, d.name limit 1`,
    );
    const res = await search(`${stem(row.district)} 火锅`, { type: 'shop', cityCode: row.city_code });
    expect(res.place.districts).toEqual([row.district]);
    expect(res.place.cityCode).toBe(row.city_code);
    expect(res.total).toBeGreaterThan(0);
    const [{ n }] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from shops s where s.status = 'published' and s.city_code = ${row.city_code}
        and s.district_code in (select code from regions where name = ${row.district} and parent_code = ${row.city_code}) and s.search @@ to_tsquery('simple', '火锅')`,
    );
    expect(res.total).toBe(Math.min(n, 1000));
  });
});

describe('pinyin and near misses', () => {
  it('finds with wanda and 万大 what 万达 finds, and offers 您是不是要找 万达', async () => {
    const exact = await search('万达', { type: 'mall' });
    expect(exact.list.map((h) => h.id)).toContain(wanda);
    for (const keyword of ['wanda', '万大']) {
      const res = await search(keyword, { type: 'mall' });
      expect(res.list.map((h) => h.id)).toEqual(exact.list.map((h) => h.id));
      expect(res.didYouMean).toMatchObject({ keyword: '万达' });
      expect(res.didYouMean!.total).toBeGreaterThan(0);
    }
    expect((await search('万达', { type: 'mall' })).didYouMean).toBeNull();
  });

  it('finds with huoguo what 火锅 finds', async () => {
    const hotpot = await search('火锅', { type: 'shop' });
    const res = await search('huoguo', { type: 'shop' });
    expect(res.total).toBe(hotpot.total);
    expect(res.didYouMean?.keyword).toBe('火锅');
  });

  it('offers the nearest known word for a mistyped one that finds nothing', async () => {
    const res = await search('huoguoo');
    expect(res.total).toBe(0);
    expect(res.didYouMean).toMatchObject({ keyword: '火锅' });
    expect(res.didYouMean!.total).toBeGreaterThan(0);
  });
});

describe('hot words', () => {
  it('offers only words that find listings, from the operator and the catalogue', async () => {
    await t.database.db.execute(
      sql`update home_configs set config = jsonb_set(config, '{hotWords}', ${JSON.stringify(['量子纠缠', '火锅'])}::jsonb) where channel_code = 'ch_web'`,
    );
    const hot = (await post(t.app, '/api/foreground/search/hotWords', {})).body.data as string[];
    expect(hot[0]).toBe('火锅');
    expect(hot).not.toContain('量子纠缠');
    expect(hot.length).toBeGreaterThan(2);
    for (const w of hot) expect((await search(w, {}, 1)).total, w).toBeGreaterThan(0);
    const home = await post(t.app, '/api/foreground/home/homeConfigByChannel', { channelCode: 'ch_web' });
    const homeWords = home.body.data.hotWords as string[];
    expect(homeWords[0]).toBe('火锅');
    expect(homeWords).not.toContain('量子纠缠');
    for (const w of homeWords) expect((await search(w, {}, 1)).total, w).toBeGreaterThan(0);
  });
});

describe('find lists', () => {
  it('match several words the same way (/findShopList keyword)', async () => {
    const res = await post(t.app, '/api/foreground/shop/pageList', { keyword: '火锅店 主力店' }, { pageParam: { pageNum: 1, pageSize: 50 } });
    expect(res.body.code).toBe(10000);
    const both = await search('火锅 主力店', { type: 'shop' });
    expect(res.body.data.total).toBe(both.total);
  });

  it('match every word in any order on /spaceList (space, mall and location words)', async () => {
    const [space] = await queryRows<{ id: number; location: string; mall: string }>(
      t.database.db,
      sql`select p.id, p.location, m.name as mall from spaces p join malls m on m.id = p.mall_id where p.status = 'published' order by p.id limit 1`,
    );
    const keyword = `${space.location} ${space.mall}`;
    const res = await post(t.app, '/api/foreground/activity/fieldCompetitiveLeasing', { keyword }, { pageParam: { pageNum: 1, pageSize: 50 } });
    expect(res.body.code).toBe(10000);
    expect((res.body.data.list as { id: number }[]).map((x) => x.id)).toContain(Number(space.id));
    const none = await post(
      t.app,
      '/api/foreground/activity/fieldCompetitiveLeasing',
      { keyword: `${space.location} 量子纠缠` },
      { pageParam: { pageNum: 1, pageSize: 50 } },
    );
    expect(none.body.data.total).toBe(0);
  });
});

describe('search text of an older database', () => {
  it('is rewritten once at start-up: a unit written with its title only is found by its description again', async () => {
    const [shop] = await queryRows<{ id: number; title: string }>(
      t.database.db,
      sql`select id, title from shops where description like '%扶梯口%' order by id limit 1`,
    );
    await t.database.db.execute(sql`update shops set search = to_tsvector('simple', ${searchText(shop.title)}) where id = ${shop.id}`);
    await t.database.db.execute(sql`update search_text_versions set version = 1`);
    const holds = async () =>
      (
        await queryRows<{ ok: boolean }>(
          t.database.db,
          sql`select search @@ to_tsquery('simple', ${toTsQuery('扶梯口')}) as ok from shops where id = ${shop.id}`,
        )
      )[0].ok;
    expect(await holds()).toBe(false);
    await ensureSearchText(t.database.db);
    expect(await holds()).toBe(true);
    expect(await searchTextVersion(t.database.db)).toBe(SEARCH_TEXT_VERSION);
  });
});
