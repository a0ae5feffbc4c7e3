import { RENTABLE_AREAS, type MallFilter, type SavedSearchCriteria, type ShopFilter } from '@shp/contracts';

/** The map part of a list URL (view=map): the viewport, or a drawn area. */
export interface MapPart {
  bbox: [number, number, number, number] | null;
  polygon: [number, number][] | null;
}

const area = (a: { min?: number; max?: number } | undefined) => ({
  ...(a?.min !== undefined ? { areaMin: a.min } : {}),
  ...(a?.max !== undefined ? { areaMax: a.max } : {}),
});

/** The list's keyword, trimmed; an empty box saves none. */
const keyword = (k: string | undefined) => (k?.trim() ? { keyword: k.trim() } : {});

/** A drawn area wins over the viewport; the list view saves no map part. */
const geo = (map: MapPart | null) => (map?.polygon ? { polygon: map.polygon } : map?.bbox ? { bbox: map.bbox } : {});

/**
 * A shop or point list's filter as a saved search. Null without a city: a search is matched
 * city by city; several districts or formats match any of them.
 * The saved link restores every filter of the list; these criteria are what a change is matched on.
 */
export function criteriaOfShopFilter(f: ShopFilter, map: MapPart | null): SavedSearchCriteria | null {
  if (!f.cityCode) return null;
  const districts = f.region ? [f.region] : f.addressList;
  return {
    kind: f.kind,
    cityCode: f.cityCode,
    ...(districts?.length ? { districtCodes: districts } : {}),
    ...(f.formatTypes?.length ? { formatIds: f.formatTypes } : {}),
    ...area(f.area),
    ...(f.rentMin !== undefined ? { rentMin: f.rentMin } : {}),
    ...(f.rentMax !== undefined ? { rentMax: f.rentMax } : {}),
    ...(f.floorList?.length ? { floors: f.floorList } : {}),
    ...keyword(f.keyword),
    ...geo(map),
  };
}

export function criteriaOfMallFilter(f: MallFilter, map: MapPart | null): SavedSearchCriteria | null {
  if (!f.cityCode) return null;
  return {
    kind: 'mall',
    cityCode: f.cityCode,
    ...(f.districtCode ? { districtCodes: [f.districtCode] } : {}),
    ...(f.formatId ? { formatIds: [f.formatId] } : {}),
    ...area(f.area),
    ...keyword(f.keyword),
    ...geo(map),
  };
}

export function criteriaOfSpaceFilter(
  f: { cityCode?: string; formatId?: number; rentableArea?: string; priceMax?: number; keyword?: string },
  map: MapPart | null,
): SavedSearchCriteria | null {
  if (!f.cityCode) return null;
  const band = RENTABLE_AREAS.find((a) => a.code === f.rentableArea);
  return {
    kind: 'space',
    cityCode: f.cityCode,
    ...(f.formatId ? { formatIds: [f.formatId] } : {}),
    ...(band ? { areaMin: band.min, areaMax: band.max } : {}),
    ...(f.priceMax !== undefined ? { rentMax: f.priceMax } : {}),
    ...keyword(f.keyword),
    ...geo(map),
  };
}
