import { sql } from 'drizzle-orm';
import type { ReconcileProblem, ReconcileReport } from '@shp/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { yuanText } from '../../lib/money.js';

type Row = { id: string; ref: string; a: string | null; b: string | null; c: string | null };
const n = (v: string | null) => Number(v ?? 0);

/**
 * Reconciliation: every order, payment and withdrawal whose money does not balance, and every
 * seller whose ledger sum is negative. Read-only; the console runs it on demand and the nightly
 * job logs the report. The rules (decision 047):
 * - a completed order has exactly one sale row equal to its total and a fee within it; any other
 *   order has no seller-ledger rows;
 * - an order past payment (paid, shipped, completed) has exactly one collected payment of its
 *   total, unless it predates payments (no payment row at all: seeded history);
 * - a collected payment belongs to an order past payment; a refunded payment has a refund of its
 *   amount and its order is cancelled;
 * - a pending or paid withdrawal's rows sum to minus its amount, a rejected one's to zero.
 */
export async function reconcile(db: Db, now = new Date()): Promise<ReconcileReport> {
  const problems: ReconcileProblem[] = [];
  const add = (kind: ReconcileProblem['kind'], rows: Row[], message: (r: Row) => string) =>
    rows.forEach((r) => problems.push({ kind, id: Number(r.id), ref: r.ref, message: message(r) }));

  const [counts] = await queryRows<{ orders: string; payments: string; withdrawals: string; sellers: string }>(
    db,
    sql`select (select count(*) from seller_orders) as orders, (select count(*) from payments) as payments,
      (select count(*) from seller_withdrawals) as withdrawals, (select count(distinct member_id) from seller_flows) as sellers`,
  );

  add(
    'order',
    await queryRows<Row>(
      db,
      sql`select o.id, o.order_no as ref, o.total_fen::text as a, coalesce(f.sale, 0)::text as b, f.sales::text as c
      from seller_orders o
      left join (select order_id, sum(amount_fen) filter (where kind = 'sale') as sale, count(*) filter (where kind = 'sale') as sales,
                        coalesce(sum(amount_fen) filter (where kind = 'fee'), 0) as fee
                 from seller_flows where order_id is not null group by order_id) f on f.order_id = o.id
      where o.status = 'completed' and (f.sales is distinct from 1 or f.sale <> o.total_fen or f.fee > 0 or -f.fee > o.total_fen)`,
    ),
    (r) => `已完成订单的入账与订单金额不符：订单${yuanText(n(r.a))}，入账${yuanText(n(r.b))}（${n(r.c)}笔）`,
  );
  add(
    'order',
    await queryRows<Row>(
      db,
      sql`select o.id, o.order_no as ref, sum(f.amount_fen)::text as a, null as b, null as c
      from seller_orders o join seller_flows f on f.order_id = o.id
      where o.status <> 'completed' group by o.id, o.order_no`,
    ),
    (r) => `未完成的订单已有卖家入账${yuanText(n(r.a))}`,
  );
  add(
    'order',
    await queryRows<Row>(
      db,
      sql`select o.id, o.order_no as ref, o.total_fen::text as a, coalesce(sum(p.amount_fen) filter (where p.status = 'paid'), 0)::text as b,
               count(*) filter (where p.status = 'paid')::text as c
      from seller_orders o join payments p on p.order_id = o.id
      where o.status in ('paid', 'shipped', 'completed')
      group by o.id, o.order_no, o.total_fen
      having count(*) filter (where p.status = 'paid') <> 1 or coalesce(sum(p.amount_fen) filter (where p.status = 'paid'), 0) <> o.total_fen`,
    ),
    (r) => `订单金额${yuanText(n(r.a))}与已收款${yuanText(n(r.b))}（${n(r.c)}笔）不符`,
  );
  add(
    'payment',
    await queryRows<Row>(
      db,
      sql`select p.id, p.payment_no as ref, o.status as a, o.order_no as b, null as c
      from payments p join seller_orders o on o.id = p.order_id
      where p.status = 'paid' and o.status not in ('paid', 'shipped', 'completed')`,
    ),
    (r) => `已收款，但订单${r.b}的状态为${r.a}（应退款或应推进订单）`,
  );
  add(
    'payment',
    await queryRows<Row>(
      db,
      sql`select p.id, p.payment_no as ref, p.amount_fen::text as a, coalesce(sum(r.amount_fen) filter (where r.status in ('success', 'processing')), 0)::text as b, o.status as c
      from payments p join seller_orders o on o.id = p.order_id left join payment_refunds r on r.payment_id = p.id
      where p.status = 'refunded'
      group by p.id, p.payment_no, p.amount_fen, o.status
      having coalesce(sum(r.amount_fen) filter (where r.status in ('success', 'processing')), 0) <> p.amount_fen`,
    ),
    (r) => `已退款支付单金额${yuanText(n(r.a))}，退款记录合计${yuanText(n(r.b))}`,
  );
  add(
    'payment',
    await queryRows<Row>(
      db,
      sql`select p.id, p.payment_no as ref, p.status as a, null as b, null as c
      from payments p join payment_refunds r on r.payment_id = p.id
      where r.status in ('success', 'processing') and p.status <> 'refunded'`,
    ),
    (r) => `有退款记录，但支付单状态为${r.a}`,
  );
  add(
    'withdrawal',
    await queryRows<Row>(
      db,
      sql`select w.id, w.withdraw_no as ref, w.amount_fen::text as a, coalesce(sum(f.amount_fen), 0)::text as b, w.status as c
      from seller_withdrawals w left join seller_flows f on f.withdrawal_id = w.id
      group by w.id, w.withdraw_no, w.amount_fen, w.status
      having coalesce(sum(f.amount_fen), 0) <> case when w.status = 'rejected' then 0 else -w.amount_fen end`,
    ),
    (r) => `提现${yuanText(n(r.a))}（${r.c}）的账本合计为${yuanText(n(r.b))}`,
  );
  add(
    'seller',
    await queryRows<Row>(
      db,
      sql`select member_id as id, member_id::text as ref, sum(amount_fen)::text as a, null as b, null as c
      from seller_flows group by member_id having sum(amount_fen) < 0`,
    ),
    (r) => `卖家可提现余额为负：${yuanText(n(r.a))}`,
  );
  return {
    checkedAt: now.toISOString(),
    checked: { orders: n(counts.orders), payments: n(counts.payments), withdrawals: n(counts.withdrawals), sellers: n(counts.sellers) },
    problems,
  };
}
