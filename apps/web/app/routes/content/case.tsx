import { Link, useLoaderData, useLocation, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { wonderfulCaseOp, caseDetailOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { readPagerQuery, usePagerQuery } from '../../hooks/use-pager-query';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RelatedLinks } from '../../components/RelatedLinks';
import { Pager } from '../../components/Pager';
import { linkWithTrail } from '../../lib/breadcrumb';
import { ShareButton } from '../../features/share/ShareButton';
import { describeItem, itemIdOf, withDescription } from '../../lib/seo';
import '../../styles/content.css';
import { PastLastPage } from '../../components/PastLastPage';

/** /case: wonderful cases (SPEC wonderfulCase); /case?id=N shows one case. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // A malformed id (a mangled share link) shows the list, as a detail page without an id does.
  const id = itemIdOf(url.searchParams);
  if (id) return { detail: await load(context, caseDetailOp, { id }), result: null };
  const { page, pageSize } = readPagerQuery(url.searchParams);
  return { detail: null, result: await load(context, wonderfulCaseOp, {}, { pageNum: page, pageSize }) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const d = data?.detail;
  return withDescription(matches, d ? describeItem(d.title, d.summary) : undefined);
};

export default function CasePage() {
  const { detail, result } = useLoaderData<typeof loader>();
  const location = useLocation();
  const { page, pageSize, setPage, hrefFor } = usePagerQuery();
  if (detail) {
    return (
      <div className="shp-container">
        <Breadcrumbs current={detail.title} trail={[{ title: '精彩案例', to: '/case' }]} />
        <div className="shp-c-layout">
          <article className="shp-c-panel shp-c-article">
            <div className="shp-c-head">
              <h1 className="shp-page-title">{detail.title}</h1>
              <ShareButton title={detail.title} />
            </div>
            <p className="shp-c-meta">
              <Link to={`/BrandDetail?id=${detail.brandId}`}>{detail.brandName}</Link>
              <Link to={`/productDetail?id=${detail.mallId}`}>{detail.mallName}</Link>
              <span>{detail.cityName}</span>
              <span>开业：{detail.openedAt}</span>
            </p>
            <img className="shp-c-cover" src={detail.coverUrl} alt="" />
            <p>{detail.summary}</p>
            {detail.paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </article>
          <aside className="shp-c-panel">
            <h2>更多案例</h2>
            <RelatedLinks items={detail.related} href={(r) => `/case?id=${r.id}`} empty="暂无更多案例" />
          </aside>
        </div>
      </div>
    );
  }
  const list = result!;
  return (
    <div className="shp-container">
      <Breadcrumbs />
      <h1 className="shp-page-title">精彩案例</h1>
      <p className="shp-c-sub">通过商铺汇顾问撮合完成选址签约的品牌门店</p>
      {/* The tiles are h3 as on the detail page's 更多案例: the list gets the h2 between them and the h1. */}
      <h2 className="shp-visually-hidden">案例列表</h2>
      {list.list.length === 0 && list.total > 0 && <PastLastPage onFirst={() => setPage(1, pageSize)} />}
      <div className="shp-c-grid">
        {list.list.map((c) => (
          <Link className="shp-c-tile" to={linkWithTrail(`/case?id=${c.id}`, location)} key={c.id} data-testid="case-tile">
            <img src={c.coverUrl} alt="" loading="lazy" />
            <div className="shp-c-tile-body">
              <h3>{c.title}</h3>
              <p>{c.summary}</p>
              <div className="shp-c-meta">
                {c.cityName} · {c.openedAt}
              </div>
            </div>
          </Link>
        ))}
      </div>
      <Pager total={list.total} page={page} pageSize={pageSize} onChange={setPage} hrefFor={hrefFor} scrollOnPageChange />
    </div>
  );
}
