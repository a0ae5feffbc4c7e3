import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { PUBLISHED } from '../db/schema/index.js';

/**
 * The listing changes saved searches are told about (decision 061). Written here, in lib, because
 * whoever edits a listing writes them in the transaction of the change, and a module reaches shared
 * code only through lib; the subscriptions module reads them in its match job. Not a database
 * trigger (decision 061): the seeder writes published rows by the hundred thousand that no search
 * should hear of, and the match job is sent by the application after the commit anyway.
 * `listing-changes.test.ts` fails when a module writes units, malls or spaces without calling
 * `recordListingChanges`.
 */
export type ListingKind = 'shop' | 'point' | 'mall' | 'space';
export type ChangeKind = 'new' | 'rent_drop' | 'vacant';

type Row = Record<string, unknown>;

const RENT_FIELD: Record<ListingKind, string> = { shop: 'monthlyRent', point: 'monthlyRent', mall: 'rentMin', space: 'priceDay' };

/** Listing facts a change copies, by kind: formats with their parents, so a first-level format matches its children. */
const FACTS: Record<ListingKind, (id: number) => SQL> = {
  shop: (id) => sql`select 'shop', l.id, l.title, '/shopDetail?id=' || l.id, l.city_code, l.district_code, ${withParents(sql`l.format_ids`)},
    l.area, l.monthly_rent, l.lng, l.lat, l.floor, l.search from shops l where l.id = ${id} and l.kind = 'shop'`,
  point: (id) => sql`select 'point', l.id, l.title, '/shopDetail?id=' || l.id, l.city_code, l.district_code, ${withParents(sql`l.format_ids`)},
    l.area, l.monthly_rent, l.lng, l.lat, l.floor, l.search from shops l where l.id = ${id} and l.kind = 'point'`,
  mall: (id) => sql`select 'mall', l.id, l.name, '/shoppingMallDetail?id=' || l.id, l.city_code, l.district_code, ${withParents(sql`l.format_ids`)},
    l.total_area, l.rent_min, l.lng, l.lat, null::text, l.search from malls l where l.id = ${id}`,
  space: (id) => sql`select 'space', l.id, l.name, '/spaceDetail?id=' || l.id, l.city_code, l.district_code, ${withParents(sql`l.format_ids`)},
    l.area, l.price_day, m.lng, m.lat, null::text, m.search from spaces l join malls m on m.id = l.mall_id where l.id = ${id}`,
};

function withParents(ids: SQL) {
  return sql`coalesce((select array_agg(distinct x) from formats f, unnest(array[f.id, f.parent_id]) x where f.id = any(${ids}) and x is not null), '{}'::int[])`;
}

/**
 * What a saved search may be told about a listing's change: it became public (new), its rent went
 * down, or it became 空置可租. Nothing for unpublished listings or other content.
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

/** Records a change of a published listing, in the caller's transaction; matched later by the job. */
export async function recordChange(db: Db, kind: ListingKind, id: number, change: ChangeKind) {
  await db.execute(sql`insert into listing_changes (kind, listing_id, title, link, city_code, district_code, format_ids, area, rent, lng, lat,
      floor, search, change)
    select *, ${change} from (${FACTS[kind](id)}) f`);
}

/** Every change `before → after` of a listing means, recorded in the caller's transaction. */
export async function recordListingChanges(db: Db, kind: string, before: Row | null, after: Row) {
  for (const change of changesOf(kind, before, after)) await recordChange(db, kind as ListingKind, Number(after.id), change);
}
