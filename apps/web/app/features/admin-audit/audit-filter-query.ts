import { adminAuditFilterSchema } from '@shp/contracts';
import { num, parseLenient, str, withParams } from '../../lib/query-filter';
import type { AuditFilter } from './api/admin-audit';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from './audit-labels';

const known = (labels: Record<string, string>, v: string | null) => (v && Object.hasOwn(labels, v) ? v : undefined);

/**
 * The audit filter from the URL, so Back, a reload or a shared link show the same entries. A type
 * or action the console does not offer, or a value the contract refuses (an old link, a typo), is
 * dropped and the rest still applies.
 */
export function auditFilterFromQuery(q: URLSearchParams): NonNullable<AuditFilter> {
  const f = parseLenient(adminAuditFilterSchema, {
    operatorId: num(q.get('operator')),
    entityType: known(AUDIT_ENTITY_LABELS, q.get('type')),
    action: known(AUDIT_ACTION_LABELS, q.get('action')),
    entityId: str(q.get('entityId')?.trim() ?? null),
  });
  const out: NonNullable<AuditFilter> = {};
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== '') Object.assign(out, { [k]: v });
  return out;
}

/** The query for a filter, from page 1. */
export function auditFilterToQuery(prev: URLSearchParams, f: NonNullable<AuditFilter>): URLSearchParams {
  return withParams(prev, { operator: f.operatorId, type: f.entityType, action: f.action, entityId: f.entityId?.trim() });
}
