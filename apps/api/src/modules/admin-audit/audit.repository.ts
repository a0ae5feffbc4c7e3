import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { auditLogs } from '../../db/schema/index.js';
import type { AuthOperator } from '../../lib/call-context.js';
import { offsetOf } from '../../lib/paging.js';

export interface AuditRecord {
  action: string;
  entityType: string;
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Timestamps and other non-JSON values as plain JSON, so before/after read the same everywhere. */
function plain(value: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!value) return null;
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

/** Records one operator change. Call it in the same transaction as the change. */
export async function recordAudit(db: Db, operator: AuthOperator, ip: string | null, rec: AuditRecord) {
  await db.insert(auditLogs).values({
    operatorId: operator.id,
    operatorName: operator.displayName.slice(0, 32),
    action: rec.action,
    entityType: rec.entityType,
    entityId: String(rec.entityId),
    before: plain(rec.before),
    after: plain(rec.after),
    ip: ip?.slice(0, 64) ?? null,
  });
}

export async function listAudit(
  db: Db,
  filter: { operatorId?: number; entityType?: string; entityId?: string; action?: string },
  page: { pageNum: number; pageSize: number },
): Promise<{ list: AuditEntry[]; total: number }> {
  const conds: SQL[] = [];
  if (filter.operatorId) conds.push(eq(auditLogs.operatorId, filter.operatorId));
  if (filter.entityType) conds.push(eq(auditLogs.entityType, filter.entityType));
  if (filter.entityId) conds.push(eq(auditLogs.entityId, filter.entityId));
  if (filter.action) conds.push(eq(auditLogs.action, filter.action));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, count] = await Promise.all([
    db.select().from(auditLogs).where(where).orderBy(desc(auditLogs.id)).limit(page.pageSize).offset(offsetOf(page).offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLogs)
      .where(where),
  ]);
  return {
    total: Number(count[0]?.n ?? 0),
    list: rows.map((r) => ({
      id: r.id,
      operatorId: r.operatorId,
      operatorName: r.operatorName,
      action: r.action,
      entityType: r.entityType,
      entityId: r.entityId,
      before: r.before ?? null,
      after: r.after ?? null,
      ip: r.ip,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
