import { useState } from 'react';
import { Link, useLoaderData, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Button, Card, Col, Empty, Input, Row, Select, Spin, Tag } from 'antd';
import { fieldCompetitiveLeasingOp, LEASE_TYPES, mapSpaceSearchOp, RENTABLE_AREAS, webOptionalSquareOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { narrowsList, withParams } from '../../lib/query-filter';
import { Pager } from '../../components/Pager';
import { InlineWarning } from '../../components/InlineWarning';
import { readPagerQuery, usePagerQuery } from '../../hooks/use-pager-query';
import { cityOfRequest } from '../../features/city/server-city';
import { spaceFilterFromQuery } from '../../features/spaces/filter-query';
import { SpaceCard } from '../../features/spaces/SpaceCard';
import { formatNumber } from '../../lib/format';
import { MapSearch, MapSwitch } from '../../features/map/MapSearch';
import { isMapView, readMapState } from '../../features/map/map-query';
import { SaveSearchButton } from '../../features/subscriptions/SaveSearchButton';
import { criteriaOfSpaceFilter } from '../../features/subscriptions/criteria';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const city = await cityOfRequest(context, request);
  const filter = spaceFilterFromQuery(url.searchParams, city.cityCode);
  const { page, pageSize } = readPagerQuery(url.searchParams);
  const [hot, result] = await Promise.all([
    load(context, webOptionalSquareOp, { cityCode: filter.cityCode }),
    load(context, fieldCompetitiveLeasingOp, filter, { pageNum: page, pageSize }),
  ]);
  return { filter, hot, result, cityName: filter.cityCode === city.cityCode ? city.cityName : '' };
}

const SORTS = [
  { value: 'default', label: '热门优先' },
  { value: 'priceAsc', label: '价格从低到高' },
  { value: 'priceDesc', label: '价格从高到低' },
  { value: 'traffic', label: '客流从高到低' },
];

export default function SpaceList() {
  const { filter, hot, result, cityName } = useLoaderData<typeof loader>();
  const [search, setSearch] = useSearchParams();
  const narrowed = narrowsList(search);
  const navigation = useNavigation();
  const { page, pageSize, setPage, hrefFor } = usePagerQuery();
  const set = (v: Record<string, string | undefined>) => setSearch((prev) => withParams(prev, v), { preventScrollReset: true });
  const mapView = isMapView(search);
  const filters = (
    <section className="shp-filter" aria-label="筛选">
      <div className="shp-filter-row">
        <span className="shp-filter-label">租赁类型</span>
        <div className="shp-filter-options">
          <Tag.CheckableTag checked={!filter.leaseType} onChange={() => set({ leaseType: undefined })}>
            不限
          </Tag.CheckableTag>
          {LEASE_TYPES.map((t) => (
            <Tag.CheckableTag key={t} checked={filter.leaseType === t} onChange={() => set({ leaseType: t })}>
              {t}
            </Tag.CheckableTag>
          ))}
        </div>
      </div>
      <div className="shp-filter-row">
        <span className="shp-filter-label">可租面积</span>
        <div className="shp-filter-options">
          <Tag.CheckableTag checked={!filter.rentableArea} onChange={() => set({ rentableArea: undefined })}>
            不限
          </Tag.CheckableTag>
          {RENTABLE_AREAS.map((a) => (
            <Tag.CheckableTag key={a.code} checked={filter.rentableArea === a.code} onChange={() => set({ rentableArea: a.code })}>
              {a.name}
            </Tag.CheckableTag>
          ))}
        </div>
      </div>
      <div className="shp-filter-row">
        <span className="shp-filter-label">排序</span>
        <div className="shp-filter-options" style={{ gap: 12 }}>
          <Select aria-label="排序" style={{ width: 150 }} value={filter.sort} options={SORTS} onChange={(v: string) => set({ sort: v })} />
          <Input.Search
            aria-label="场地或商场名称"
            allowClear
            placeholder="场地或商场名称"
            defaultValue={filter.keyword}
            key={filter.keyword ?? ''}
            style={{ maxWidth: 260 }}
            enterButton="搜索"
            onSearch={(v) => set({ keyword: v.trim() || undefined })}
          />
        </div>
      </div>
    </section>
  );
  const [mapRefusal, setMapRefusal] = useState<string | null>(null);
  return (
    <div className="shp-container">
      <div className="shp-find-head">
        <h1 className="shp-page-title">{cityName}热门场地</h1>
        <span>
          <MapSwitch label="地图找场地" />
          <SaveSearchButton criteria={criteriaOfSpaceFilter(filter, mapView ? readMapState(search) : null)} defaultName={`${cityName}场地订阅`} />
        </span>
      </div>
      <p className="shp-find-muted">
        办活动还需要策划、搭建、音响灯光？<Link to="/storefront">去看场地活动服务</Link>
      </p>
      {hot.length > 0 && !mapView && (
        <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
          {hot.slice(0, 4).map((s) => (
            <Col key={s.id} xs={12} md={6}>
              <Link to={`/spaceDetail?id=${s.id}`}>
                <Card
                  hoverable
                  size="small"
                  cover={<img src={s.coverUrl} alt={s.name} width={400} height={250} style={{ objectFit: 'cover', aspectRatio: '8 / 5', height: 'auto' }} />}
                >
                  <strong style={{ fontSize: 14 }}>{s.name}</strong>
                  <div className="shp-find-muted">
                    {s.area}㎡ · {formatNumber(s.priceDay)}元/天
                  </div>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
      {filters}
      {mapRefusal && !mapView && <InlineWarning onClose={() => setMapRefusal(null)}>{`地图搜索未完成：${mapRefusal}`}</InlineWarning>}
      {mapView && filter.cityCode ? (
        <MapSearch
          op={mapSpaceSearchOp}
          filter={filter}
          cityCode={filter.cityCode}
          unitWord="场地"
          hrefOf={(id) => `/spaceDetail?id=${id}`}
          filters={filters}
          onRefused={setMapRefusal}
        />
      ) : (
        <>
          <Spin spinning={navigation.state === 'loading'} description="加载中…">
            <p className="shp-find-muted" aria-live="polite">
              共 {result.total} 处场地
            </p>
            {result.list.length === 0 ? (
              <Empty
                description={
                  result.total > 0
                    ? '这一页没有更多了'
                    : narrowed
                      ? '没有符合条件的场地，试试其他租赁类型或面积'
                      : `${cityName || '该城市'}暂无可租场地，换个城市看看`
                }
              >
                {result.total > 0 ? (
                  <Button onClick={() => setPage(1, pageSize)}>回到第一页</Button>
                ) : narrowed ? (
                  <Button onClick={() => setSearch(new URLSearchParams({ tabcheck: '2' }))}>清空筛选</Button>
                ) : (
                  <Link to="/citySCreen">切换城市</Link>
                )}
              </Empty>
            ) : (
              result.list.map((s) => <SpaceCard key={s.id} space={s} />)
            )}
          </Spin>
          <Pager total={result.total} page={page} pageSize={pageSize} onChange={setPage} hrefFor={hrefFor} scrollOnPageChange />
        </>
      )}
    </div>
  );
}
