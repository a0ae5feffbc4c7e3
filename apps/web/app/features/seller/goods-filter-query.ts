import { sellerGoodsFilterSchema, type SellerGoodsFilter } from '@shp/contracts';
import { parseLenient, str, withParams } from '../../lib/query-filter';

/**
 * The goods list's filter from the URL (so Back from a goods page, a bookmark or the overview's
 * links show the same list). A value the contract refuses is dropped; 上架状态 travels as `shelf`
 * up/down.
 */
/** 上架状态 as the URL and the form's select write it. */
export type Shelf = 'up' | 'down';
export const shelfOf = (onShelf: boolean | undefined): Shelf | undefined => (onShelf === undefined ? undefined : onShelf ? 'up' : 'down');
export const onShelfOf = (shelf: string | null | undefined): boolean | undefined => (shelf === 'up' ? true : shelf === 'down' ? false : undefined);

export function goodsFilterFromQuery(q: URLSearchParams): SellerGoodsFilter {
  const f = parseLenient(sellerGoodsFilterSchema, { keyword: str(q.get('keyword')), status: str(q.get('status')), onShelf: onShelfOf(q.get('shelf')) });
  return { keyword: f.keyword || undefined, status: f.status, onShelf: f.onShelf };
}

/** The query for a new filter, from page 1. */
export function goodsFilterToQuery(prev: URLSearchParams, f: SellerGoodsFilter): URLSearchParams {
  return withParams(prev, { keyword: f.keyword, status: f.status, shelf: shelfOf(f.onShelf) });
}
