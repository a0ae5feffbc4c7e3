import { Link, useLoaderData, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Button, Empty, Input, InputNumber, Select, Spin, Tag } from 'antd';
import { useState } from 'react';
import {
  STOREFRONT_SORTS,
  STOREFRONT_SORT_LABEL,
  TOP_BAR_CITIES,
  fieldCompetitiveLeasingDetailsOp,
  storefrontCategoryListOp,
  storefrontGoodsListOp,
} from '@shp/contracts';
import { load } from '../../lib/server-data';
import { narrowsList, withParams } from '../../lib/query-filter';
import { Pager } from '../../components/Pager';
import { PastLastPage } from '../../components/PastLastPage';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { readPagerQuery, usePagerQuery } from '../../hooks/use-pager-query';
import { cityOfRequest } from '../../features/city/server-city';
import { storefrontFilterFromQuery } from '../../features/storefront/filter-query';
import { GoodsCard } from '../../features/storefront/GoodsCard';
import '../../features/storefront/storefront.css';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = url.searchParams;
  const city = await cityOfRequest(context, request);
  // At a venue the venue decides the place: no city of the visitor's narrows it further.
  const filter = storefrontFilterFromQuery(q, q.get('spaceId') ? undefined : city.cityCode);
  const { page, pageSize } = readPagerQuery(q);
  const [result, categories, venue] = await Promise.all([
    load(context, storefrontGoodsListOp, filter, { pageNum: page, pageSize }),
    load(context, storefrontCategoryListOp, {}),
    filter.spaceId ? load(context, fieldCompetitiveLeasingDetailsOp, { id: filter.spaceId }).catch(() => null) : Promise.resolve(null),
  ]);
  return { filter, result, categories, venue: venue && { id: venue.id, name: venue.name } };
}

const ALL = 'all';

/** /storefront: 场地活动服务 on sale — category, city, price and sort in the URL, rendered on the server. */
export default function Storefront() {
  const { filter, result, categories, venue } = useLoaderData<typeof loader>();
  const [search, setSearch] = useSearchParams();
  const navigation = useNavigation();
  const { page, pageSize, setPage, hrefFor } = usePagerQuery();
  const [price, setPrice] = useState<{ min?: number | null; max?: number | null }>({ min: filter.priceMin, max: filter.priceMax });
  const set = (v: Record<string, string | number | undefined>) =>
    setSearch((prev) => withParams(prev, { ...v, page: undefined }), { preventScrollReset: true });
  const cityValue = filter.cityCode ?? ALL;
  const cities = [{ value: ALL, label: '全国' }, ...TOP_BAR_CITIES.map((c) => ({ value: c.cityCode, label: c.cityName }))];
  if (filter.cityCode && !TOP_BAR_CITIES.some((c) => c.cityCode === filter.cityCode))
    cities.push({ value: filter.cityCode, label: result.list[0]?.cityName || filter.cityCode });
  return (
    <div className="shp-container">
      <Breadcrumbs trail={[{ title: '热门场地', to: '/spaceList?tabcheck=2' }]} />
      <h1 className="shp-page-title">{venue ? `${venue.name} · 场地活动服务` : '场地活动服务'}</h1>
      {venue && (
        <p className="shp-find-muted">
          该场地可选的活动服务。<Link to={`/spaceDetail?id=${venue.id}`}>查看场地</Link> · <Link to="/storefront">看全部服务</Link>
        </p>
      )}
      <section className="shp-filter" aria-label="筛选">
        <div className="shp-filter-row">
          <span className="shp-filter-label">服务类别</span>
          <div className="shp-filter-options">
            <Tag.CheckableTag checked={!filter.typeId} onChange={() => set({ typeId: undefined })}>
              不限
            </Tag.CheckableTag>
            {categories.map((c) => (
              <Tag.CheckableTag key={c.typeId} checked={filter.typeId === c.typeId} onChange={() => set({ typeId: c.typeId })}>
                {c.name}
              </Tag.CheckableTag>
            ))}
          </div>
        </div>
        <div className="shp-filter-row">
          <span className="shp-filter-label">城市</span>
          <div className="shp-filter-options">
            <Select aria-label="城市" style={{ width: 120 }} value={cityValue} options={cities} onChange={(v: string) => set({ cityCode: v })} />
          </div>
        </div>
        <div className="shp-filter-row">
          <span className="shp-filter-label">价格</span>
          <div className="shp-filter-options sf-price-range">
            <InputNumber
              aria-label="最低价"
              min={0}
              precision={0}
              placeholder="最低价"
              value={price.min}
              onChange={(v) => setPrice((p) => ({ ...p, min: v }))}
              style={{ width: 110 }}
            />
            <span>—</span>
            <InputNumber
              aria-label="最高价"
              min={0}
              precision={0}
              placeholder="最高价"
              value={price.max}
              onChange={(v) => setPrice((p) => ({ ...p, max: v }))}
              style={{ width: 110 }}
            />
            <span className="shp-find-muted">元</span>
            <Button
              onClick={() => {
                const min = price.min ?? undefined;
                const max = price.max ?? undefined;
                // A reversed range is read the way it was meant.
                const [lo, hi] = min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
                setPrice({ min: lo, max: hi });
                set({ priceMin: lo, priceMax: hi });
              }}
            >
              确定
            </Button>
          </div>
        </div>
        <div className="shp-filter-row">
          <span className="shp-filter-label">排序</span>
          <div className="shp-filter-options" style={{ gap: 12 }}>
            <Select
              aria-label="排序"
              style={{ width: 150 }}
              value={filter.sort ?? 'default'}
              options={STOREFRONT_SORTS.map((s) => ({ value: s, label: STOREFRONT_SORT_LABEL[s] }))}
              onChange={(v: string) => set({ sort: v === 'default' ? undefined : v })}
            />
            <Input.Search
              aria-label="服务名称"
              allowClear
              placeholder="服务名称或类别"
              defaultValue={filter.keyword}
              key={filter.keyword ?? ''}
              style={{ maxWidth: 260 }}
              enterButton="搜索"
              onSearch={(v) => set({ keyword: v.trim() || undefined })}
            />
          </div>
        </div>
      </section>
      <Spin spinning={navigation.state === 'loading'} description="加载中…">
        <p className="shp-find-muted" aria-live="polite">
          共 {result.total} 项服务
        </p>
        {result.list.length === 0 ? (
          result.total > 0 ? (
            <PastLastPage onFirst={() => setPage(1, pageSize)} />
          ) : (
            <Empty description={narrowsList(search) ? '没有符合条件的服务，试试其他类别、城市或价格' : '该城市暂无可购买的服务，换个城市看看'}>
              <Button onClick={() => setSearch(new URLSearchParams({ cityCode: ALL }))}>看全国的服务</Button>
            </Empty>
          )
        ) : (
          result.list.map((g) => <GoodsCard key={g.goodsId} goods={g} />)
        )}
      </Spin>
      <Pager total={result.total} page={page} pageSize={pageSize} onChange={setPage} hrefFor={hrefFor} scrollOnPageChange />
    </div>
  );
}
