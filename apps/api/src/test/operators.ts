import type { OperatorRole } from '@shp/contracts';
import type { Db } from '../db/client.js';
import { operators, operatorSessions } from '../db/schema/index.js';
import { randomToken, sha256 } from '../lib/crypto.js';
import { hashPassword } from '../modules/admin-auth/password.js';

let seq = 0;
/** Hashing is deliberately slow: fixtures share one hash of this password. */
export const FIXTURE_OPERATOR_PASSWORD = 'fixture-operator-password';
let sharedHash: Promise<string> | null = null;

/**
 * An operator with a live session, written straight to the database (no secret in the repo and
 * no bootstrap account in tests). Send the token as the `admin-token` header.
 */
export async function createOperatorSession(
  db: Db,
  opts: { role?: OperatorRole; username?: string; displayName?: string; status?: 'active' | 'disabled' } = {},
) {
  seq += 1;
  sharedHash ??= hashPassword(FIXTURE_OPERATOR_PASSWORD);
  const role = opts.role ?? 'admin';
  const [operator] = await db
    .insert(operators)
    .values({
      username: opts.username ?? `${role}${seq}_${Date.now() % 100000}`,
      displayName: opts.displayName ?? `测试${role}${seq}`,
      role,
      passwordHash: await sharedHash,
      status: opts.status ?? 'active',
    })
    .returning();
  const token = randomToken();
  await db.insert(operatorSessions).values({ operatorId: operator.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 3600_000) });
  return { operator, token, headers: { 'admin-token': token } };
}
