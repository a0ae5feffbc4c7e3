import type { OperatorRole, PageParam, WrapperFields } from '@shp/contracts';
import { unauthorized } from './errors.js';

/** The member a token resolves to, as the API uses it internally. */
export interface AuthMember {
  id: number;
  userId: string;
  phone: string | null;
  nickName: string;
  avatarUrl: string | null;
  gradeCode: string;
  roles: string[];
}

/** A signed-in back-office operator (never a member: separate accounts and sessions). */
export interface AuthOperator {
  id: number;
  username: string;
  displayName: string;
  role: OperatorRole;
}

/** What every operation handler receives besides its validated input. */
export interface CallContext {
  member: AuthMember | null;
  token: string | null;
  /**
   * The caller sent a member token that no longer names a session (expired, logged out elsewhere):
   * a public call that acts on the member's behalf answers 401 rather than treating them as a visitor.
   */
  lapsedToken?: boolean;
  /** Resolved only from the operator cookie or header, never from a member token. */
  operator: AuthOperator | null;
  pageParam: PageParam;
  wrapper: Partial<WrapperFields>;
  ip: string;
  userAgent: string;
}

/** The context of a `member`, `seller` or `report` operation: access is checked before the handler runs. */
export interface MemberCallContext extends CallContext {
  member: AuthMember;
}

/** Access 'operator' has run before a handler: the operator is there. */
export function asOperator(ctx: CallContext): CallContext & { operator: AuthOperator } {
  if (!ctx.operator) throw unauthorized('请先登录运营后台');
  return ctx as CallContext & { operator: AuthOperator };
}
