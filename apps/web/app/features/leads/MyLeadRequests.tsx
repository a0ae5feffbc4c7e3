import { Alert, Button, Card, Empty, List, Skeleton, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { MyLeadRequest } from '@shp/contracts';
import { chinaDate, chinaMonthDayTimeZh } from '../../lib/format';
import { myLeadRequestsQuery } from './api';

const STATUS_COLOR: Record<string, string> = { new: 'orange', contacted: 'blue', qualified: 'blue', won: 'green', lost: 'default' };

/** Who follows the request up and by when: the deadline while nobody has called yet. */
export function followUpText(r: Pick<MyLeadRequest, 'status' | 'deadlineAt' | 'consultantName'>): string {
  const who = r.consultantName ? `顾问${r.consultantName}` : '顾问';
  if (r.status === 'new') return `${who}将于 ${chinaMonthDayTimeZh(r.deadlineAt)} 前联系您`;
  if (r.status === 'won' || r.status === 'lost') return r.consultantName ? `跟进顾问：${r.consultantName}` : '';
  return `${who}跟进中`;
}

/**
 * The member's consultation requests (咨询, applications, quotes, appointments) with their state,
 * the consultant following each and the call-back deadline: 我的预约 and the centre's first page.
 */
export function MyLeadRequests({ token, limit }: { token: string; limit?: number }) {
  const q = useQuery(myLeadRequestsQuery(token));
  const items = limit ? q.data?.slice(0, limit) : q.data;
  return (
    <Card title="我的咨询需求" className="pc-card-plain" data-testid="my-lead-requests">
      {q.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : q.isError ? (
        <Alert
          type="warning"
          showIcon
          title="咨询需求加载失败，请稍后重试"
          action={
            <Button size="small" onClick={() => void q.refetch()}>
              重试
            </Button>
          }
        />
      ) : !items?.length ? (
        <Empty description="暂无咨询需求，留下品牌与联系方式，顾问将在1个工作日内联系您" />
      ) : (
        <List
          dataSource={items}
          rowKey="id"
          renderItem={(r) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <span style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
                    <span>{r.title}</span>
                    <Tag>{r.kindName}</Tag>
                    <Tag color={STATUS_COLOR[r.status] ?? 'default'}>{r.statusName}</Tag>
                  </span>
                }
                description={
                  <span style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
                    <span>{followUpText(r)}</span>
                    <span>提交于 {chinaDate(r.createdAt)}</span>
                  </span>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
