import { GRADES, SELLER_ROLE } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { AuthOperator, CallContext } from '../../lib/call-context.js';
import { notFound } from '../../lib/errors.js';
import { recordAudit } from '../admin-audit/audit.repository.js';
import { createMessage } from '../messages/messages.repository.js';
import * as repo from './admin-members.repository.js';
import { reviewGoods } from '../seller/seller.routes.js';

type OpCtx = CallContext & { operator: AuthOperator };
type Grade = (typeof GRADES)[number];

const GRADE_NAMES: Record<Grade, string> = { L0: '尚未成为VIP', L1: 'VIP L1', L2: 'VIP L2', L3: 'VIP L3', L4: 'VIP L4' };

export function createAdminMembersService(db: Db) {
  return {
    async search(input: { q?: string; gradeCode?: Grade; seller?: boolean }, ctx: OpCtx) {
      const { rows, total } = await repo.searchMembers(db, input, ctx.pageParam);
      return { list: rows.map(repo.toAdminMember), total, ...ctx.pageParam };
    },

    async setGrade(input: { memberId: number; gradeCode: Grade }, ctx: OpCtx) {
      const row = await db.transaction(async (tx) => {
        const m = await repo.findMember(tx, input.memberId, true);
        if (!m || m.status !== 'active') throw notFound('会员不存在或已注销');
        if (m.gradeCode === input.gradeCode) return m;
        const updated = await repo.updateMember(tx, m.id, { gradeCode: input.gradeCode });
        await recordAudit(tx, ctx.operator, ctx.ip, {
          action: 'member.grade',
          entityType: 'member',
          entityId: m.id,
          before: { gradeCode: m.gradeCode },
          after: { gradeCode: input.gradeCode },
        });
        await createMessage(tx, m.id, {
          category: 'system',
          title: '会员等级变更',
          content: `您的会员等级已调整为「${GRADE_NAMES[input.gradeCode]}」。`,
          link: '/personalCenter',
        });
        return updated;
      });
      return repo.toAdminMember(row);
    },

    async setSeller(input: { memberId: number; granted: boolean }, ctx: OpCtx) {
      const row = await db.transaction(async (tx) => {
        const m = await repo.findMember(tx, input.memberId, true);
        if (!m || m.status !== 'active') throw notFound('会员不存在或已注销');
        const has = m.roles.includes(SELLER_ROLE);
        if (has === input.granted) return m;
        const roles = input.granted ? [...m.roles, SELLER_ROLE] : m.roles.filter((r) => r !== SELLER_ROLE);
        const updated = await repo.updateMember(tx, m.id, { roles });
        await recordAudit(tx, ctx.operator, ctx.ip, {
          action: input.granted ? 'member.seller.grant' : 'member.seller.revoke',
          entityType: 'member',
          entityId: m.id,
          before: { roles: m.roles },
          after: { roles },
        });
        await createMessage(tx, m.id, {
          category: 'system',
          title: input.granted ? '商家权限已开通' : '商家权限已关闭',
          content: input.granted ? '您已开通商家中心权限，可在商家中心管理入驻、商品与订单。' : '您的商家中心权限已关闭，如有疑问请联系业务对接人。',
          link: input.granted ? '/sellerCenter/networkAcessManageList' : null,
        });
        return updated;
      });
      return repo.toAdminMember(row);
    },

    async goods(status: string, ctx: OpCtx) {
      return { ...(await repo.listGoods(db, status, ctx.pageParam)), ...ctx.pageParam };
    },

    /** The decision is the seller module's (state checks, history, seller message); the audit is ours. */
    async reviewGoods(input: { goodsId: number; decision: 'approve' | 'reject'; reason?: string }, ctx: OpCtx) {
      // The audit entry is written in the decision's transaction: no decision without its entry.
      return reviewGoods(db, { ...input, operator: `运营：${ctx.operator.displayName}` }, (tx, status) =>
        recordAudit(tx, ctx.operator, ctx.ip, {
          action: input.decision === 'approve' ? 'goods.approve' : 'goods.reject',
          entityType: 'goods',
          entityId: input.goodsId,
          before: { status: 'pending' },
          after: { status, ...(input.reason ? { reason: input.reason } : {}) },
        }),
      );
    },

    async points(memberId: number, ctx: OpCtx) {
      const m = await repo.findMember(db, memberId);
      if (!m) throw notFound('会员不存在');
      return repo.pointsOf(db, memberId, ctx.pageParam);
    },
  };
}
