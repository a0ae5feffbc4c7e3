import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { SELLER_FLOW_KIND_LABEL, SELLER_WITHDRAWAL_STATUS_LABEL, SELLER_WITHDRAWAL_STEP_UP_MSG, chinaDay } from '@shp/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { regions, sellerAccounts, sellerFlows, sellerOrders, sellerWithdrawals } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { createMessage } from '../messages/messages.repository.js';
import { verifySmsCode } from '../auth/sms.service.js';
import type { SmsDriver } from '../../lib/sms-driver.js';
import { randomId } from '../../lib/crypto.js';
import { dayRange } from './seller-shared.js';
import { keysetBatches, streamXlsx } from './seller-xlsx.js';
import { isoTimeOrNull, isoTime } from '../../lib/dates.js';
import { toFen, toYuan, yuanText } from '../../lib/money.js';

/** The same withdrawal again this soon is a double submit, not a second request. */
const REPEAT_WINDOW_MS = 30_000;

type WithdrawalFilter = { status?: 'pending' | 'paid' | 'rejected'; dateFrom?: string; dateTo?: string };
type FlowFilter = { cityCode?: string; kind?: 'sale' | 'fee' | 'withdrawal' | 'withdrawal_return'; dateFrom?: string; dateTo?: string };

const maskAccount = (no: string) => `**** **** ${no.slice(-4)}`;

/**
 * Balance in fen: the sum of the seller's ledger rows (seller_flows). Income is the sales less the
 * platform fees; withdrawn is what left by withdrawals (paid or in progress) less what came back.
 */
export async function balanceOf(db: Db, memberId: number) {
  const [row] = await queryRows<{ income: string; withdrawn: string; available: string }>(
    db,
    sql`select
      coalesce(sum(amount_fen) filter (where kind in ('sale', 'fee')), 0) as income,
      coalesce(-sum(amount_fen) filter (where kind in ('withdrawal', 'withdrawal_return')), 0) as withdrawn,
      coalesce(sum(amount_fen), 0) as available
    from ${sellerFlows} where member_id = ${memberId}`,
  );
  return { income: Number(row.income), withdrawn: Number(row.withdrawn), available: Number(row.available) };
}

/**
 * Operator decision on a pending withdrawal (issue 9's console may call this): paid, or rejected
 * with a reason — a rejection books the amount back into the seller's flow and balance. The
 * seller's message is written in the decision's transaction: no decision they are not told of.
 */
export async function processWithdrawal(
  db: Db,
  input: { withdrawalId: number; decision: 'paid' | 'rejected'; remark?: string; bankReference?: string; operator: string },
  /** Runs in the decision's transaction (the operator's audit row): the decision and its record commit together. */
  inTx?: (tx: Db, w: typeof sellerWithdrawals.$inferSelect) => Promise<void>,
) {
  const remark = input.remark?.trim() ?? '';
  const bankReference = input.bankReference?.trim() ?? '';
  if (input.decision === 'rejected' && !remark) throw badRequest('请填写驳回原因');
  if (input.decision === 'paid' && !bankReference) throw badRequest('请填写银行流水号');
  if (remark.length > 200) throw badRequest('驳回原因最多200字');
  if (bankReference.length > 64) throw badRequest('银行流水号最多64字');
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const [w] = await tx
      .update(sellerWithdrawals)
      .set({ status: input.decision, remark: remark || null, bankReference: input.decision === 'paid' ? bankReference : null, processedAt: now })
      .where(and(eq(sellerWithdrawals.id, input.withdrawalId), eq(sellerWithdrawals.status, 'pending')))
      .returning();
    if (!w) return null;
    if (input.decision === 'rejected') {
      await tx.insert(sellerFlows).values({
        memberId: w.memberId,
        kind: 'withdrawal_return',
        amountFen: w.amountFen,
        withdrawalId: w.id,
        note: `提现驳回退回：${remark}`.slice(0, 120),
        createdAt: now,
      });
    }
    await createMessage(tx, w.memberId, {
      category: 'system',
      title: input.decision === 'paid' ? '提现已到账' : '提现申请被驳回',
      content:
        input.decision === 'paid'
          ? `提现${yuanText(w.amountFen)}已转入${w.bankName}（尾号${w.accountNo.slice(-4)}），银行流水号${bankReference}。`
          : `提现${yuanText(w.amountFen)}被驳回，金额已退回可提现余额。原因：${remark}`,
      link: '/sellerCenter/withdrawalManagement',
    });
    if (inTx) await inTx(tx, w);
    return w;
  });
  if (!row) {
    const [w] = await db.select().from(sellerWithdrawals).where(eq(sellerWithdrawals.id, input.withdrawalId));
    if (!w) throw notFound('提现记录不存在');
    throw badRequest(`该提现当前状态为“${SELLER_WITHDRAWAL_STATUS_LABEL[w.status] ?? w.status}”，不能重复处理`);
  }
  return toWithdrawal(row);
}

