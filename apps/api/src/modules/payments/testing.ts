import { sellerOrderItems, sellerOrders } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';

let seq = 0;

/** An unpaid order of `buyerId` from `sellerId` with one item (tests only). */
export async function insertUnpaidOrder(db: Db, sellerId: number, buyerId: number | null, totalFen = 12345) {
  seq += 1;
  const [row] = await db
    .insert(sellerOrders)
    .values({
      orderNo: `PT${process.pid}${Date.now() % 1e8}${seq}`.slice(0, 32),
      memberId: sellerId,
      buyerMemberId: buyerId,
      buyerName: '测试买家',
      buyerPhone: '13900002222',
      status: 'pending_payment',
      goodsFen: totalFen,
      totalFen,
      cityCode: '110100',
      receiverName: '测试买家',
      receiverPhone: '13900002222',
      receiverAddress: '北京市朝阳区测试路1号',
    })
    .returning();
  await db.insert(sellerOrderItems).values({
    orderId: row.id,
    goodsId: 1,
    goodsName: '测试活动服务',
    skuText: '规格：标准',
    imageUrl: '/media/x.png',
    priceFen: totalFen,
    quantity: 1,
  });
  return row;
}
