import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { shopFilterSchema } from '@shp/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { queryRows } from '../../db/client.js';
import { emitContentChange } from '../../lib/content-events.js';
import type { CallContext } from '../../lib/call-context.js';
import { createShopsService } from './shops.service.js';

let t: TestApp;
let service: ReturnType<typeof createShopsService>;
beforeAll(async () => {
  t = await createTestApp();
  service = createShopsService(t.database.db);
});
afterAll(async () => {
  service.dispose();
  await t.close();
});

const ctx = (pageNum: number, pageSize = 2): CallContext => ({ member: null, token: null, operator: null, pageParam: { pageNum, pageSize }, wrapper: {}, ip: '127.0.0.1', userAgent: '' });

describe('shop list totals', () => {
  it('counts a filter set once for its pages and sorts, and counts again after an operator change', async () => {
    const [mall] = await queryRows<{ mall_id: number }>(t.database.db, sql`select mall_id from shops where kind = 'shop' and status = 'published' and mall_id is not null group by mall_id having count(*) >= 5 limit 1`);
    const filter = shopFilterSchema.parse({ mallId: mall.mall_id });
    const first = await service.pageList(filter, ctx(1));
    expect(first.total).toBeGreaterThanOrEqual(5);
    const [hidden] = await queryRows<{ id: number }>(t.database.db, sql`select id from shops where mall_id = ${mall.mall_id} and kind = 'shop' and status = 'published' order by id limit 1`);
    await t.database.db.execute(sql`update shops set status = 'draft' where id = ${hidden.id}`);
    try {
      // The table changed without an operator event (as only a direct SQL edit could): the total is
      // the one counted for page 1, while the page itself is read fresh.
      const second = await service.pageList(filter, ctx(2));
      expect(second.total).toBe(first.total);
      expect(second.list).toHaveLength(2);
      const byRent = await service.pageList(shopFilterSchema.parse({ mallId: mall.mall_id, sort: 'rentAsc' }), ctx(1));
      expect(byRent.total).toBe(first.total);
      // Another filter set is counted on its own.
      const points = await service.pageList(shopFilterSchema.parse({ mallId: mall.mall_id, kind: 'point' }), ctx(1));
      expect(points.total).not.toBe(first.total);
      emitContentChange('shop');
      const after = await service.pageList(filter, ctx(2));
      expect(after.total).toBe(first.total - 1);
    } finally {
      await t.database.db.execute(sql`update shops set status = 'published' where id = ${hidden.id}`);
      emitContentChange('shop');
    }
  });
});
