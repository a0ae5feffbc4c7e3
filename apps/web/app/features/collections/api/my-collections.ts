import { queryOptions } from '@tanstack/react-query';
import {
  collectCountsOp,
  collectPageBrandListOp,
  collectPageMallListOp,
  collectPageShopListOp,
  consultantCollectListOp,
  spaceCollectListOp,
} from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { opKey } from '../../../lib/query-keys';

export type Tab = 'mall' | 'shop' | 'space' | 'brand' | 'consultant';
export const TABS: readonly Tab[] = ['mall', 'shop', 'space', 'brand', 'consultant'];
export interface Row {
  id: number;
  title: string;
  cover: string;
  sub: string;
  link: string;
}
type PageArg = { pageNum: number; pageSize: number };

/** The op listing each tab's collected items. */
export const COLLECTION_LIST_OPS = {
  mall: collectPageMallListOp,
  shop: collectPageShopListOp,
  space: spaceCollectListOp,
  brand: collectPageBrandListOp,
  consultant: consultantCollectListOp,
} as const;

// Collected on detail pages, outside the centre: each visit asks again, or a mall collected a
// moment ago was missing here (暂无收藏) for as long as the app keeps answers fresh.
export const collectionCountsQuery = (token: string) =>
  queryOptions({
    queryKey: opKey(collectCountsOp, { asker: token }),
    queryFn: () => callApi(collectCountsOp, {}, { silent: true }),
    refetchOnMount: 'always',
  });

/** One tab's page as list rows (a view of its op's answer). */
export const collectionRowsQuery = (token: string, tab: Tab, page: PageArg) =>
  queryOptions({
    queryKey: opKey(COLLECTION_LIST_OPS[tab], { asker: token, page, view: 'rows' }),
    queryFn: () => load(tab, page),
    refetchOnMount: 'always',
  });

async function load(tab: Tab, page: { pageNum: number; pageSize: number }): Promise<{ total: number; list: Row[] }> {
  if (tab === 'mall') {
    const r = await callApi(collectPageMallListOp, {}, { pageParam: page });
    return {
      total: r.total,
      list: r.list.map((m) => ({
        id: m.id,
        title: m.name,
        cover: m.coverUrl,
        sub: `${m.cityName} ${m.districtName} · ${m.address}`,
        link: `/productDetail?id=${m.id}`,
      })),
    };
  }
  if (tab === 'shop') {
    const r = await callApi(collectPageShopListOp, {}, { pageParam: page });
    return {
      total: r.total,
      list: r.list.map((s) => ({
        id: s.id,
        title: s.title,
        cover: s.coverUrl,
        sub: `${s.cityName} ${s.districtName} · ${s.area}㎡ · ${s.rentText}`,
        link: `/shopDetail?id=${s.id}`,
      })),
    };
  }
  if (tab === 'brand') {
    const r = await callApi(collectPageBrandListOp, {}, { pageParam: page });
    return {
      total: r.total,
      list: r.list.map((b) => ({
        id: b.id,
        title: b.name,
        cover: b.logoUrl,
        sub: `${b.format} · ${b.storeCount}家门店 · ${b.areaMin}–${b.areaMax}㎡`,
        link: `/BrandDetail?id=${b.id}`,
      })),
    };
  }
  if (tab === 'consultant') {
    const r = await callApi(consultantCollectListOp, {}, { pageParam: page });
    return {
      total: r.total,
      list: r.list.map((c) => ({
        id: c.id,
        title: c.name,
        cover: c.avatarUrl,
        sub: `${c.cityName} · ${c.title} · 从业${c.years}年`,
        link: `/consultantDetail?id=${c.id}`,
      })),
    };
  }
  const r = await callApi(spaceCollectListOp, {}, { pageParam: page });
  return {
    total: r.total,
    list: r.list.map((s) => ({
      id: s.id,
      title: s.name,
      cover: s.coverUrl,
      sub: `${s.mallName} · ${s.location} · ${s.area}㎡`,
      link: `/spaceDetail?id=${s.id}`,
    })),
  };
}
