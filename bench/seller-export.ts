/**
 * node --import tsx bench/seller-export.ts [-- --rows 10000]   (DATABASE_URL=postgres://… for PostgreSQL)
 * Time and memory of the streamed order export (xlsx) for a seller with --rows orders, over real
 * HTTP, read as a stream; the file is parsed back to check every row arrived.
 */
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { SELLER_ROLE } from '@shp/contracts';
import { createTestApp } from '../apps/api/src/test/test-app.js';
import { createMemberSession } from '../apps/api/src/test/fixtures.js';
import { arg } from './support.js';

const rows = Number(arg('rows', '10000'));
const t = await createTestApp();
const db = t.database.db;
const { member, token } = await createMemberSession(db, { roles: [SELLER_ROLE], nickName: '压测商家' });
// Orders with two items each, written in SQL so the setup is quick.
await db.execute(sql`
  insert into seller_orders (order_no, member_id, buyer_name, buyer_phone, status, goods_fen, total_fen, city_code, receiver_name, receiver_phone, receiver_address, created_at)
  select 'BENCH' || lpad(g::text, 8, '0'), ${member.id}, '买家' || (g % 97), '139' || lpad((g % 100000000)::text, 8, '0'),
    (array['pending_payment','paid','shipped','completed','cancelled'])[1 + g % 5], 10000 + g, 10000 + g, '310000',
    '收货人' || (g % 50), '13900000000', '上海市静安区南京西路' || g || '号', now() - (g || ' minutes')::interval
  from generate_series(1, ${rows}) g`);
await db.execute(sql`
  insert into seller_order_items (order_id, goods_id, goods_name, sku_text, image_url, price_fen, quantity)
  select o.id, 1, '活动音响租赁含调音师', '中型 / 1天', '/media/placeholder/space/x.svg', 5000, 1 + k
  from seller_orders o cross join generate_series(0, 1) k where o.member_id = ${member.id}`);

const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
global.gc?.();
const before = process.memoryUsage();
let peakRss = before.rss;
let peakHeap = before.heapUsed;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
}, 10);
const started = performance.now();
const res = await fetch(`${address}/api/foreground/seller/order/export`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'member-token': token },
  body: JSON.stringify({ channelCode: 'ch_web', data: {} }),
});
const chunks: Buffer[] = [];
let firstByteMs = 0;
for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
  if (!firstByteMs) firstByteMs = performance.now() - started;
  chunks.push(Buffer.from(chunk));
}
const totalMs = performance.now() - started;
clearInterval(sampler);
const file = Buffer.concat(chunks);
const wb = new ExcelJS.Workbook();
await wb.xlsx.load(file as unknown as ArrayBuffer);
const dataRows = wb.worksheets[0].rowCount - 1;
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
console.log(
  JSON.stringify(
    {
      database: t.database.kind,
      rows: dataRows,
      status: res.status,
      fileMB: mb(file.length),
      firstByteMs: Math.round(firstByteMs),
      totalMs: Math.round(totalMs),
      rssBeforeMB: mb(before.rss),
      rssPeakMB: mb(peakRss),
      heapBeforeMB: mb(before.heapUsed),
      heapPeakMB: mb(peakHeap),
    },
    null,
    1,
  ),
);
if (dataRows !== rows) throw new Error(`expected ${rows} rows, got ${dataRows}`);
await t.close();
