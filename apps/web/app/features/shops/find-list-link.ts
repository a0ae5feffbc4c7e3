export type FindListKind = 'shop' | 'point';

export interface FindListLink {
  kind: FindListKind;
  /** The list page, with the visitor's own filters when they came from it. */
  to: string;
  /** The list's name: 找铺 or 找点位 (SPEC §2 child titles of /findShopList). */
  title: string;
}

const DEFAULT_LIST: Record<FindListKind, string> = {
  shop: '/findShopList?tabcheck=1',
  point: '/findShopList?tabcheck=2&titleCode=1',
};

function kindOfList(from: string): FindListKind {
  const query = from.includes('?') ? from.slice(from.indexOf('?') + 1) : '';
  return new URLSearchParams(query).get('tabcheck') === '2' ? 'point' : 'shop';
}

/**
 * The find list a shop or business point page leads back to. `from` is the list the visitor last
 * browsed (StorageKey.FIND_SHOP_FROM); `kind` the unit's own kind when the unit exists. A unit of
 * the other kind than that list goes to its own list; a missing unit (its kind unknown) to the list
 * the visitor came from.
 */
export function findListLink(from: string | null, kind?: FindListKind): FindListLink {
  const fromKind = from?.startsWith('/findShopList') ? kindOfList(from) : undefined;
  const listKind = kind ?? fromKind ?? 'shop';
  const to = from && fromKind === listKind ? from : DEFAULT_LIST[listKind];
  return { kind: listKind, to, title: listKind === 'point' ? '找点位' : '找铺' };
}
