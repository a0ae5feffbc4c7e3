import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Empty, Segmented } from 'antd';
import { INVEST_RANGES, franchiseListOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { readPagerQuery, usePagerQuery } from '../../hooks/use-pager-query';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { Pager } from '../../components/Pager';
import { PastLastPage } from '../../components/PastLastPage';
import { FranchiseBrandCard } from '../../features/franchise/FranchiseBrandCard';
import '../../styles/content.css';

/** /joinbrand: franchise brands by investment budget, from the cooperation area. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const investRange = INVEST_RANGES.some((r) => r.key === q.get('invest')) ? q.get('invest')! : undefined;
  const { page, pageSize } = readPagerQuery(q);
  return { investRange, result: await load(context, franchiseListOp, { investRange, sort: 'invest' }, { pageNum: page, pageSize }) };
}

export default function Joinbrand() {
  const { investRange, result } = useLoaderData<typeof loader>();
  const [, setSearch] = useSearchParams();
  const { page, pageSize, setPage, hrefFor } = usePagerQuery();
  return (
    <div className="shp-container">
      <Breadcrumbs trail={[{ title: '找合作', to: '/cooperAtions?tabcheck=2&titleCode=2' }]} />
      <div className="shp-c-head">
        <h1 className="shp-page-title">品牌加盟</h1>
        <Link to="/LandingPage" style={{ marginTop: 20 }}>
          免费获取加盟方案 →
        </Link>
      </div>
      <Segmented
        className="shp-c-scroll"
        style={{ marginBottom: 16 }}
        value={investRange ?? 'all'}
        onChange={(v) => setSearch(new URLSearchParams(v === 'all' ? {} : { invest: String(v) }))}
        options={[{ label: '不限预算', value: 'all' }, ...INVEST_RANGES.map((r) => ({ label: r.name, value: r.key }))]}
      />
      {result.list.length === 0 && result.total > 0 ? (
        <PastLastPage onFirst={() => setPage(1, pageSize)} />
      ) : result.list.length === 0 ? (
        <Empty description="没有符合条件的加盟品牌" />
      ) : (
        <div className="shp-c-grid">
          {result.list.map((b) => (
            <FranchiseBrandCard key={b.id} b={b} />
          ))}
        </div>
      )}
      <Pager total={result.total} page={page} pageSize={pageSize} onChange={setPage} hrefFor={hrefFor} scrollOnPageChange />
    </div>
  );
}
