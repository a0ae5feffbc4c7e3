import { and, eq, gt, lt } from 'drizzle-orm';
import QRCode from 'qrcode';
import { AuthText, LEAD_LOGIN_GRANT_MINUTES, SELLER_ROLE, maskPhone, type LoginResult, type UserInfo } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { qrLoginRequests } from '../../db/schema/index.js';
import type { AuthMember } from '../../lib/call-context.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { agreeToLatest } from '../agreement/agreement.service.js';
import {
  anonymiseMember,
  findMemberById,
  findOrCreateMemberByPhone,
  findQrRequest,
  insertQrRequest,
  issueLoginGrant,
  newQrId,
  redeemLoginGrant,
  updateMemberProfile,
  type MemberRow,
} from './auth.repository.js';
import { claimVisitorLeads } from '../leads/leads.repository.js';
import { createMessage } from '../messages/messages.repository.js';
import { encryptPhone } from './phone-crypto.js';
import { createSession, revokeAllSessions, revokeSession, sessionSecondsLeft, SESSION_TTL_MS } from './session.repository.js';
import { verifySmsCode } from './sms.service.js';
import { WELCOME_MESSAGE } from '../../lib/welcome-message.js';
import type { StorageAdapter } from '../../lib/file-storage.js';
import { releaseFiles } from '../../lib/stored-files.js';

const QR_TTL_MS = 3 * 60_000;
const QR_EXCHANGE_TTL_MS = 60_000;

const ROLE_NAMES: Record<string, string> = { [SELLER_ROLE]: '商家/供应商' };

export interface ClientMeta {
  ip: string;
  userAgent: string;
}

