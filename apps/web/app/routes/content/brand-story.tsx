import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { feedPageListOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { readPagerQuery } from '../../hooks/use-pager-query';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { FeedList } from '../../features/content/FeedList';
import '../../styles/content.css';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { page, pageSize } = readPagerQuery(new URL(request.url).searchParams);
  return { result: await load(context, feedPageListOp, { category: 'brand_story' }, { pageNum: page, pageSize }) };
}

export default function BrandStory() {
  const { result } = useLoaderData<typeof loader>();
  return (
    <div className="shp-container">
      <Breadcrumbs />
      <h1 className="shp-page-title">品牌故事</h1>
      <p className="shp-c-sub">品牌从第一家店到全国连锁的拓店历程</p>
      {/* FeedList's items are h3: the list gets the h2 between them and the page's h1. */}
      <h2 className="shp-visually-hidden">品牌故事列表</h2>
      <FeedList result={result} emptyText="暂无品牌故事" />
    </div>
  );
}
