import type { Operator, OperatorAccount, OperatorRole } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { AuthOperator, CallContext } from '../../lib/call-context.js';
import { badRequest, notFound, tooMany, unauthorized } from '../../lib/errors.js';
import { randomToken } from '../../lib/crypto.js';
import { recordAudit } from '../admin-audit/audit.repository.js';
import { releaseOpenLeadsOf } from '../admin-leads/admin-leads.repository.js';
import * as repo from './admin-auth.repository.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.js';

export const SESSION_HOURS = 12;
/** Throttle: failures per account and per IP within the window. */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_ACCOUNT_FAILURES = 5;
export const MAX_IP_FAILURES = 20;

const BAD_LOGIN = '账号或密码错误';

const audited = (a: OperatorAccount) => ({ username: a.username, displayName: a.displayName, role: a.role, status: a.status });

export function createAdminAuthService(db: Db) {
  return {
    async login(input: { username: string; password: string }, ip: string, userAgent: string) {
      const since = new Date(Date.now() - LOGIN_WINDOW_MS);
      const attempt = await repo.recordLoginAttempt(db, input.username, ip);
      const failures = await repo.recentFailures(db, input.username, ip, since, attempt);
      // This attempt is among the failures counted: it is the (MAX + 1)th that is refused.
      if (failures.account > MAX_ACCOUNT_FAILURES || failures.ip > MAX_IP_FAILURES) {
        await repo.forgetLoginAttempt(db, attempt);
        throw tooMany('登录失败次数过多，请15分钟后再试');
      }
      const row = await repo.findOperatorByUsername(db, input.username);
      if (!row) {
        await burnPasswordCheck(input.password);
        throw badRequest(BAD_LOGIN);
      }
      const ok = await verifyPassword(input.password, row.passwordHash);
      // A disabled account answers like a wrong password: no account discovery.
      if (!ok || row.status !== 'active') throw badRequest(BAD_LOGIN);
      await repo.markLoginSucceeded(db, attempt);
      const token = randomToken(32);
      const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600_000);
      await repo.insertSession(db, { operatorId: row.id, token, expiresAt, ip, userAgent });
      await repo.updateOperator(db, row.id, { lastLoginAt: new Date() });
      const operator: Operator = { id: row.id, username: row.username, displayName: row.displayName, role: row.role as OperatorRole };
      return { token, expiresAt, operator };
    },

    async logout(token: string | null) {
      if (token) await repo.revokeSession(db, token);
    },

    async changePassword(op: AuthOperator, token: string | null, input: { oldPassword: string; newPassword: string }, ip: string) {
      const row = await repo.findOperatorById(db, op.id);
      if (!row) throw unauthorized();
      if (!(await verifyPassword(input.oldPassword, row.passwordHash))) throw badRequest('原密码不正确');
      if (input.oldPassword === input.newPassword) throw badRequest('新密码不能与原密码相同');
      await repo.updateOperator(db, op.id, { passwordHash: await hashPassword(input.newPassword) });
      await repo.revokeSessionsOf(db, op.id, token ?? undefined);
      await recordAudit(db, op, ip, { action: 'operator.password', entityType: 'operator', entityId: op.id, before: null, after: { passwordChanged: true } });
    },

    async list(filter: { role?: OperatorRole; keyword?: string; id?: number }, page: { pageNum: number; pageSize: number }) {
      const { rows, total } = await repo.listOperators(db, filter, page);
      return { list: rows.map(repo.toAccount), total, ...page };
    },

    async create(ctx: CallContext & { operator: AuthOperator }, input: { username: string; displayName: string; role: OperatorRole; password: string }) {
      if (await repo.findOperatorByUsername(db, input.username)) throw badRequest('账号已存在');
      const row = await repo.insertOperator(db, {
        username: input.username,
        displayName: input.displayName,
        role: input.role,
        passwordHash: await hashPassword(input.password),
      });
      const account = repo.toAccount(row);
      await recordAudit(db, ctx.operator, ctx.ip, { action: 'operator.create', entityType: 'operator', entityId: row.id, before: null, after: audited(account) });
      return account;
    },

    async update(
      ctx: CallContext & { operator: AuthOperator },
      input: { id: number; displayName?: string; role?: OperatorRole; status?: 'active' | 'disabled'; password?: string },
    ) {
      if (input.id === ctx.operator.id && ((input.role && input.role !== 'admin') || input.status === 'disabled')) {
        // Keeps at least the acting admin able to undo mistakes.
        throw badRequest('不能降级或停用自己的账号');
      }
      // Hashed before the transaction: it takes ~100 ms and needs no lock.
      const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined;
      // The account, its sessions, its released leads and the audit entry change together: a
      // consultant is never disabled with their leads left on them, nor a change left unaudited.
      return db.transaction(async (tx) => {
        const row = await repo.findOperatorById(tx, input.id, { forUpdate: true });
        if (!row) throw notFound('运营人员不存在');
        const before = repo.toAccount(row);
        const patch: Parameters<typeof repo.updateOperator>[2] = {};
        if (input.displayName !== undefined) patch.displayName = input.displayName;
        if (input.role !== undefined) patch.role = input.role;
        if (input.status !== undefined) patch.status = input.status;
        if (passwordHash !== undefined) patch.passwordHash = passwordHash;
        const updated = await repo.updateOperator(tx, input.id, patch);
        if (!updated) throw notFound('运营人员不存在');
        if (input.password !== undefined || input.status === 'disabled' || (input.role && input.role !== row.role)) {
          await repo.revokeSessionsOf(tx, input.id);
        }
        // A consultant who stops working leads would leave theirs stranded (no one else follows them up).
        const stopsWorkingLeads = row.role === 'consultant' && (updated.status !== 'active' || updated.role !== 'consultant');
        const releasedLeads = stopsWorkingLeads
          ? await releaseOpenLeadsOf(tx, input.id, `operator:${ctx.operator.id}`, `顾问 ${updated.displayName} 已${updated.status !== 'active' ? '停用' : '调离'}，线索退回未分配`)
          : [];
        const after = repo.toAccount(updated);
        await recordAudit(tx, ctx.operator, ctx.ip, {
          action: 'operator.update',
          entityType: 'operator',
          entityId: input.id,
          before: audited(before),
          after: { ...audited(after), ...(input.password !== undefined ? { passwordReset: true } : {}), ...(releasedLeads.length ? { releasedLeads } : {}) },
        });
        return after;
      });
    },

    consultants: () => repo.activeConsultants(db),
  };
}
