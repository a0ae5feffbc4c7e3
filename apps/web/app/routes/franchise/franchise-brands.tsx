import { useLoaderData, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Empty, Input, Segmented, Spin, Tabs } from 'antd';
import { INVEST_RANGES, feedPageListOp, franchiseListOp, type FeedItem, type FranchiseBrand, type Page } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { withParams } from '../../lib/query-filter';
import { readPagerQuery, usePagerQuery } from '../../hooks/use-pager-query';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { Pager } from '../../components/Pager';
import { FeedList } from '../../features/content/FeedList';
import { FranchiseBrandCard } from '../../features/franchise/FranchiseBrandCard';
import '../../styles/content.css';
import { PastLastPage } from '../../components/PastLastPage';

const TABS = ['公告', '热门品牌', '品牌列表'];

/** /franchiseBrands: 公告 (titleCode 0, investment news), 热门品牌 (1), 品牌列表 (2, with filters). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const raw = Number(q.get('titleCode') ?? '0');
  const tab = Number.isInteger(raw) && raw >= 0 && raw <= 2 ? raw : 0;
  const { page, pageSize } = readPagerQuery(q);
  const investRange = INVEST_RANGES.some((r) => r.key === q.get('invest')) ? q.get('invest')! : undefined;
  const keyword = (q.get('keyword') ?? '').slice(0, 30) || undefined;
  const sort = q.get('sort') === 'invest' ? ('invest' as const) : ('stores' as const);
  if (tab === 0) {
    return {
      tab,
      news: await load(context, feedPageListOp, { category: 'investment' }, { pageNum: page, pageSize }),
      brands: null,
      investRange,
      keyword,
      sort,
    };
  }
  const brands = await load(context, franchiseListOp, tab === 1 ? { hot: true } : { investRange, keyword, sort }, { pageNum: page, pageSize });
  return { tab, news: null, brands, investRange, keyword, sort };
}

function BrandGrid({ brands }: { brands: Page<FranchiseBrand> }) {
  const navigation = useNavigation();
  const { page, pageSize, setPage, hrefFor } = usePagerQuery();
  return (
    <Spin spinning={navigation.state === 'loading'} description="加载中…">
      {brands.list.length === 0 && brands.total > 0 ? (
        <PastLastPage onFirst={() => setPage(1, pageSize)} />
      ) : brands.list.length === 0 ? (
        <Empty description="没有符合条件的加盟品牌" />
      ) : (
        <div className="shp-c-grid">
          {brands.list.map((b) => (
            <FranchiseBrandCard key={b.id} b={b} />
          ))}
        </div>
      )}
      <Pager total={brands.total} page={page} pageSize={pageSize} onChange={setPage} hrefFor={hrefFor} scrollOnPageChange />
    </Spin>
  );
}

export default function FranchiseBrands() {
  const { tab, news, brands, investRange, keyword, sort } = useLoaderData<typeof loader>();
  const [, setSearch] = useSearchParams();
  const set = (v: Record<string, string | undefined>) => setSearch((prev) => withParams(prev, { ...v, page: undefined }), { preventScrollReset: true });
  return (
    <div className="shp-container">
      <Breadcrumbs />
      <h1 className="shp-page-title">品牌加盟</h1>
      <Tabs
        activeKey={String(tab)}
        onChange={(k) => setSearch(new URLSearchParams(k === '0' ? {} : { titleCode: k }))}
        items={TABS.map((label, i) => ({ key: String(i), label }))}
      />
      {tab === 2 && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
          <Segmented
            className="shp-c-scroll"
            value={investRange ?? 'all'}
            onChange={(v) => set({ invest: v === 'all' ? undefined : String(v) })}
            options={[{ label: '不限', value: 'all' }, ...INVEST_RANGES.map((r) => ({ label: r.name, value: r.key }))]}
          />
          <Segmented
            value={sort}
            onChange={(v) => set({ sort: v === 'invest' ? 'invest' : undefined })}
            options={[
              { label: '门店最多', value: 'stores' },
              { label: '投资最低', value: 'invest' },
            ]}
          />
          <Input.Search
            key={keyword}
            defaultValue={keyword}
            allowClear
            placeholder="品牌名称"
            onSearch={(v) => set({ keyword: v.trim() || undefined })}
            style={{ width: 220 }}
          />
        </div>
      )}
      {/* The notices and brand cards are h3: the tab's list gets the h2 between them and the h1. */}
      <h2 className="shp-visually-hidden">{TABS[tab]}</h2>
      {news && <FeedList result={news as Page<FeedItem>} emptyText="暂无公告" />}
      {brands && <BrandGrid brands={brands} />}
    </div>
  );
}
