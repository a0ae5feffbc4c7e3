import { useState } from 'react';
import { Link, useLoaderData, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { districtListOp, formatTreeOp, mapMallSearchOp, projectPageListOp } from '@shp/contracts';
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
import { mallFilterFromQuery } from '../../features/malls/filter-query';
import { MallCard } from '../../features/malls/MallCard';
import { CompareCard } from '../../features/compare/CompareCard';
import { formatNameOf, trendTitle } from '../../features/market/trend-scope';
import { MallFilters } from '../../features/malls/MallFilters';
import { MapSearch, MapSwitch } from '../../features/map/MapSearch';
import { isMapView, readMapState } from '../../features/map/map-query';
import { criteriaOfMallFilter } from '../../features/subscriptions/criteria';
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
  let filter = mallFilterFromQuery(url.searchParams, city.cityCode);
  const { page, pageSize } = readPagerQuery(url.searchParams);
  const [firstResult, districts, formats] = await Promise.all([
    load(context, projectPageListOp, filter, { pageNum: page, pageSize }),
    filter.cityCode ? load(context, districtListOp, { cityCode: filter.cityCode }) : Promise.resolve([]),
    load(context, formatTreeOp, {}),
  ]);
  let result = firstResult;
  if (filter.cityCode && filter.districtCode && !cityDistrictsOnly([filter.districtCode], districts)) {
    // A district left from another city (switched in the top bar) would show no mall and no district chosen.
    filter = { ...filter, districtCode: undefined };
    result = await load(context, projectPageListOp, filter, { pageNum: page, pageSize });
  }
  return { filter, result, districts, formats, cityName: filter.cityCode === city.cityCode ? city.cityName : '' };
}

export default function ProductPage() {
  const { filter, result, districts, formats, cityName } = useLoaderData<typeof loader>();
  const [search, setSearch] = useSearchParams();
  const narrowed = narrowsList(search);
  const navigation = useNavigation();
  const { page, pageSize, setPage, hrefFor } = usePagerQuery();
  const mapView = isMapView(search);
  const [mapRefusal, setMapRefusal] = useState<string | null>(null);
  const filters = (
    <MallFilters
      filter={filter}
      districts={districts}
      formats={formats}
      onChange={(c) => setSearch((prev) => withParams(prev, c), { preventScrollReset: true })}
    />
  );
  return (
    <div className="shp-container">
      <div className="shp-find-head">
        <h1 className="shp-page-title">{cityName}找商场</h1>
        <span>
          <MapSwitch label="地图找商场" />
          <SaveSearchButton criteria={criteriaOfMallFilter(filter, mapView ? readMapState(search) : null)} defaultName={`${cityName}商场订阅`} />
        </span>
      </div>
      {filters}
      {mapRefusal && !mapView && <InlineWarning onClose={() => setMapRefusal(null)}>{`地图搜索未完成：${mapRefusal}`}</InlineWarning>}
      <MarketTrendPanel
        key={`${filter.cityCode}-${filter.districtCode}-${filter.formatId}`}
        ask={filter.cityCode ? { cityCode: filter.cityCode, districtCode: filter.districtCode, formatId: filter.formatId } : null}
        title={`铺位租金：${trendTitle((filter.districtCode && districts.find((d) => d.regionId === filter.districtCode)?.regionName) || cityName || '本市', formatNameOf(formats, filter.formatId))}`}
      />
      {mapView && filter.cityCode ? (
        <MapSearch
          op={mapMallSearchOp}
          filter={filter}
          cityCode={filter.cityCode}
          unitWord="商场"
          hrefOf={(id) => `/shoppingMallDetail?id=${id}`}
          filters={filters}
          cardActions={(id) => <AddToCompareButton kind="mall" id={id} compact />}
          onRefused={setMapRefusal}
        />
      ) : (
        <>
          <BusyArea busy={navigation.state === 'loading'}>
            {/* The cards are h3 (they sit under an h2 elsewhere too); the list needs its own h2 under the page's h1. */}
            <h2 className="shp-visually-hidden">商场列表</h2>
            <p className="shp-find-muted" aria-live="polite">
              共 {result.total} 个商场
            </p>
            {result.list.length === 0 ? (
              <EmptyState
                description={
                  result.total > 0 ? '这一页没有更多了' : narrowed ? '没有符合条件的商场，试试放宽区域或面积' : `${cityName || '该城市'}暂无商场，换个城市看看`
                }
              >
                {result.total > 0 ? (
                  // A page past the end (an old link): the filter is fine, the page is not.
                  <button type="button" className="shp-btn" onClick={() => setPage(1, pageSize)}>
                    回到第一页
                  </button>
                ) : !narrowed ? (
                  <Link className="shp-btn" to="/citySCreen">
                    切换城市
                  </Link>
                ) : (
                  <button type="button" className="shp-btn" onClick={() => setSearch(new URLSearchParams())}>
                    清空筛选
                  </button>
                )}
              </EmptyState>
            ) : (
              <div>
                {result.list.map((m, i) => (
                  <CompareCard key={m.id} kind="mall" id={m.id}>
                    <MallCard mall={m} priority={i === 0} />
                  </CompareCard>
                ))}
              </div>
            )}
          </BusyArea>
          <Pager total={result.total} page={page} pageSize={pageSize} onChange={setPage} hrefFor={hrefFor} scrollOnPageChange />
        </>
      )}
      <CompareTray kind="mall" />
    </div>
  );
}
