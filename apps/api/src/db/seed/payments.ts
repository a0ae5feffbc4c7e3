import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client.js';
import { members, payments, sellerOrders } from '../schema/index.js';
import { chinaDayDigits } from '../../lib/dates.js';

const DEMO_BUYER_PHONE = '13800000003';

/**
 * Payments of the seeded orders: every order past payment was paid through the sandbox (so its
 * refund and the reconciliation find its payment), and the demo buyer has an unpaid order to pay
 * (the demo's /pay journey): the oldest unpaid order of another buyer becomes theirs.
 */
export async function seedPayments(db: Db) {
  const paid = await db
    .select()
    .from(sellerOrders)
    .where(inArray(sellerOrders.status, ['paid', 'shipped', 'completed']))
    .orderBy(asc(sellerOrders.id));
  if (paid.length) {
    await db.insert(payments).values(
      paid.map((o) => {
        const at = o.paidAt ?? o.createdAt;
        const day = chinaDayDigits(at);
        return {
          paymentNo: `PY${day}${String(o.id).padStart(12, '0')}`,
          orderId: o.id,
          buyerMemberId: o.buyerMemberId,
          driver: 'local',
          channel: 'sandbox',
          amountFen: o.totalFen,
          status: 'paid',
          providerTradeNo: `SB${day}${String(o.id).padStart(10, '0')}`,
          createdAt: new Date(at.getTime() - 5 * 60000),
          paidAt: at,
        };
      }),
    );
  }
  const [buyer] = await db.select().from(members).where(eq(members.phone, DEMO_BUYER_PHONE)).limit(1);
  if (!buyer) return;
  const [own] = await db
    .select({ id: sellerOrders.id })
    .from(sellerOrders)
    .where(and(eq(sellerOrders.buyerMemberId, buyer.id), eq(sellerOrders.status, 'pending_payment')))
    .limit(1);
  if (own) return;
  const [unpaid] = await db
    .select({ id: sellerOrders.id })
    .from(sellerOrders)
    .where(and(isNull(sellerOrders.buyerMemberId), eq(sellerOrders.status, 'pending_payment')))
    .orderBy(asc(sellerOrders.id))
    .limit(1);
  if (!unpaid) return;
  await db
    .update(sellerOrders)
    .set({ buyerMemberId: buyer.id, buyerName: buyer.nickName, buyerPhone: DEMO_BUYER_PHONE, receiverName: buyer.nickName, receiverPhone: DEMO_BUYER_PHONE })
    .where(eq(sellerOrders.id, unpaid.id));
}
