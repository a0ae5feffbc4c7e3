import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { List, Result } from 'antd';
import { siteResultListOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { num } from '../../lib/query-filter';
import { NeedsSummary } from '../../features/site-selection/NeedsSummary';
import { NeedsFirst } from '../../features/site-selection/NeedsFirst';
import { ButtonLink } from '../../components/ButtonLink';
import { PageHeading } from '../../components/PageHeading';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const recordId = num(new URL(request.url).searchParams.get('recordId'));
  if (!recordId) return { data: null };
  const data = await load(context, siteResultListOp, { recordId }, { pageNum: 1, pageSize: 1 });
  // Units came on the market since (or an old link): the results, not a 暂无 with nothing to relax.
  if (data.total > 0) throw redirect(`/findResultList?recordId=${recordId}`);
  return { data };
}

/** Nothing fits: say which single change would give results and how many. */
export default function NoResult() {
  const { data } = useLoaderData<typeof loader>();
  if (!data) return <NeedsFirst />;
  return (
    <div className="shp-container">
      <Result
        status="info"
        title={<PageHeading>暂无完全匹配的铺位</PageHeading>}
        subTitle="可以放宽以下条件之一，或联系顾问为您定向寻找（1个工作日内回复）"
        extra={
          <>
            <ButtonLink to={`/shopRecommended?recordId=${data.record.id}`} type="primary">
              调整需求
            </ButtonLink>
            <ButtonLink to="/findShopList?tabcheck=1">自己找铺</ButtonLink>
          </>
        }
      />
      <NeedsSummary record={data.record} />
      <section className="shp-panel" aria-label="建议放宽">
        <h2>建议放宽</h2>
        <List
          dataSource={data.relax}
          locale={{ emptyText: '当前条件已较宽松，建议更换城市或联系顾问' }}
          renderItem={(r) => (
            <List.Item>
              <span>{r.label}</span>
              <strong>{r.total > 0 ? `可匹配 ${r.total} 个铺位` : '仍无匹配'}</strong>
            </List.Item>
          )}
        />
      </section>
    </div>
  );
}
