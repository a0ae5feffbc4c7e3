import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Empty, Select } from 'antd';
import { hotInvestmentOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { cityOptionsWith } from '../../lib/city-options';
import { withParams } from '../../lib/query-filter';
import { readPagerQuery, usePagerQuery } from '../../hooks/use-pager-query';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { Pager } from '../../components/Pager';
import '../../styles/content.css';
import { formatNumber } from '../../lib/format';
import { PastLastPage } from '../../components/PastLastPage';
import { PlainTag } from '../../components/PlainTag';

const OPEN_STATUS: Record<string, string> = { open: '已开业', preparing: '筹备中', renovating: '改造中' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const cityCode = /^\d{6}$/.test(q.get('cityCode') ?? '') ? q.get('cityCode')! : undefined;
  const { page, pageSize } = readPagerQuery(q);
  return { cityCode, result: await load(context, hotInvestmentOp, { cityCode }, { pageNum: page, pageSize }) };
}

export default function HotInvestment() {
  const { cityCode, result } = useLoaderData<typeof loader>();
  const [, setSearch] = useSearchParams();
  const { page, pageSize, setPage, hrefFor } = usePagerQuery();
  return (
    <div className="shp-container">
      <Breadcrumbs />
      <div className="shp-c-head">
        <h1 className="shp-page-title">热门招商</h1>
        <Select
          allowClear
          placeholder="全部城市"
          value={cityCode}
          style={{ width: 140, marginTop: 16 }}
          onChange={(v) => setSearch((prev) => withParams(prev, { cityCode: v, page: undefined }))}
          options={cityOptionsWith(cityCode, result.list[0]?.cityName)}
          aria-label="城市"
        />
      </div>
      <p className="shp-c-sub">按招商热度排序的商业项目，含在租铺位数与租金区间</p>
      {/* The project cards are h3: the ranking gets the h2 between them and the h1. */}
      <h2 className="shp-visually-hidden">招商项目排行</h2>
      {result.list.length === 0 && result.total > 0 ? (
        <PastLastPage onFirst={() => setPage(1, pageSize)} />
      ) : result.list.length === 0 ? (
        <Empty description="该城市暂无招商项目" />
      ) : (
        result.list.map((m, i) => (
          <Link className="shp-c-card" to={`/productDetail?id=${m.id}`} key={m.id} data-testid="hot-mall">
            <img src={m.coverUrl} alt="" loading="lazy" width={180} height={120} />
            <div>
              <h3>
                <PlainTag color={i + (page - 1) * pageSize < 3 ? 'red' : 'default'}>No.{i + 1 + (page - 1) * pageSize}</PlainTag>
                {m.name}
              </h3>
              <div className="shp-c-meta">
                <span>
                  {m.cityName} {m.districtName}
                </span>
                <span>{OPEN_STATUS[m.openStatus] ?? m.openStatus}</span>
                <span>招商热度 {m.investmentScore}</span>
              </div>
              <p>
                商业面积 {formatNumber(m.businessArea)}㎡ · 日均客流 {formatNumber(m.dailyTraffic)} · 租金 {m.rentMin}-{m.rentMax} 元/㎡/天 · 在租铺位{' '}
                {m.vacantShops} 个
              </p>
            </div>
          </Link>
        ))
      )}
      <Pager total={result.total} page={page} pageSize={pageSize} onChange={setPage} hrefFor={hrefFor} scrollOnPageChange />
    </div>
  );
}
