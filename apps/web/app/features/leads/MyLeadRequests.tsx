import { useState } from 'react';
import { Alert, Button, Card, Empty, List, Skeleton, Tag, Timeline } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { MyLeadRequest } from '@shp/contracts';
import { chinaDate, chinaDateTime, chinaMonthDayTimeZh } from '../../lib/format';
import { myLeadRequestsQuery } from './api';

const STATUS_COLOR: Record<string, string> = { new: 'orange', contacted: 'blue', qualified: 'blue', won: 'green', lost: 'default' };

/** Who follows the request up and by when: the deadline while nobody has called yet. */
export function followUpText(r: Pick<MyLeadRequest, 'status' | 'deadlineAt' | 'consultantName'>): string {
  const who = r.consultantName ? `顾问${r.consultantName}` : '顾问';
  if (r.status === 'new') return `${who}将于 ${chinaMonthDayTimeZh(r.deadlineAt)} 前联系您`;
  if (r.status === 'won' || r.status === 'lost') return r.consultantName ? `跟进顾问：${r.consultantName}` : '';
  return `${who}跟进中`;
}

/** 按时联系 / 已超时 / nothing while the deadline is still ahead. */
export function deadlineTag(kept: boolean | null) {
  if (kept === null) return null;
  return kept ? <Tag color="green">按时跟进</Tag> : <Tag color="red">已超时</Tag>;
}

/** received → assigned to <consultant> → contacted → viewing arranged → closed, with the deadline (decision 040). */
export function LeadProgress({ r }: { r: MyLeadRequest }) {
  return (
    <div data-testid={`lead-progress-${r.id}`} style={{ paddingTop: 8 }}>
      <div style={{ marginBottom: 8 }}>
        跟进时限：{chinaDateTime(r.deadlineAt)} 前首次联系 {deadlineTag(r.deadlineKept)}
      </div>
      <Timeline
        items={r.timeline.map((s) => ({
          key: s.step,
          color: !s.done ? 'gray' : s.step === 'closed' && s.title === '未成交' ? 'red' : 'green',
          content: (
            <div data-step={s.step} data-done={s.done}>
              <div>{s.title}</div>
              {s.detail && <div>原因：{s.detail}</div>}
              {s.at && <div style={{ fontSize: 12, opacity: 0.65 }}>{chinaDateTime(s.at)}</div>}
            </div>
          ),
        }))}
      />
    </div>
  );
}

/**
 * The member's consultation requests (咨询, applications, quotes, appointments) with their state,
 * the consultant following each and the call-back deadline: 我的预约 and the centre's first page.
 */
export function MyLeadRequests({ token, limit }: { token: string; limit?: number }) {
  const q = useQuery(myLeadRequestsQuery(token));
  const [open, setOpen] = useState<number | null>(null);
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
                  <>
                    <span style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
                      <span>{followUpText(r)}</span>
                      <span>提交于 {chinaDate(r.createdAt)}</span>
                      {deadlineTag(r.deadlineKept)}
                      <Button
                        type="link"
                        size="small"
                        style={{ padding: 0 }}
                        onClick={() => setOpen(open === r.id ? null : r.id)}
                        aria-expanded={open === r.id}
                      >
                        {open === r.id ? '收起进度' : '查看进度'}
                      </Button>
                    </span>
                    {open === r.id && <LeadProgress r={r} />}
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
