/**
 * The list a 在租 count links to (decision 017): the same units the count counts, no more. A count
 * of 在租铺位 (ON_MARKET_STATUSES) opens the find list with openingStatus=onMarket, in the count's
 * own city (a mall's list in the visitor's chosen city would be empty for a mall elsewhere).
 */
export function onMarketListLink(o: { kind?: 'shop' | 'point'; cityCode?: string; mallId?: number }): string {
  const q = new URLSearchParams(o.kind === 'point' ? { tabcheck: '2', titleCode: '1' } : { tabcheck: '1' });
  if (o.cityCode) q.set('cityCode', o.cityCode);
  if (o.mallId !== undefined) q.set('mallId', String(o.mallId));
  q.set('openingStatus', 'onMarket');
  return `/findShopList?${q.toString()}`;
}
