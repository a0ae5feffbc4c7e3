import { and, eq, gt, isNull } from 'drizzle-orm';
import type { OperatorRole } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { operators, operatorSessions } from '../../db/schema/index.js';
import type { AuthOperator } from '../../lib/call-context.js';
import { sha256 } from '../../lib/crypto.js';

/** Resolves an operator token to its operator: unexpired, unrevoked, account active. */
export async function findOperatorByToken(db: Db, token: string): Promise<AuthOperator | null> {
  const rows = await db
    .select({ id: operators.id, username: operators.username, displayName: operators.displayName, role: operators.role })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, sha256(token)),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, new Date()),
        eq(operators.status, 'active'),
      ),
    )
    .limit(1);
  const row = rows[0];
  return row ? { ...row, role: row.role as OperatorRole } : null;
}
