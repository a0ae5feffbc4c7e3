import type { Operator, OperatorAccount, OperatorRole, TotpEnrolment } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { AuthOperator, CallContext } from '../../lib/call-context.js';
import { badRequest, notFound, tooMany, unauthorized } from '../../lib/errors.js';
import { randomToken } from '../../lib/crypto.js';
import { recordAudit } from '../admin-audit/audit.repository.js';
import { releaseOpenLeadsOf } from '../admin-leads/admin-leads.repository.js';
import * as repo from './admin-auth.repository.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.js';
import { matchTotp, newTotpSecret, totpEnrolment } from './totp.js';

export const SESSION_HOURS = 12;
/**
 * Throttle (no limit locks the account itself: the operator at their own address still gets in):
 * - an address: more than MAX_IP_FAILURES failures inside the window stop it, any account;
 * - an account from one address: MAX_PAIR_FAILURES failures since their last success lock that pair,
 *   one minute doubling per further failure up to an hour;
 * - an account from everywhere: past MAX_ACCOUNT_FAILURES failures inside the window, addresses it
 *   never signed in from are slowed to one guess per 5 seconds doubling per failure (at most one per
 *   5 minutes), and the audit log gets an alert. Addresses it signed in from within KNOWN_DAYS are
 *   not slowed.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_IP_FAILURES = 20;
export const MAX_PAIR_FAILURES = 5;
export const MAX_ACCOUNT_FAILURES = 5;
const PAIR_LOCK_MS = { base: 60_000, max: 3600_000 };
const ACCOUNT_DELAY_MS = { base: 5000, max: 300_000 };
const KNOWN_DAYS = 30;
/** The audit log's author of alerts nobody caused from the console. */
const SYSTEM: AuthOperator = { id: 0, username: 'system', displayName: '系统告警', role: 'admin' };

const BAD_LOGIN = '账号或密码错误';
const BAD_TOTP = '动态验证码错误或已使用，请输入身份验证器上的最新验证码';

const audited = (a: OperatorAccount) => ({ username: a.username, displayName: a.displayName, role: a.role, status: a.status });
const backoff = (n: number, { base, max }: { base: number; max: number }) => Math.min(base * 2 ** Math.min(n, 30), max);

type LoginAnswer =
  | { token: string; expiresAt: Date; operator: Operator; totp: null; enrol: null }
  | { token: null; expiresAt: null; operator: null; totp: 'required' | 'enrol'; enrol: TotpEnrolment | null };

