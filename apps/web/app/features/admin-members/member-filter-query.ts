import { adminMemberFilterSchema } from '@shp/contracts';
import { parseLenient, str, withParams } from '../../lib/query-filter';
import { searchTextFromQuery, searchTextToQuery } from '../../lib/search-text-query';
import type { MemberFilter } from './api/admin-members';

/**
 * The member search from the URL, so Back, a reload or a shared link show the same members. A value
 * the contract refuses (an old link, a typo) is dropped and the rest still applies.
 */
export function memberFilterFromQuery(q: URLSearchParams): NonNullable<MemberFilter> {
  const seller = q.get('seller');
  const f = parseLenient(adminMemberFilterSchema, {
    q: searchTextFromQuery(q),
    gradeCode: str(q.get('grade')),
    seller: seller === 'yes' ? true : seller === 'no' ? false : undefined,
  });
  const out: NonNullable<MemberFilter> = {};
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== '') Object.assign(out, { [k]: v });
  return out;
}

/** The query for a search, from page 1. A full phone goes encoded (`phone`), to stay out of history and logs in clear. */
export function memberFilterToQuery(prev: URLSearchParams, f: NonNullable<MemberFilter>): URLSearchParams {
  const { q, phone } = searchTextToQuery(f.q);
  return withParams(prev, { q, phone, grade: f.gradeCode, seller: f.seller === undefined ? undefined : f.seller ? 'yes' : 'no' });
}
