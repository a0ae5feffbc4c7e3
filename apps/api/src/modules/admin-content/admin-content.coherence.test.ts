import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createOperatorSession } from '../../test/operators.js';
import { queryRows } from '../../db/client.js';

// An operator saving a listing that contradicts itself is told what contradicts what (issue 31);
// the same rule the seeder and smart site selection use.

let t: TestApp;
let editor: Awaited<ReturnType<typeof createOperatorSession>>;
beforeAll(async () => {
  t = await createTestApp();
  editor = await createOperatorSession(t.database.db, { role: 'editor' });
});
afterAll(() => t.close());

const as = (who: { headers: Record<string, string> }) => ({ headers: who.headers });

async function streetShopFields(nth = 0) {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from shops where kind = 'shop' and mall_id is null order by id limit 1 offset ${nth}`,
  );
  const item = await post(t.app, '/api/admin/content/get', { type: 'shop', id: Number(row.id) }, as(editor));
  return { id: Number(row.id), fields: item.body.data.fields as Record<string, unknown> };
}

describe('operator save of a listing', () => {
  it('saves an incoherent street shop and names each contradiction', async () => {
    const { id, fields } = await streetShopFields();
    const hotpot = (await queryRows<{ id: number }>(t.database.db, sql`select id from formats where name = '火锅'`))[0].id;
    const clothes = (await queryRows<{ id: number }>(t.database.db, sql`select id from formats where name = '服装服饰'`))[0].id;
    const saved = await post(
      t.app,
      '/api/admin/content/save',
      {
        type: 'shop',
        id,
        fields: {
          ...fields,
          title: '人民路临街旺铺 120㎡ 火锅',
          description: '扶梯口位置，适合火锅。',
          exhaust: false,
          gas: false,
          water: true,
          powerKw: 30,
          formatIds: [clothes],
        },
      },
      as(editor),
    );
    expect(saved.body.code).toBe(10000);
    const warnings: string[] = saved.body.data.warnings;
    expect(warnings).toContain('临街铺位的标题或描述用了商场内的说法「扶梯口」');
    expect(warnings).toContain('缺排烟、燃气、电量（需≥60kW），标题或描述却推荐「火锅」');
    expect(warnings).toContain('标题写了「火锅」，推荐业态中没有它');
    // 推荐业态 the conditions refuse.
    const refused = await post(t.app, '/api/admin/content/save', { type: 'shop', id, fields: { ...fields, exhaust: false, formatIds: [hotpot] } }, as(editor));
    expect(refused.body.data.warnings).toContainEqual(expect.stringMatching(/^推荐业态「火锅」需要排烟/));
  });

  it('says nothing for a listing that agrees with itself', async () => {
    // A seeded unit another test has not changed: the seed keeps every listing coherent.
    const { id, fields } = await streetShopFields(1);
    const saved = await post(t.app, '/api/admin/content/save', { type: 'shop', id, fields }, as(editor));
    expect(saved.body.code).toBe(10000);
    expect(saved.body.data.warnings).toEqual([]);
  });
});
