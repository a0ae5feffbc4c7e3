import { useEffect, useState } from 'react';
import { Link, useLoaderData, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { districtListOp, formatTreeOp, mapShopSearchOp, shopPageListOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { narrowsList, withParams } from '../../lib/query-filter';
import { cityDistrictsOnly } from '../../lib/city-districts';
import { Pager } from '../../components/Pager';
import { InlineWarning } from '../../components/InlineWarning';
import { BusyArea } from '../../components/BusyArea';
import { EmptyState } from '../../components/EmptyState';
import { lazyIsland } from '../../components/lazy-island';
import { readPagerQuery, usePagerQuery } from '../../hooks/use-pager-query';
import { cityOfRequest } from '../../features/city/server-city';
import { shopFilterFromQuery } from '../../features/shops/filter-query';
import { ShopCard } from '../../features/shops/ShopCard';
import { rememberFindList } from '../../features/shops/find-list-from';
import { ShopFilters, type ShopFilterChange } from '../../features/shops/ShopFilters';
import { MapSearch, MapSwitch } from '../../features/map/MapSearch';
import { CompareCard } from '../../features/compare/CompareCard';
import { formatNameOf, trendTitle } from '../../features/market/trend-scope';
import { criteriaOfShopFilter } from '../../features/subscriptions/criteria';
import { isMapView, readMapState } from '../../features/map/map-query';
import '../../features/compare/compare.css';
import '../../features/market/market.css';

// Pieces beside the list itself load after the first view (lazyIsland); their styles stay in it.
const CompareTray = lazyIsland(() => import('../../features/compare/CompareTray').then((m) => m.CompareTray));
const MarketTrendPanel = lazyIsland(() => import('../../features/market/MarketTrendPanel').then((m) => m.MarketTrendPanel));
const AddToCompareButton = lazyIsland(() => import('../../features/compare/AddToCompareButton').then((m) => m.AddToCompareButton));
const SaveSearchButton = lazyIsland(() => import('../../features/subscriptions/SaveSearchButton').then((m) => m.SaveSearchButton));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const city = await cityOfRequest(context, request);
  let filter = shopFilterFromQuery(url.searchParams, city.cityCode);
  const { page, pageSize } = readPagerQuery(url.searchParams);
  const [firstResult, districts, formats] = await Promise.all([
    load(context, shopPageListOp, filter, { pageNum: page, pageSize }),
    filter.cityCode ? load(context, districtListOp, { cityCode: filter.cityCode }) : Promise.resolve([]),
    load(context, formatTreeOp, {}),
  ]);
  let result = firstResult;
  if (filter.cityCode) {
    // Asked again only in the rare case of a district left from another city: the common case keeps one round.
    const region = cityDistrictsOnly([filter.region], districts)?.[0];
    const addressList = cityDistrictsOnly(filter.addressList, districts);
    if (region !== filter.region || (addressList?.length ?? 0) !== (filter.addressList?.length ?? 0)) {
      filter = { ...filter, region, addressList };
      result = await load(context, shopPageListOp, filter, { pageNum: page, pageSize });
    }
  }
  return { filter, result, districts, formats, cityName: filter.cityCode === city.cityCode ? city.cityName : '' };
}

const TABS = [
  { key: '1', label: '找铺' },
  { key: '2', label: '找点位' },
] as const;

export default function FindShopList() {
  const { filter, result, districts, formats, cityName } = useLoaderData<typeof loader>();
  const [search, setSearch] = useSearchParams();
  const navigation = useNavigation();
  const { page, pageSize, setPage, hrefFor } = usePagerQuery();
  const point = filter.kind === 'point';
  // A 在租铺位 link (decision 017) lands here: the total says it counts the same thing.
  const unitWord = `${filter.openingStatus === 'onMarket' ? '在租' : ''}${point ? '点位' : '铺位'}`;
  const mapView = isMapView(search);
  const [mapRefusal, setMapRefusal] = useState<string | null>(null);
  // The market trend follows one chosen format (several chosen: every format).
  const trendFormat = filter.formatTypes?.length === 1 ? filter.formatTypes[0] : undefined;
  const trendFormatName = formatNameOf(formats, trendFormat);
  const trendDistrict = filter.region ? (districts.find((d) => d.regionId === filter.region)?.regionName ?? '') : '';

  useEffect(() => {
    // Where the visitor came from in the list; the detail page's back link uses it (cleared on the way to 智能选址, SPEC §2).
    rememberFindList(`/findShopList?${search.toString()}`);
  }, [search]);

  const change = (c: ShopFilterChange) =>
    setSearch(
      (prev) =>
        withParams(prev, { ...c, region: 'region' in c ? c.region : prev.get('region') } as Record<string, string | number | string[] | number[] | undefined>),
      { preventScrollReset: true },
    );

  return (
    <div className="shp-container">
      <div className="shp-find-head">
        <h1 className="shp-page-title">
          {cityName}
          {point ? '找点位' : '找铺'}
        </h1>
        <span>
          <Link to="/shopRecommended" className="shp-btn shp-btn-primary">
            智能选址：按品牌需求推荐
          </Link>
          <MapSwitch label={point ? '地图找点位' : '地图找铺'} />
          <SaveSearchButton
            criteria={criteriaOfShopFilter(filter, mapView ? readMapState(search) : null)}
            defaultName={`${cityName}${point ? '点位' : '商铺'}订阅`}
          />
        </span>
      </div>
      <nav className="shp-find-tabs" aria-label="找铺或找点位">
        {TABS.map((t) => (
          <Link
            key={t.key}
            to={`?${withParams(search, { tabcheck: t.key, titleCode: t.key === '2' ? '1' : undefined }).toString()}`}
            aria-current={(point ? '2' : '1') === t.key ? 'page' : undefined}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <ShopFilters filter={filter} districts={districts} formats={formats} mallName={result.list[0]?.mallName} onChange={change} />
      {mapRefusal && !mapView && <InlineWarning onClose={() => setMapRefusal(null)}>{`地图搜索未完成：${mapRefusal}`}</InlineWarning>}
      <MarketTrendPanel
        key={`${filter.cityCode}-${filter.region}-${trendFormat}-${filter.kind}`}
        ask={filter.cityCode ? { cityCode: filter.cityCode, districtCode: filter.region, formatId: trendFormat, kind: filter.kind } : null}
        title={trendTitle(trendDistrict || cityName || '本市', trendFormatName)}
      />
      {mapView && filter.cityCode ? (
        <MapSearch
          op={mapShopSearchOp}
          filter={filter}
          cityCode={filter.cityCode}
          unitWord={unitWord}
          hrefOf={(id) => `/shopDetail?id=${id}`}
          filters={<ShopFilters filter={filter} districts={districts} formats={formats} onChange={change} />}
          cardActions={(id) => <AddToCompareButton kind={filter.kind} id={id} compact />}
          onRefused={setMapRefusal}
        />
      ) : (
        <>
          <BusyArea busy={navigation.state === 'loading'}>
            {/* The cards are h3 (they sit under an h2 elsewhere too); the list needs its own h2 under the page's h1. */}
            <h2 className="shp-visually-hidden">{point ? '点位列表' : '铺位列表'}</h2>
            <p className="shp-find-muted" aria-live="polite">
              共找到 {result.total >= 10000 ? '10000+' : result.total} 个{unitWord}
            </p>
            {result.list.length === 0 ? (
              <EmptyState
                description={
                  result.total > 0
                    ? '这一页没有更多了'
                    : narrowsList(search)
                      ? `没有符合条件的${point ? '点位' : '铺位'}，试试放宽面积、楼层或区域`
                      : `${cityName || '该城市'}暂无${unitWord}，换个城市看看`
                }
              >
                {result.total > 0 ? (
                  // A page past the end (an old link): the filter is fine, the page is not.
                  <button type="button" className="shp-btn" onClick={() => setPage(1, pageSize)}>
                    回到第一页
                  </button>
                ) : !narrowsList(search) ? (
                  <Link className="shp-btn" to="/citySCreen">
                    切换城市
                  </Link>
                ) : (
                  <button
                    type="button"
                    className="shp-btn"
                    onClick={() => setSearch(new URLSearchParams(point ? { tabcheck: '2', titleCode: '1' } : { tabcheck: '1' }))}
                  >
                    清空筛选
                  </button>
                )}
              </EmptyState>
            ) : (
              <div>
                {result.list.map((s, i) => (
                  <CompareCard key={s.id} kind={filter.kind} id={s.id}>
                    <ShopCard shop={s} priority={i === 0} />
                  </CompareCard>
                ))}
              </div>
            )}
          </BusyArea>
          <Pager total={result.total} page={page} pageSize={pageSize} onChange={setPage} hrefFor={hrefFor} scrollOnPageChange />
        </>
      )}
      <CompareTray kind={filter.kind} />
    </div>
  );
}