function toWithdrawal(w: typeof sellerWithdrawals.$inferSelect) {
  const status = w.status as 'pending' | 'paid' | 'rejected';
  return {
    withdrawalId: w.id,
    withdrawNo: w.withdrawNo,
    amount: toYuan(w.amountFen),
    status,
    statusText: SELLER_WITHDRAWAL_STATUS_LABEL[status],
    bankName: w.bankName,
    accountName: w.accountName,
    accountNo: maskAccount(w.accountNo),
    createdAt: isoTime(w.createdAt),
    processedAt: isoTimeOrNull(w.processedAt),
  };
}

function withdrawalWhere(memberId: number, f: WithdrawalFilter) {
  const { from, to } = dayRange(f.dateFrom, f.dateTo);
  return and(
    eq(sellerWithdrawals.memberId, memberId),
    f.status ? eq(sellerWithdrawals.status, f.status) : undefined,
    from ? gte(sellerWithdrawals.createdAt, from) : undefined,
    to ? lt(sellerWithdrawals.createdAt, to) : undefined,
  );
}

function flowWhere(memberId: number, f: FlowFilter) {
  const { from, to } = dayRange(f.dateFrom, f.dateTo);
  return and(
    eq(sellerFlows.memberId, memberId),
    f.kind ? eq(sellerFlows.kind, f.kind) : undefined,
    f.cityCode ? eq(sellerFlows.cityCode, f.cityCode) : undefined,
    from ? gte(sellerFlows.createdAt, from) : undefined,
    to ? lt(sellerFlows.createdAt, to) : undefined,
  );
}

const flowColumns = {
  id: sellerFlows.id,
  kind: sellerFlows.kind,
  amountFen: sellerFlows.amountFen,
  note: sellerFlows.note,
  createdAt: sellerFlows.createdAt,
  orderNo: sellerOrders.orderNo,
  withdrawNo: sellerWithdrawals.withdrawNo,
  cityName: regions.shortName,
};
type FlowRow = {
  id: number;
  kind: string;
  amountFen: number;
  note: string;
  createdAt: Date;
  orderNo: string | null;
  withdrawNo: string | null;
  cityName: string | null;
};
const toFlow = (r: FlowRow) => ({
  flowId: r.id,
  kind: r.kind,
  kindText: SELLER_FLOW_KIND_LABEL[r.kind] ?? r.kind,
  amount: toYuan(r.amountFen),
  orderNo: r.orderNo,
  withdrawNo: r.withdrawNo,
  cityName: r.cityName,
  note: r.note,
  createdAt: isoTime(r.createdAt),
});

