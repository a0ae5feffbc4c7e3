import { Button, Empty, List, Result, Segmented, Skeleton, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { MY_COOPERATION_KINDS, queryMyCooperationListOp } from '@shp/contracts';
import { chinaDateTime, chinaMonthDayTime } from '../../lib/format';
import { callApi } from '../../lib/api-client';
import { Pager } from '../../components/Pager';
import { PastLastPage } from '../../components/PastLastPage';
import { usePagerQuery } from '../../hooks/use-pager-query';
import { useQueryChoice } from '../../hooks/use-query-choice';
import { MyQuotes } from '../../features/spaces/MyQuotes';
import { WithSession } from './with-session';

type Kind = (typeof MY_COOPERATION_KINDS)[number]['kind'] | 'quote';
// 场地询价 are the member's space quotes, from their own call (SPEC §7 activityQuote).
const KINDS: readonly (Kind | 'all')[] = ['all', ...MY_COOPERATION_KINDS.map((k) => k.kind), 'quote'];

/**
 * The member's cooperation, merchant-service and franchise applications (cooperation engineer's call).
 * The kind (`kind`) and page live in the URL, so Back, a bookmark or a shared link shows the same list.
 */
function MyCooperation({ token }: { token: string }) {
  const [kind, setKind] = useQueryChoice('kind', KINDS, 'all');
  const { page: pageNum, pageSize, setPage } = usePagerQuery();
  const q = useQuery({
    queryKey: ['my-cooperation', token, kind, pageNum, pageSize],
    queryFn: () => callApi(queryMyCooperationListOp, kind === 'all' || kind === 'quote' ? {} : { kind }, { pageParam: { pageNum, pageSize } }),
    enabled: kind !== 'quote',
  });
  return (
    <div className="pc-card">
      <h1 className="pc-title">我的合作</h1>
      <Segmented
        style={{ marginBottom: 12 }}
        value={kind}
        onChange={(v) => setKind(v as Kind | 'all')}
        options={[{ label: '全部', value: 'all' }, ...MY_COOPERATION_KINDS.map((k) => ({ label: k.name, value: k.kind })), { label: '场地询价', value: 'quote' }]}
      />
      {kind === 'quote' ? (
        <MyQuotes token={token} page={pageNum} pageSize={pageSize} setPage={setPage} />
      ) : q.isPending ? (
        <Skeleton active />
      ) : q.isError ? (
        <Result status="warning" title="合作记录加载失败" extra={<Button onClick={() => q.refetch()}>重试</Button>} />
      ) : q.data.total === 0 ? (
        <Empty description="暂无合作申请，去「找合作」看看" />
      ) : q.data.list.length === 0 ? (
        <PastLastPage onFirst={() => setPage(1, pageSize)} />
      ) : (
        <>
          <List
            dataSource={q.data.list}
            renderItem={(c) => (
              <List.Item extra={<Tag color={c.status === 'won' ? 'green' : c.status === 'lost' ? 'default' : 'blue'}>{c.statusName}</Tag>}>
                <List.Item.Meta
                  title={<Space wrap><Tag>{c.kindName}</Tag>{c.title}</Space>}
                  description={`${c.subtitle ? `${c.subtitle} · ` : ''}${c.liaison} · 提交于 ${chinaDateTime(c.createdAt)} · 顾问将于 ${chinaMonthDayTime(c.deadlineAt)} 前联系`}
                />
              </List.Item>
            )}
          />
          <Pager total={q.data.total} page={pageNum} pageSize={pageSize} onChange={setPage} />
        </>
      )}
    </div>
  );
}

export default function MyCooperationPage() {
  return <WithSession>{(token) => <MyCooperation token={token} />}</WithSession>;
}
