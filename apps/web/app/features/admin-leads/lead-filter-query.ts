import { adminLeadFilterSchema } from '@shp/contracts';
import { parseLenient, str, withParams } from '../../lib/query-filter';
import { searchTextFromQuery, searchTextToQuery } from '../../lib/search-text-query';
import type { LeadFilter } from './api/admin-leads';

/**
 * The inbox filter from the URL, so Back from elsewhere in the console, a reload or a shared link
 * shows the same queue. A value the contract refuses (an old link, a typo) is dropped.
 */
export function leadFilterFromQuery(q: URLSearchParams): NonNullable<LeadFilter> {
  const assigned = q.get('assigned');
  const f = parseLenient(adminLeadFilterSchema, {
    status: str(q.get('status')),
    kind: str(q.get('kind')),
    overdue: q.get('overdue') === '1' ? true : undefined,
    open: q.get('open') === '1' ? true : undefined,
    assigned: assigned && /^\d+$/.test(assigned) ? Number(assigned) : str(assigned),
    q: searchTextFromQuery(q),
  });
  const out: NonNullable<LeadFilter> = {};
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== '') Object.assign(out, { [k]: v });
  return out;
}

/** The query for a filter, from page 1. A full phone goes encoded (`phone`), to stay out of history and logs in clear. */
export function leadFilterToQuery(prev: URLSearchParams, f: NonNullable<LeadFilter>): URLSearchParams {
  const { q, phone } = searchTextToQuery(f.q);
  return withParams(prev, {
    status: f.status,
    kind: f.kind,
    overdue: f.overdue ? '1' : undefined,
    open: f.open ? '1' : undefined,
    assigned: f.assigned,
    q,
    phone,
  });
}