export function createSellerFinanceService(db: Db) {
  function flowQuery() {
    return db
      .select(flowColumns)
      .from(sellerFlows)
      .leftJoin(sellerOrders, eq(sellerOrders.id, sellerFlows.orderId))
      .leftJoin(sellerWithdrawals, eq(sellerWithdrawals.id, sellerFlows.withdrawalId))
      .leftJoin(regions, eq(regions.code, sellerFlows.cityCode));
  }

  /** The account on file, or one a withdrawal was paid out to. */
  async function knownAccount(memberId: number, accountNo: string) {
    const [onFile] = await db.select({ no: sellerAccounts.accountNo }).from(sellerAccounts).where(eq(sellerAccounts.memberId, memberId)).limit(1);
    if (onFile?.no === accountNo) return true;
    const [paid] = await db
      .select({ id: sellerWithdrawals.id })
      .from(sellerWithdrawals)
      .where(and(eq(sellerWithdrawals.memberId, memberId), eq(sellerWithdrawals.accountNo, accountNo), eq(sellerWithdrawals.status, 'paid')))
      .limit(1);
    return Boolean(paid);
  }

  return {
    async balance(memberId: number) {
      const [b, [account]] = await Promise.all([
        balanceOf(db, memberId),
        db.select().from(sellerAccounts).where(eq(sellerAccounts.memberId, memberId)).limit(1),
      ]);
      return {
        totalIncome: toYuan(b.income),
        withdrawn: toYuan(b.withdrawn),
        available: toYuan(b.available),
        account:
          account?.bankName && account.accountName && account.accountNo
            ? { bankName: account.bankName, accountName: account.accountName, accountNo: maskAccount(account.accountNo) }
            : null,
      };
    },

    /**
     * The seller's account row is locked (SELECT … FOR UPDATE) before the balance is read, so
     * concurrent requests queue and each sees the withdrawals committed before it: together
     * they can never exceed the balance.
     */
    async apply(
      memberId: number,
      input: { amount: number; bankName: string; accountName: string; accountNo: string; smsCode?: string },
      who: { phone: string | null; sms: Pick<SmsDriver, 'notify'> },
    ) {
      const amountFen = toFen(input.amount);
      // Money to an account never paid out to (nor on file) needs a second factor: a code sent to
      // the seller's own phone. A stolen session alone cannot send the balance elsewhere.
      const known = await knownAccount(memberId, input.accountNo);
      if (!known) {
        // No code is asked for a withdrawal the balance refuses anyway (checked again under the lock).
        const b = await balanceOf(db, memberId);
        if (amountFen > b.available) throw badRequest(`提现金额不能超过可提现余额${yuanText(Math.max(0, b.available))}`);
        if (!who.phone) throw badRequest('账号未绑定手机号，请重新登录');
        if (!input.smsCode) throw badRequest(SELLER_WITHDRAWAL_STEP_UP_MSG, { stepUp: 'sms' });
        await verifySmsCode(db, { phone: who.phone, code: input.smsCode, scene: 'STEPUP' });
      }
      const row = await db.transaction(async (tx) => {
        await tx.insert(sellerAccounts).values({ memberId }).onConflictDoNothing();
        await tx.select({ m: sellerAccounts.memberId }).from(sellerAccounts).where(eq(sellerAccounts.memberId, memberId)).for('update');
        // Timed once the lock is held: requests that queued are stamped in the order they are
        // written, so the lists (newest first by id) are newest first by time too.
        const now = new Date();
        // Checked under the lock, so a double-click's second request sees the first one's row.
        const [repeat] = await tx
          .select({ id: sellerWithdrawals.id })
          .from(sellerWithdrawals)
          .where(
            and(
              eq(sellerWithdrawals.memberId, memberId),
              eq(sellerWithdrawals.status, 'pending'),
              eq(sellerWithdrawals.amountFen, amountFen),
              eq(sellerWithdrawals.accountNo, input.accountNo),
              gte(sellerWithdrawals.createdAt, new Date(now.getTime() - REPEAT_WINDOW_MS)),
            ),
          )
          .limit(1);
        if (repeat) throw badRequest('相同的提现申请已提交，请勿重复提交');
        const b = await balanceOf(tx, memberId);
        if (amountFen > b.available) throw badRequest(`提现金额不能超过可提现余额${yuanText(Math.max(0, b.available))}`);
        const [w] = await tx
          .insert(sellerWithdrawals)
          .values({
            // The date in the number is the China day, as the seller's lists and exports show it.
            withdrawNo: `TX${chinaDay(now).replace(/-/g, '')}${randomId(5).toUpperCase()}`,
            memberId,
            amountFen,
            bankName: input.bankName,
            accountName: input.accountName,
            accountNo: input.accountNo,
            createdAt: now,
          })
          .returning();
        await tx
          .insert(sellerFlows)
          .values({ memberId, kind: 'withdrawal', amountFen: -amountFen, withdrawalId: w.id, note: `提现至${input.bankName}`, createdAt: now });
        await tx
          .update(sellerAccounts)
          .set({ bankName: input.bankName, accountName: input.accountName, accountNo: input.accountNo, updatedAt: now })
          .where(eq(sellerAccounts.memberId, memberId));
        if (!known) {
          await createMessage(tx, memberId, {
            category: 'system',
            title: '提现账户已变更',
            content: `您向新的银行账户（${input.bankName} 尾号${input.accountNo.slice(-4)}）申请提现${yuanText(amountFen)}，该账户已设为默认提现账户。如非本人操作，请立即联系客服。`,
            link: '/sellerCenter/withdrawalManagement',
          });
        }
        return w;
      });
      if (!known && who.phone) {
        // After the commit: the notice tells of a withdrawal that exists. A failed SMS never undoes it.
        await who.sms
          .notify(
            who.phone,
            `【商铺汇】您的卖家账户向新的银行账户（尾号${input.accountNo.slice(-4)}）申请提现${yuanText(amountFen)}，默认提现账户已变更。如非本人操作，请立即联系客服。`,
          )
          .catch(() => {});
      }
      return toWithdrawal(row);
    },

    async page(memberId: number, f: WithdrawalFilter, limit: number, offset: number) {
      const where = withdrawalWhere(memberId, f);
      const [rows, [{ n }]] = await Promise.all([
        db.select().from(sellerWithdrawals).where(where).orderBy(desc(sellerWithdrawals.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(sellerWithdrawals).where(where),
      ]);
      return { list: rows.map(toWithdrawal), total: Number(n) };
    },

    async exportWithdrawals(memberId: number, f: WithdrawalFilter, reply: FastifyReply) {
      await streamXlsx(reply, {
        fileName: '提现记录.xlsx',
        sheetName: '提现记录',
        columns: [
          { header: '提现单号', width: 24, value: (w) => w.withdrawNo },
          { header: '申请时间', width: 20, value: (w) => new Date(w.createdAt) },
          { header: '提现金额(元)', width: 14, value: (w) => w.amount },
          { header: '状态', width: 10, value: (w) => w.statusText },
          { header: '开户银行', width: 16, value: (w) => w.bankName },
          { header: '开户名', width: 12, value: (w) => w.accountName },
          { header: '银行卡号', width: 22, value: (w) => w.accountNo },
          { header: '处理时间', width: 20, value: (w) => (w.processedAt ? new Date(w.processedAt) : null) },
        ],
        batches: keysetBatches(async (before, limit) => {
          const rows = await db
            .select()
            .from(sellerWithdrawals)
            .where(and(withdrawalWhere(memberId, f), before ? lt(sellerWithdrawals.id, before) : undefined))
            .orderBy(desc(sellerWithdrawals.id))
            .limit(limit);
          return rows.map((w) => ({ ...toWithdrawal(w), id: w.id }));
        }),
      });
    },

    async flowPage(memberId: number, f: FlowFilter, limit: number, offset: number) {
      const where = flowWhere(memberId, f);
      const [rows, [agg]] = await Promise.all([
        flowQuery().where(where).orderBy(desc(sellerFlows.id)).limit(limit).offset(offset),
        db
          .select({
            n: count(),
            income: sql<string>`coalesce(sum(case when ${sellerFlows.amountFen} > 0 then ${sellerFlows.amountFen} end), 0)`,
            outgo: sql<string>`coalesce(sum(case when ${sellerFlows.amountFen} < 0 then -${sellerFlows.amountFen} end), 0)`,
          })
          .from(sellerFlows)
          .where(where),
      ]);
      return { list: rows.map((r) => toFlow(r as FlowRow)), total: Number(agg.n), income: toYuan(agg.income), outgo: toYuan(agg.outgo) };
    },

    async exportFlows(memberId: number, f: FlowFilter, reply: FastifyReply) {
      await streamXlsx(reply, {
        fileName: '销售与流水.xlsx',
        sheetName: '销售与流水',
        columns: [
          { header: '时间', width: 20, value: (r) => new Date(r.createdAt) },
          { header: '类型', width: 10, value: (r) => r.kindText },
          { header: '金额(元)', width: 14, value: (r) => r.amount },
          { header: '订单号', width: 22, value: (r) => r.orderNo ?? '' },
          { header: '提现单号', width: 24, value: (r) => r.withdrawNo ?? '' },
          { header: '城市', width: 10, value: (r) => r.cityName ?? '' },
          { header: '说明', width: 30, value: (r) => r.note },
        ],
        batches: keysetBatches(async (before, limit) => {
          const rows = await flowQuery()
            .where(and(flowWhere(memberId, f), before ? lt(sellerFlows.id, before) : undefined))
            .orderBy(desc(sellerFlows.id))
            .limit(limit);
          return rows.map((r) => ({ ...toFlow(r as FlowRow), id: r.id }));
        }),
      });
    },

    /** Provinces and cities where the seller has flow records. */
    async cityTree(memberId: number) {
      const codes = await db.selectDistinct({ code: sellerFlows.cityCode }).from(sellerFlows).where(eq(sellerFlows.memberId, memberId));
      const cityCodes = codes.map((c) => c.code).filter((c): c is string => Boolean(c));
      if (!cityCodes.length) return [];
      const cities = await db.select().from(regions).where(inArray(regions.code, cityCodes));
      const provinceCodes = [...new Set(cities.map((c) => c.provinceCode))];
      const provinces = await db.select().from(regions).where(inArray(regions.code, provinceCodes));
      return provinces
        .sort((a, b) => a.code.localeCompare(b.code))
        .map((p) => ({
          code: p.code,
          name: p.shortName,
          children: cities
            .filter((c) => c.provinceCode === p.code)
            .sort((a, b) => a.code.localeCompare(b.code))
            .map((c) => ({ code: c.code, name: c.shortName })),
        }));
    },
  };
}
