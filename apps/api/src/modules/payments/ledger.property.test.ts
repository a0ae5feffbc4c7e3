import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { SELLER_ROLE } from '@shp/contracts';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { sellerAccounts, sellerOrders } from '../../db/schema/index.js';
import { applyOrderEvent, processWithdrawal } from '../seller/seller.routes.js';
import { balanceOf } from '../seller/seller-finance.service.js';
import { platformFeeOf } from '../seller/seller-orders.service.js';
import { localPaymentDriver } from './payments-local.js';
import { reconcile } from './payments.routes.js';
import { insertUnpaidOrder } from './testing.js';

/*
 * The ledger property: whatever happens in whatever order — orders paid, cancelled before or after
 * payment (refunded), delivered and confirmed, withdrawals asked for, paid out or rejected — the
 * seller's balance is the model's, never negative, and the reconciliation finds nothing.
 */

type Cmd =
  | { kind: 'order'; fen: number }
  | { kind: 'cancelUnpaid'; fen: number }
  | { kind: 'refund'; pick: number }
  | { kind: 'complete'; pick: number }
  | { kind: 'withdraw'; fen: number }
  | { kind: 'decide'; pick: number; paid: boolean };

const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({ kind: fc.constant('order' as const), fen: fc.integer({ min: 1, max: 500_000 }) }),
  fc.record({ kind: fc.constant('cancelUnpaid' as const), fen: fc.integer({ min: 1, max: 500_000 }) }),
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('complete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('withdraw' as const), fen: fc.integer({ min: 1, max: 600_000 }) }),
  fc.record({ kind: fc.constant('decide' as const), pick: fc.nat(), paid: fc.boolean() }),
);

let t: TestApp;
let buyer: { token: string; id: number };
const ACCOUNT = '6222020200112233445';

beforeAll(async () => {
  t = await createTestApp({ PLATFORM_FEE_RATE: '0.06' });
  const b = await createMemberSession(t.database.db);
  buyer = { token: b.token, id: b.member.id };
});
afterAll(async () => t?.close());

describe('seller ledger (property)', () => {
  it('always balances and never goes negative', async () => {
    const provider = localPaymentDriver(t.config.authSecret);
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(fc.array(cmd, { minLength: 1, maxLength: 14 }), async (cmds) => {
        const s = await createMemberSession(db, { roles: [SELLER_ROLE] });
        const seller = { id: s.member.id, token: s.token };
        // An account already on file: withdrawals to it need no SMS step.
        await db.insert(sellerAccounts).values({ memberId: seller.id, bankName: '工商银行', accountName: '测试公司', accountNo: ACCOUNT });
        const paid: number[] = [];
        const pending: { id: number; fen: number }[] = [];
        let model = 0;
        for (const c of cmds) {
          if (c.kind === 'order') {
            const o = await insertUnpaidOrder(db, seller.id, buyer.id, c.fen);
            const r = await post(t.app, '/api/foreground/payments/bill/prepay', { orderId: o.id }, { token: buyer.token });
            const body = JSON.stringify({ paymentNo: r.body.data.paymentNo, amountFen: c.fen, result: 'success' });
            const res = await t.app.inject({ method: 'POST', url: '/api/payments/notify/local', headers: provider.signNotice(body), payload: body });
            expect(res.statusCode).toBe(200);
            paid.push(o.id);
          } else if (c.kind === 'cancelUnpaid') {
            const o = await insertUnpaidOrder(db, seller.id, buyer.id, c.fen);
            await applyOrderEvent(db, { orderId: o.id, event: 'cancel', operator: '买家', buyerMemberId: buyer.id });
          } else if (c.kind === 'refund' && paid.length) {
            const [orderId] = paid.splice(c.pick % paid.length, 1);
            const r = await post(t.app, '/api/foreground/seller/order/cancel', { orderId, reason: '无法履约' }, { token: seller.token });
            expect(r.body.data.status).toBe('cancelled');
          } else if (c.kind === 'complete' && paid.length) {
            const [orderId] = paid.splice(c.pick % paid.length, 1);
            await applyOrderEvent(db, { orderId, event: 'deliver', operator: '商家', sellerId: seller.id });
            await applyOrderEvent(db, { orderId, event: 'confirm', operator: '买家', buyerMemberId: buyer.id });
            const [o] = await db.select().from(sellerOrders).where(eq(sellerOrders.id, orderId));
            model += o.totalFen - platformFeeOf(o.totalFen, 0.06);
          } else if (c.kind === 'withdraw') {
            const r = await post(
              t.app,
              '/api/foreground/seller/withdrawal/apply',
              { amount: c.fen / 100, bankName: '工商银行', accountName: '测试公司', accountNo: ACCOUNT },
              { token: seller.token },
            );
            if (c.fen <= model && !pending.some((p) => p.fen === c.fen)) {
              expect(r.status, r.body.msg).toBe(200);
              pending.push({ id: r.body.data.withdrawalId, fen: c.fen });
              model -= c.fen;
            } else {
              expect(r.status).toBe(400);
            }
          } else if (c.kind === 'decide' && pending.length) {
            const [w] = pending.splice(c.pick % pending.length, 1);
            await processWithdrawal(db, {
              withdrawalId: w.id,
              decision: c.paid ? 'paid' : 'rejected',
              remark: '核对不符',
              bankReference: 'REF1',
              operator: '运营',
            });
            if (!c.paid) model += w.fen;
          }
          const b = await balanceOf(db, seller.id);
          expect(b.available).toBe(model);
          expect(b.available).toBeGreaterThanOrEqual(0);
        }
        const report = await reconcile(db);
        expect(report.problems).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });
});