export function createAdminAuthService(db: Db, options: { requireTotp?: boolean } = {}) {
  const totpRequiredFor = (role: string) => Boolean(options.requireTotp) && role === 'admin';

  /** Refuses the attempt before its password is checked when a limit holds. */
  async function throttle(username: string, ip: string, attempt: number, now: number) {
    const s = await repo.loginStanding(db, username, ip, {
      since: new Date(now - LOGIN_WINDOW_MS),
      pairSince: new Date(now - 24 * 3600_000),
      knownSince: new Date(now - KNOWN_DAYS * 86400_000),
      upTo: attempt,
    });
    let waitMs = 0;
    let message = '';
    if (s.ip >= MAX_IP_FAILURES) {
      waitMs = LOGIN_WINDOW_MS;
      message = '登录失败次数过多，请15分钟后再试';
    } else if (s.pair >= MAX_PAIR_FAILURES && s.pairLastFailureAt) {
      const until = s.pairLastFailureAt.getTime() + backoff(s.pair - MAX_PAIR_FAILURES, PAIR_LOCK_MS);
      if (until > now) {
        waitMs = until - now;
        message = `登录失败次数过多，请${Math.ceil(waitMs / 60_000)}分钟后再试`;
      }
    } else if (!s.known && s.account >= MAX_ACCOUNT_FAILURES && s.lastAccountFailureAt) {
      const until = s.lastAccountFailureAt.getTime() + backoff(s.account - MAX_ACCOUNT_FAILURES, ACCOUNT_DELAY_MS);
      if (until > now) {
        waitMs = until - now;
        message = waitMs < 60_000 ? `登录尝试过于频繁，请${Math.ceil(waitMs / 1000)}秒后再试` : `登录尝试过于频繁，请${Math.ceil(waitMs / 60_000)}分钟后再试`;
      }
    }
    if (waitMs > 0) {
      await repo.forgetLoginAttempt(db, attempt);
      throw tooMany(message);
    }
  }

  /** One alert per account per window once its failures pass the limit (any address). */
  async function alertIfAttacked(row: { id: number; username: string }, ip: string) {
    const since = new Date(Date.now() - LOGIN_WINDOW_MS);
    const summary = await repo.accountFailureSummary(db, row.username, since);
    if (summary.failures < MAX_ACCOUNT_FAILURES) return;
    if (await repo.alertedSince(db, 'operator.login-alert', String(row.id), since)) return;
    await recordAudit(db, SYSTEM, ip, {
      action: 'operator.login-alert',
      entityType: 'operator',
      entityId: row.id,
      before: null,
      after: { username: row.username, failures: summary.failures, addresses: summary.addresses, lastAddress: ip, windowMinutes: LOGIN_WINDOW_MS / 60_000 },
    });
  }

  return {
    async login(input: { username: string; password: string; totpCode?: string }, ip: string, userAgent: string): Promise<LoginAnswer> {
      const attempt = await repo.recordLoginAttempt(db, input.username, ip);
      await throttle(input.username, ip, attempt, Date.now());
      const row = await repo.findOperatorByUsername(db, input.username);
      if (!row) {
        await burnPasswordCheck(input.password);
        throw badRequest(BAD_LOGIN);
      }
      const ok = await verifyPassword(input.password, row.passwordHash);
      // A disabled account answers like a wrong password: no account discovery.
      if (!ok || row.status !== 'active') {
        await alertIfAttacked(row, ip);
        throw badRequest(BAD_LOGIN);
      }
      if (row.totpSecret || totpRequiredFor(row.role)) {
        const secret = row.totpSecret ?? row.totpPendingSecret ?? newTotpSecret();
        if (!input.totpCode) {
          // The password was right; asking for the code is not a guess.
          await repo.forgetLoginAttempt(db, attempt);
          if (row.totpSecret) return { token: null, expiresAt: null, operator: null, totp: 'required', enrol: null };
          if (secret !== row.totpPendingSecret) await repo.updateOperator(db, row.id, { totpPendingSecret: secret });
          return { token: null, expiresAt: null, operator: null, totp: 'enrol', enrol: await totpEnrolment(secret, row.username) };
        }
        const step = matchTotp(secret, input.totpCode, row.totpLastStep);
        const enrolling = !row.totpSecret;
        const used = step !== null && (await repo.useTotpStep(db, row.id, step, enrolling ? { totpSecret: secret, totpPendingSecret: null } : {}));
        if (!used) {
          await alertIfAttacked(row, ip);
          throw badRequest(BAD_TOTP);
        }
        if (enrolling) {
          await recordAudit(db, { id: row.id, username: row.username, displayName: row.displayName, role: row.role as OperatorRole }, ip, {
            action: 'operator.totp-bind',
            entityType: 'operator',
            entityId: row.id,
            before: null,
            after: { totp: true },
          });
        }
      }
      await repo.markLoginSucceeded(db, attempt);
      const token = randomToken(32);
      const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600_000);
      await repo.insertSession(db, { operatorId: row.id, token, expiresAt, ip, userAgent });
      await repo.updateOperator(db, row.id, { lastLoginAt: new Date() });
      const operator: Operator = { id: row.id, username: row.username, displayName: row.displayName, role: row.role as OperatorRole };
      return { token, expiresAt, operator, totp: null, enrol: null };
    },

    async totpStatus(op: AuthOperator) {
      const row = await repo.findOperatorById(db, op.id);
      if (!row) throw unauthorized();
      return { enabled: Boolean(row.totpSecret), required: totpRequiredFor(row.role) };
    },

    async totpEnrol(op: AuthOperator) {
      const row = await repo.findOperatorById(db, op.id);
      if (!row) throw unauthorized();
      if (row.totpSecret) throw badRequest('已绑定身份验证器，如需更换请先解绑');
      const secret = newTotpSecret();
      await repo.updateOperator(db, op.id, { totpPendingSecret: secret });
      return totpEnrolment(secret, row.username);
    },

    async totpConfirm(op: AuthOperator, code: string, ip: string) {
      const row = await repo.findOperatorById(db, op.id);
      if (!row) throw unauthorized();
      if (row.totpSecret) throw badRequest('已绑定身份验证器');
      if (!row.totpPendingSecret) throw badRequest('请先生成绑定二维码');
      const step = matchTotp(row.totpPendingSecret, code, row.totpLastStep);
      if (step === null || !(await repo.useTotpStep(db, op.id, step, { totpSecret: row.totpPendingSecret, totpPendingSecret: null })))
        throw badRequest(BAD_TOTP);
      await recordAudit(db, op, ip, { action: 'operator.totp-bind', entityType: 'operator', entityId: op.id, before: null, after: { totp: true } });
    },

    async totpDisable(op: AuthOperator, code: string, ip: string) {
      const row = await repo.findOperatorById(db, op.id);
      if (!row) throw unauthorized();
      if (!row.totpSecret) throw badRequest('尚未绑定身份验证器');
      if (totpRequiredFor(row.role)) throw badRequest('管理员账号必须使用动态验证码，不能解绑');
      const step = matchTotp(row.totpSecret, code, row.totpLastStep);
      if (step === null || !(await repo.useTotpStep(db, op.id, step, { totpSecret: null, totpPendingSecret: null }))) throw badRequest(BAD_TOTP);
      await recordAudit(db, op, ip, {
        action: 'operator.totp-unbind',
        entityType: 'operator',
        entityId: op.id,
        before: { totp: true },
        after: { totp: false },
      });
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
      await recordAudit(db, ctx.operator, ctx.ip, {
        action: 'operator.create',
        entityType: 'operator',
        entityId: row.id,
        before: null,
        after: audited(account),
      });
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
          ? await releaseOpenLeadsOf(
              tx,
              input.id,
              `operator:${ctx.operator.id}`,
              `顾问 ${updated.displayName} 已${updated.status !== 'active' ? '停用' : '调离'}，线索退回未分配`,
            )
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