export function createAuthService(deps: { db: Db; secret: string; publicOrigin: string; storage?: StorageAdapter; now?: () => Date }) {
  const { db, secret } = deps;
  const now = deps.now ?? (() => new Date());

  function userInfo(m: Pick<MemberRow, 'id' | 'userId' | 'phone' | 'nickName' | 'avatarUrl' | 'gradeCode' | 'roles'>): UserInfo {
    return {
      desePhone: m.phone ? maskPhone(m.phone) : '',
      avatarUrl: m.avatarUrl ?? '',
      nickName: m.nickName,
      memberId: String(m.id),
      userId: m.userId,
      encryptPhone: m.phone ? encryptPhone(m.phone, secret) : '',
      gradeCode: m.gradeCode,
      userRole: m.roles.join(','),
    };
  }

  /**
   * Every login ends here: the session and the claim of what the phone left as a visitor are one
   * transaction, so a member who is logged in always finds their leads in their centre.
   */
  async function startSession(member: MemberRow, meta: ClientMeta): Promise<LoginResult> {
    const at = now();
    const { token } = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const session = await createSession(tx, member.id, meta, at);
      if (member.phone) await claimVisitorLeads(tx, member.id, member.phone, at);
      return session;
    });
    return { token, expiresIn: SESSION_TTL_MS / 1000, userInfo: userInfo(member) };
  }

  async function activeMember(id: number): Promise<MemberRow> {
    const m = await findMemberById(db, id);
    if (!m || m.status !== 'active') throw badRequest(AuthText.ACCOUNT_DELETED);
    return m;
  }

  return {
    userInfo,
    startSession,

    /** SMS login; registers on first login and records consent to the agreements ticked. */
    async loginRegister(input: { mobileCode: string; verifyCode: string }, meta: ClientMeta): Promise<LoginResult> {
      await verifySmsCode(db, { phone: input.mobileCode, code: input.verifyCode, scene: 'LOGIN' }, now());
      const member = await findOrCreateMemberByPhone(db, input.mobileCode, (tx, m) => createMessage(tx, m.id, WELCOME_MESSAGE));
      await agreeToLatest(db, member.id, now());
      return startSession(member, meta);
    },

    /** A one-time grant for a phone a lead form just verified (the dialog's 一键登录). */
    issueLeadLoginGrant: (phone: string) => issueLoginGrant(db, phone, LEAD_LOGIN_GRANT_MINUTES * 60_000, now()),

    /**
     * 一键登录 after a visitor's lead: the grant stands for the lead's SMS check of this phone,
     * used once within minutes. Registers on first login like the SMS login (the lead form's
     * agreement box was ticked).
     */
    async leadLogin(input: { grant: string; mobileCode: string }, meta: ClientMeta): Promise<LoginResult> {
      const phone = await redeemLoginGrant(db, input.grant, input.mobileCode, now());
      if (!phone) throw badRequest(AuthText.LEAD_LOGIN_INVALID);
      const member = await findOrCreateMemberByPhone(db, phone, (tx, m) => createMessage(tx, m.id, WELCOME_MESSAGE));
      if (member.status !== 'active') throw badRequest(AuthText.ACCOUNT_DELETED);
      await agreeToLatest(db, member.id, now());
      return startSession(member, meta);
    },

    logout: (token: string) => revokeSession(db, token, now()),

    /** Account deletion after an SMS check of the account's own phone. */
    async logoff(member: AuthMember, verifyCode: string) {
      if (!member.phone) throw badRequest(AuthText.ACCOUNT_DELETED);
      await verifySmsCode(db, { phone: member.phone, code: verifyCode, scene: 'LOGOFF' }, now());
      const at = now();
      const before = await findMemberById(db, member.id);
      await db.transaction(async (tx) => {
        await anonymiseMember(tx as unknown as Db, member.id, at);
        await revokeAllSessions(tx as unknown as Db, member.id, at);
      });
      // The deleted account's avatar file goes too.
      if (deps.storage) await releaseFiles(db, deps.storage, [before?.avatarUrl], { owner: member.id });
    },

    async autoLogin(member: AuthMember, token: string): Promise<LoginResult> {
      const m = await activeMember(member.id);
      return { token, expiresIn: await sessionSecondsLeft(db, token, now()), userInfo: userInfo(m) };
    },

    async query(member: AuthMember) {
      return userInfo(await activeMember(member.id));
    },

    async update(member: AuthMember, patch: { nickName?: string; avatarUrl?: string | null }) {
      if (patch.nickName === undefined && patch.avatarUrl === undefined) return userInfo(await activeMember(member.id));
      const before = await activeMember(member.id);
      const after = await updateMemberProfile(db, member.id, patch);
      // The replaced avatar's file goes with it (the new one is written first, so none is lost).
      if (deps.storage && before.avatarUrl !== after.avatarUrl) await releaseFiles(db, deps.storage, [before.avatarUrl], { owner: member.id });
      return userInfo(after);
    },

    roles(member: AuthMember) {
      return {
        roles: member.roles.map((roleCode) => ({ roleCode, roleName: ROLE_NAMES[roleCode] ?? roleCode })),
        userRole: member.roles.join(','),
      };
    },

    // ---- Third-party QR login, local provider ----

    async qrCreate(meta: ClientMeta) {
      const id = newQrId();
      const pollSecret = randomToken(24);
      const expiresAt = new Date(now().getTime() + QR_TTL_MS);
      await insertQrRequest(db, { id, pollSecretHash: sha256(pollSecret), expiresAt, ip: meta.ip.slice(0, 64), userAgent: meta.userAgent, createdAt: now() });
      // Finished requests are useless after a day; prune on the way.
      await db.delete(qrLoginRequests).where(lt(qrLoginRequests.expiresAt, new Date(now().getTime() - 86400_000)));
      const confirmUrl = `${deps.publicOrigin}/login?qrConfirm=${id}`;
      const svg = await QRCode.toString(confirmUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return {
        requestId: id,
        pollSecret,
        confirmUrl,
        qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** The creating browser polls with its secret; once confirmed it gets a fresh one-time code. */
    async qrPoll(requestId: string, pollSecret: string) {
      const row = await findQrRequest(db, requestId);
      if (!row || row.pollSecretHash !== sha256(pollSecret)) throw notFound(AuthText.QR_EXPIRED);
      const at = now();
      if (row.status === 'cancelled') return { status: 'cancelled' as const, code: null };
      if (row.status === 'exchanged') return { status: 'expired' as const, code: null };
      if (row.status === 'pending') return { status: row.expiresAt <= at ? ('expired' as const) : ('pending' as const), code: null };
      // Confirmed: a lost answer must not strand the browser, so each poll replaces the code.
      const code = randomToken(24);
      await db
        .update(qrLoginRequests)
        .set({ exchangeCodeHash: sha256(code), exchangeExpiresAt: new Date(at.getTime() + QR_EXCHANGE_TTL_MS) })
        .where(and(eq(qrLoginRequests.id, row.id), eq(qrLoginRequests.status, 'confirmed')));
      return { status: 'confirmed' as const, code };
    },

    async qrInfo(requestId: string) {
      const row = await findQrRequest(db, requestId);
      if (!row) throw notFound(AuthText.QR_EXPIRED);
      const expired = row.status === 'pending' && row.expiresAt <= now();
      const status = expired || row.status === 'exchanged' ? ('expired' as const) : (row.status as 'pending' | 'confirmed' | 'cancelled');
      return { status, createdAt: row.createdAt.toISOString(), device: describeDevice(row.userAgent ?? '') };
    },

    async qrConfirm(member: AuthMember, requestId: string, approve: boolean) {
      const at = now();
      const done = await db
        .update(qrLoginRequests)
        .set({ status: approve ? 'confirmed' : 'cancelled', memberId: member.id })
        .where(and(eq(qrLoginRequests.id, requestId), eq(qrLoginRequests.status, 'pending'), gt(qrLoginRequests.expiresAt, at)))
        .returning({ id: qrLoginRequests.id });
      if (!done.length) throw badRequest(AuthText.QR_EXPIRED);
    },

    /** /redirectLogin: a one-time code for a session of the member who confirmed. */
    async qrExchange(code: string, meta: ClientMeta): Promise<LoginResult> {
      const at = now();
      const [row] = await db
        .update(qrLoginRequests)
        .set({ status: 'exchanged', exchangeCodeHash: null })
        .where(and(eq(qrLoginRequests.exchangeCodeHash, sha256(code)), eq(qrLoginRequests.status, 'confirmed'), gt(qrLoginRequests.exchangeExpiresAt, at)))
        .returning({ memberId: qrLoginRequests.memberId });
      if (!row?.memberId) throw badRequest(AuthText.QR_CODE_INVALID);
      return startSession(await activeMember(row.memberId), meta);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

function describeDevice(ua: string): string {
  const os = /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : '电脑';
  const browser = /Edg\//.test(ua) ? 'Edge' : /Chrome\//.test(ua) ? 'Chrome' : /Firefox\//.test(ua) ? 'Firefox' : /Safari\//.test(ua) ? 'Safari' : '浏览器';
  return `${os} · ${browser}`;
}
