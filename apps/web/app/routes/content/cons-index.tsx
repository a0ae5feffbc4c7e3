import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Input, Tabs } from 'antd';
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

export default function ConsIndex() {
  const { tab, keyword, result, categories } = useLoaderData<typeof loader>();
  const [, setSearch] = useSearchParams();
  const count = (c: string) => categories.find((x) => x.category === c)?.count ?? 0;
  return (
    <div className="shp-container">
      <Breadcrumbs />
      <div className="shp-c-head">
        <h1 className="shp-page-title">商业资讯</h1>
        <Input.Search
          key={keyword}
          defaultValue={keyword}
          placeholder="搜索资讯标题或内容"
          allowClear
          enterButton="搜索"
          style={{ maxWidth: 360, marginTop: 16 }}
          onSearch={(v) => setSearch((prev) => withParams(prev, { keyword: v.trim() || undefined, page: undefined }))}
        />
      </div>
      <Tabs
        activeKey={tab}
        onChange={(k) => setSearch(new URLSearchParams(k === '0' ? {} : { titleCode: k }))}
        items={TABS.map((t) => ({ key: t.code, label: `${t.label}（${count(t.category)}）` }))}
      />
      <FeedList result={result} emptyText={keyword ? `没有找到与“${keyword}”相关的资讯` : '暂无资讯'} />
    </div>
  );
}
