import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { feedCategoriesOp, feedPageListOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { withParams } from '../../lib/query-filter';
import { readPagerQuery } from '../../hooks/use-pager-query';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { FeedList } from '../../features/content/FeedList';
import '../../styles/content.css';

/** /consIndex: 资讯 (titleCode 0) and 广场服务 (titleCode 1). */
const TABS = [
  { code: '0', label: '资讯', category: 'news' as const },
  { code: '1', label: '广场服务', category: 'square' as const },
];

/** A tab's own address (the first is the bare page). */
const tabPath = (code: string) => (code === '0' ? '/consIndex' : `/consIndex?titleCode=${code}`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const tab = TABS.find((t) => t.code === url.searchParams.get('titleCode')) ?? TABS[0];
  const keyword = (url.searchParams.get('keyword') ?? '').slice(0, 50) || undefined;
  const { page, pageSize } = readPagerQuery(url.searchParams);
  const [result, categories] = await Promise.all([
    load(context, feedPageListOp, { category: tab.category, keyword }, { pageNum: page, pageSize }),
    load(context, feedCategoriesOp, {}),
  ]);
  return { tab: tab.code, keyword: keyword ?? '', result, categories };
}

/**
 * Plain markup (decision 009): the category tabs are links (a new category starts without the
 * keyword, as before) and the search is a GET form that also works before hydration.
 */
export default function ConsIndex() {
  const { tab, keyword, result, categories } = useLoaderData<typeof loader>();
  const [, setSearch] = useSearchParams();
  const count = (c: string) => categories.find((x) => x.category === c)?.count ?? 0;
  const tabLabel = TABS.find((t) => t.code === tab)?.label ?? '';
  const onSearch = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const v = String(new FormData(e.currentTarget).get('keyword') ?? '');
    setSearch((prev) => withParams(prev, { keyword: v.trim() || undefined, page: undefined }));
  };
  return (
    <div className="shp-container">
      <Breadcrumbs />
      <div className="shp-c-head">
        <h1 className="shp-page-title">商业资讯</h1>
        <form role="search" className="shp-c-search" action="/consIndex" method="get" onSubmit={onSearch}>
          {tab !== '0' && <input type="hidden" name="titleCode" value={tab} />}
          <input key={keyword} type="search" name="keyword" defaultValue={keyword} maxLength={50} placeholder="搜索资讯标题或内容" aria-label="搜索资讯" />
          <button type="submit" className="shp-btn shp-btn-primary">
            搜索
          </button>
        </form>
      </div>
      <nav className="shp-c-tabs" aria-label="资讯分类">
        {TABS.map((t) => (
          <Link key={t.code} to={tabPath(t.code)} aria-current={t.code === tab ? 'page' : undefined}>
            {`${t.label}（${count(t.category)}）`}
          </Link>
        ))}
      </nav>
      <FeedList
        heading={`${tabLabel}列表`}
        result={result}
        emptyText={keyword ? `没有找到与“${keyword}”相关的资讯` : '暂无资讯'}
        // A search that found nothing leads back to the whole list of its tab.
        emptyAction={
          keyword && (
            <Link className="shp-btn" to={tabPath(tab)}>
              清除搜索，查看全部{tabLabel}
            </Link>
          )
        }
      />
    </div>
  );
}
