import type { Db } from '../../db/client.js';
import { analyticsEvents } from '../../db/schema/index.js';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

export async function insertEvents(db: Db, rows: NewAnalyticsEvent[]) {
  if (!rows.length) return 0;
  await db.insert(analyticsEvents).values(rows);
  return rows.length;
}
