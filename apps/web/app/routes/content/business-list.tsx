import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Segmented } from 'antd';
import { FEED_CATEGORY_NAMES, feedCategorySchema, feedPageListOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { withParams } from '../../lib/query-filter';
import { readPagerQuery } from '../../hooks/use-pager-query';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { FeedList } from '../../features/content/FeedList';
import '../../styles/content.css';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const parsed = feedCategorySchema.safeParse(url.searchParams.get('category'));
  const category = parsed.success ? parsed.data : undefined;
  const sort = url.searchParams.get('sort') === 'hot' ? ('hot' as const) : ('latest' as const);
  const { page, pageSize } = readPagerQuery(url.searchParams);
  const result = await load(context, feedPageListOp, { category, sort }, { pageNum: page, pageSize });
  return { category: category ?? 'all', sort, result };
}

export default function BusinessList() {
  const { category, sort, result } = useLoaderData<typeof loader>();
  const [, setSearch] = useSearchParams();
  // A new category or order starts at page 1 with the page size the visitor chose.
  const go = (c: string, s: string) =>
    setSearch((prev) => withParams(prev, { category: c !== 'all' ? c : undefined, sort: s !== 'latest' ? s : undefined }), { preventScrollReset: true });
  return (
    <div className="shp-container">
      <Breadcrumbs />
      <h1 className="shp-page-title">商业资讯</h1>
      <div className="shp-c-head" style={{ marginBottom: 12 }}>
        <Segmented
          className="shp-c-scroll"
          value={category}
          onChange={(v) => go(String(v), sort)}
          options={[{ label: '全部', value: 'all' }, ...Object.entries(FEED_CATEGORY_NAMES).map(([value, label]) => ({ label, value }))]}
        />
        <Segmented
          value={sort}
          onChange={(v) => go(category, String(v))}
          options={[
            { label: '最新', value: 'latest' },
            { label: '最热', value: 'hot' },
          ]}
        />
      </div>
      <FeedList result={result} />
    </div>
  );
}
