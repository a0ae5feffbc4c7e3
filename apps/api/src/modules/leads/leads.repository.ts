import type { Db } from '../../db/client.js';
import { leadEvents, leads } from '../../db/schema/index.js';
import { oneWorkingDayAfter } from '../../lib/working-day.js';

export type LeadKind = 'consult' | 'cooperation' | 'merchant_service' | 'franchise' | 'space_quote' | 'appointment';

export interface NewLead {
  kind: LeadKind;
  sourcePage: string;
  sourceType?: string;
  memberId?: number | null;
  brandName?: string;
  brandId?: number | null;
  liaison: string;
  phone: string;
  isOpenShop?: 'Y' | 'N' | null;
  cityCode?: string | null;
  targetType?: string | null;
  targetId?: number | null;
  details?: Record<string, unknown>;
  channel?: Record<string, string>;
}

/**
 * Stores a lead with its follow-up deadline and its first history entry, in one transaction.
 * Callers validate input with their contract first and decide on duplicates.
 */
export async function insertLead(db: Db, lead: NewLead, now = new Date()) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        kind: lead.kind,
        sourcePage: lead.sourcePage,
        sourceType: lead.sourceType ?? '2',
        memberId: lead.memberId ?? null,
        brandName: lead.brandName ?? '',
        brandId: lead.brandId ?? null,
        liaison: lead.liaison,
        phone: lead.phone,
        isOpenShop: lead.isOpenShop ?? null,
        cityCode: lead.cityCode ?? null,
        targetType: lead.targetType ?? null,
        targetId: lead.targetId ?? null,
        details: lead.details ?? {},
        channel: lead.channel ?? {},
        deadlineAt: oneWorkingDayAfter(now),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(leadEvents).values({ leadId: row.id, actor: lead.memberId ? `member:${lead.memberId}` : 'system', toStatus: 'new', note: '收到留资' });
    return row;
  });
}

/** The channel fields of the call wrapper, as stored on a lead. */
export function channelOf(wrapper: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of ['shareChannel', 'shareId', 'clueUniqueId', 'clueQrId', 'clickId']) {
    const v = wrapper[k];
    if (typeof v === 'string' && v) out[k] = v;
  }
  return out;
}
