import { Link, useLoaderData, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Empty, Segmented, Select, Space, Spin } from 'antd';
import { LEASE_TYPES, TOP_BAR_CITIES, cityListOp, eventVenueListOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { withParams } from '../../lib/query-filter';
import { readPagerQuery, usePagerQuery } from '../../hooks/use-pager-query';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { Pager } from '../../components/Pager';
import '../../styles/content.css';
import { formatNumber } from '../../lib/format';
import { PastLastPage } from '../../components/PastLastPage';
import { PlainTag } from '../../components/PlainTag';
import { leaseTypeFromQuery } from '../../features/cooperation/lease-type-query';

/** /cooperationList: find an event venue for a cooperation activity. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const city = await cityOfQuery(context, q.get('cityCode'));
  const cityCode = city?.cityCode;
  const leaseType = leaseTypeFromQuery(q.get('leaseType'));
  const sort = q.get('sort') === 'price' ? ('price' as const) : ('traffic' as const);
  const { page, pageSize } = readPagerQuery(q);
  const result = await load(context, eventVenueListOp, { cityCode, leaseType, sort }, { pageNum: page, pageSize });
  const cities = city && !TOP_BAR_CITIES.some((c) => c.cityCode === city.cityCode) ? [...TOP_BAR_CITIES, city] : TOP_BAR_CITIES;
  return { result, cityCode, cities, leaseType, sort };
}

/**
 * ?cityCode= as a city: one of the 12 offered, or another city's (venues are in more cities; a
 * link may name one) with its name so the select shows it, not the code. An unknown code is ignored.
 */
async function cityOfQuery(context: LoaderFunctionArgs['context'], code: string | null): Promise<{ cityCode: string; cityName: string } | undefined> {
  if (!code || !/^\d{6}$/.test(code)) return undefined;
  const top = TOP_BAR_CITIES.find((c) => c.cityCode === code);
  if (top) return top;
  const hit = (await load(context, cityListOp, {})).region.flatMap((g) => g.cities).find((c) => c.cityCode === code);
  return hit && { cityCode: hit.cityCode, cityName: hit.cityName };
}

export default function CooperationList() {
  const { result, cityCode, cities = TOP_BAR_CITIES, leaseType, sort } = useLoaderData<typeof loader>();
  const [, setSearch] = useSearchParams();
  const navigation = useNavigation();
  const { page, pageSize, setPage, hrefFor } = usePagerQuery();
  const set = (v: Record<string, string | undefined>) => setSearch((prev) => withParams(prev, { ...v, page: undefined }), { preventScrollReset: true });
  return (
    <div className="shp-container">
      <Breadcrumbs trail={[{ title: '找合作', to: '/cooperAtions?tabcheck=0' }]} />
      <h1 className="shp-page-title">找活动场地</h1>
      <p className="shp-c-muted">
        场地定了，活动服务也能在线买：<Link to={cityCode ? `/storefront?cityCode=${cityCode}` : '/storefront'}>场地活动服务</Link>
      </p>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder="全部城市"
          value={cityCode}
          style={{ width: 140 }}
          onChange={(v) => set({ cityCode: v })}
          options={cities.map((c) => ({ value: c.cityCode, label: c.cityName }))}
          aria-label="城市"
        />
        <Select
          allowClear
          placeholder="活动类型"
          value={leaseType}
          style={{ width: 140 }}
          onChange={(v) => set({ leaseType: v })}
          options={LEASE_TYPES.map((t) => ({ value: t, label: t }))}
          aria-label="活动类型"
        />
        <Segmented
          value={sort}
          onChange={(v) => set({ sort: v === 'price' ? 'price' : undefined })}
          options={[
            { label: '客流优先', value: 'traffic' },
            { label: '价格优先', value: 'price' },
          ]}
        />
      </Space>
      <Spin spinning={navigation.state === 'loading'} description="加载中…">
        {result.list.length === 0 && result.total > 0 ? (
          <PastLastPage onFirst={() => setPage(1, pageSize)} />
        ) : result.list.length === 0 ? (
          <Empty description="没有符合条件的场地" />
        ) : (
          <div className="shp-c-grid">
            {result.list.map((v) => (
              <Link className="shp-c-tile" to={`/spaceDetail?id=${v.id}`} key={v.id} data-testid="venue-tile">
                <img src={v.coverUrl} alt="" loading="lazy" />
                <div className="shp-c-tile-body">
                  <h3>{v.name}</h3>
                  <p>
                    {v.cityName} · {v.mallName} · {v.area}㎡
                  </p>
                  <p>
                    <b style={{ color: '#d4380d' }}>{formatNumber(v.priceDay)}元/天</b> · {v.minDays}天起租 · 日均客流{formatNumber(v.dailyTraffic)}
                  </p>
                  {v.leaseTypes.map((t) => (
                    <PlainTag key={t}>{t}</PlainTag>
                  ))}
                </div>
              </Link>
            ))}
          </div>
        )}
      </Spin>
      <Pager total={result.total} page={page} pageSize={pageSize} onChange={setPage} hrefFor={hrefFor} scrollOnPageChange />
    </div>
  );
}
