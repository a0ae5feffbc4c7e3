import { redirect, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router';
import { Spin } from 'antd';
import { siteResultListOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { num } from '../../lib/query-filter';
import { Pager } from '../../components/Pager';
import { readPagerQuery, usePagerQuery } from '../../hooks/use-pager-query';
import { ResultItem } from '../../features/site-selection/ResultItem';
import { NeedsSummary } from '../../features/site-selection/NeedsSummary';
import { NeedsFirst } from '../../features/site-selection/NeedsFirst';
import { ButtonLink } from '../../components/ButtonLink';
import { PastLastPage } from '../../components/PastLastPage';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const recordId = num(q.get('recordId'));
  if (!recordId) return { data: null };
  const { page, pageSize } = readPagerQuery(q);
  const data = await load(context, siteResultListOp, { recordId }, { pageNum: page, pageSize });
  if (data.total === 0) throw redirect(`/noResult?recordId=${recordId}`);
  return { data };
}

export default function FindResultList() {
  const { data } = useLoaderData<typeof loader>();
  const { page, pageSize, setPage, hrefFor } = usePagerQuery();
  const navigation = useNavigation();
  if (!data) return <NeedsFirst />;
  return (
    <div className="shp-container">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 8 }}>
        <h1 className="shp-page-title">为您推荐 {data.total} 个铺位</h1>
        <ButtonLink to={`/shopRecommended?recordId=${data.record.id}`}>修改需求</ButtonLink>
      </div>
      <NeedsSummary record={data.record} />
      <p className="shp-find-muted">得分由六项组成：业态匹配25、面积匹配20、租金与预算20、客流15、同业竞争10、周边品牌10，均由平台铺位与商场数据计算。</p>
      <Spin spinning={navigation.state === 'loading'} description="加载中…">
        {data.list.length === 0 ? <PastLastPage onFirst={() => setPage(1, pageSize)} /> : data.list.map((item) => <ResultItem key={item.shop.id} item={item} />)}
      </Spin>
      <Pager total={data.total} page={page} pageSize={pageSize} onChange={setPage} hrefFor={hrefFor} scrollOnPageChange />
    </div>
  );
}
