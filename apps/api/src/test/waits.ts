import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';

/**
 * Resolves once another connection to this database waits for a lock: a request the test sent
 * while holding a row in an open transaction has reached that row. After `timeoutMs` it resolves
 * anyway, so a request that never touches the row is judged by the test's own assertions.
 */
export async function untilAnotherWaitsForLock(db: Db, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (row.n > 0) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}
