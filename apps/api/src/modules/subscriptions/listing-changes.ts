import type { Db } from '../../db/client.js';
import { PUBLISHED } from '../../db/schema/index.js';
import { recordChange, type ChangeKind, type ListingKind } from './subscriptions.repository.js';

type Row = Record<string, unknown>;

const RENT_FIELD: Record<ListingKind, string> = { shop: 'monthlyRent', point: 'monthlyRent', mall: 'rentMin', space: 'priceDay' };

/**
 * What a saved search may be told about a listing's change (decision 061): it became public (new),
 * its rent went down, or it became 空置可租. Called in the transaction of the change; nothing for
 * unpublished listings or other content.
 */
export function changesOf(kind: string, before: Row | null, after: Row): ChangeKind[] {
  if (!(kind in RENT_FIELD) || after.status !== PUBLISHED) return [];
  if (!before || before.status !== PUBLISHED) return ['new'];
  const out: ChangeKind[] = [];
  const field = RENT_FIELD[kind as ListingKind];
  if (Number(after[field]) < Number(before[field])) out.push('rent_drop');
  if ((kind === 'shop' || kind === 'point') && after.openingStatus === 'vacant' && before.openingStatus !== 'vacant') out.push('vacant');
  return out;
}

export async function recordListingChanges(db: Db, kind: string, before: Row | null, after: Row) {
  for (const change of changesOf(kind, before, after)) await recordChange(db, kind as ListingKind, Number(after.id), change);
}
