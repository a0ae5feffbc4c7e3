import type { PageParam, WrapperFields } from '@shp/contracts';

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

/** What every operation handler receives besides its validated input. */
export interface CallContext {
  member: AuthMember | null;
  token: string | null;
  pageParam: PageParam;
  wrapper: Partial<WrapperFields>;
  ip: string;
  userAgent: string;
}
