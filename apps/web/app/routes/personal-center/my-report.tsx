import { Link } from 'react-router';
import { Button, Empty, List, Result, Skeleton, Tabs, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { chinaDateTime } from '../../lib/format';
import { canSeeReport, useSession } from '../../lib/session';
import { Pager } from '../../components/Pager';
import { PastLastPage } from '../../components/PastLastPage';
import { usePagerQuery } from '../../hooks/use-pager-query';
import { useQueryChoice } from '../../hooks/use-query-choice';
import { WithSession } from './with-session';
import { siteReportsQuery } from '../../features/site-selection/api/my-reports';
import { ButtonLink } from '../../components/ButtonLink';

/**
 * tab 0: site-selection reports (the member's smart-selection needs and their matches); tab 1: business
 * report entry. Tab and page live in the URL, so Back from a report's matches shows the same page.
 */
function MyReport({ token }: { token: string }) {
  const session = useSession();
  const [tab, setTab] = useQueryChoice('tab', ['0', '1'], '0');
  const { page: pageNum, pageSize, setPage } = usePagerQuery();
  const records = useQuery({ ...siteReportsQuery(token, pageNum, pageSize), enabled: tab === '0' });
  return (
    <div className="pc-card">
      <h1 className="pc-title">我的报告</h1>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as '0' | '1')}
        items={[
          { key: '0', label: '选址报告' },
          { key: '1', label: '经营报告' },
        ]}
      />
      {tab === '0' ? (
        records.isPending ? (
          <Skeleton active />
        ) : records.isError ? (
          <Result status="warning" title="报告加载失败" extra={<Button onClick={() => void records.refetch()}>重试</Button>} />
        ) : records.data.total === 0 ? (
          <Empty
            description={
              <span>
                还没有选址报告，<Link to="/shopRecommended">去智能选址</Link>
              </span>
            }
          />
        ) : records.data.list.length === 0 ? (
          <PastLastPage onFirst={() => setPage(1, pageSize)} />
        ) : (
          <>
            <List
              dataSource={records.data.list}
              renderItem={(r) => (
                <List.Item
                  actions={[
                    <Link key="v" to={`/findResultList?recordId=${r.id}`}>
                      查看匹配结果
                    </Link>,
                  ]}
                >
                  <List.Item.Meta
                    title={
                      <>
                        {r.brandName} <Tag>{r.formatName}</Tag>
                      </>
                    }
                    description={`${r.cityNames.join('、')} · ${r.areaMin}–${r.areaMax}㎡ · 预算 ${r.budget} 元/月 · ${chinaDateTime(r.createdAt)}`}
                  />
                </List.Item>
              )}
            />
            <Pager total={records.data.total} page={pageNum} pageSize={pageSize} onChange={setPage} />
          </>
        )
      ) : canSeeReport(session) ? (
        <Result
          status="info"
          title="经营报告"
          subTitle="留资、品牌关注度、匹配商场与市场趋势"
          extra={
            <ButtonLink to="/personalCenter/operationalData" type="primary">
              查看经营报告
            </ButtonLink>
          }
        />
      ) : (
        <Result status="403" title="经营报告仅对 L3、L4 会员开放" subTitle="升级会员等级后即可查看" />
      )}
    </div>
  );
}

export default function MyReportPage() {
  return <WithSession>{(token) => <MyReport token={token} />}</WithSession>;
}
