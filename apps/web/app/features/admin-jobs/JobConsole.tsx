import { useState } from 'react';
import { Alert, Button, Card, Empty, Segmented, Select, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminJobListOp, adminJobQueuesOp, JOB_STATE_LABELS, JOB_STATES, type JobItem, type JobState } from '@shp/contracts';
import { Pager } from '../../components/Pager';
import { chinaDateTime } from '../../lib/format';
import { showSuccess } from '../../lib/notify';
import { cancelJob, jobListQuery, jobQueuesQuery, retryJob } from './api/admin-jobs';
import { invalidateOps } from '../../lib/query-keys';

const STATE_COLOR: Record<JobState, string> = { created: 'default', retry: 'orange', active: 'blue', completed: 'green', cancelled: 'default', failed: 'red' };
const RETRYABLE: JobState[] = ['failed', 'cancelled'];
const CANCELLABLE: JobState[] = ['created', 'retry', 'active'];

/** /admin/jobs (admins only): the pg-boss queues, their counts, and the jobs of one state with retry and cancel. */
export function JobConsole() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<JobState>('failed');
  const [queue, setQueue] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [busy, setBusy] = useState<string | null>(null);
  const queues = useQuery(jobQueuesQuery());
  const jobs = useQuery(jobListQuery({ queue, state }, page, pageSize));

  const act = async (what: 'retry' | 'cancel', job: JobItem) => {
    setBusy(job.id);
    try {
      await (what === 'retry' ? retryJob(job.queue, job.id) : cancelJob(job.queue, job.id));
      showSuccess(what === 'retry' ? '已重新排队' : '已取消');
      await invalidateOps(queryClient, [adminJobQueuesOp, adminJobListOp]);
    } catch {
      // adminCall already showed the server's message.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="job-console">
      <Typography.Title level={4} style={{ margin: 0 }}>
        任务队列
      </Typography.Title>
      <Card title="队列" size="small">
        {queues.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : queues.isError ? (
          <Alert type="warning" showIcon title="队列加载失败，请稍后重试" action={<Button onClick={() => void queues.refetch()}>重试</Button>} />
        ) : !queues.data.enabled ? (
          <Alert type="info" showIcon title="此进程未启用后台任务（JOBS=off）" />
        ) : (
          <Table
            size="small"
            rowKey="name"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={queues.data.queues}
            locale={{ emptyText: <Empty description="暂无队列" /> }}
            columns={[
              { title: '队列', dataIndex: 'name' },
              { title: '计划（北京时间）', dataIndex: 'schedule', render: (s: string | null) => s ?? '按需' },
              {
                title: '重试',
                render: (_: unknown, q) => (q.retryLimit ? `${q.retryLimit} 次，间隔 ${q.retryDelay ?? 0} 秒${q.retryBackoff ? '起递增' : ''}` : '不重试'),
              },
              ...JOB_STATES.map((s) => ({
                title: JOB_STATE_LABELS[s],
                key: s,
                render: (_: unknown, q: { counts: Partial<Record<JobState, number>> }) => (
                  <Tag color={(q.counts[s] ?? 0) > 0 ? STATE_COLOR[s] : 'default'}>{q.counts[s] ?? 0}</Tag>
                ),
              })),
            ]}
          />
        )}
      </Card>
      <Card
        title="任务"
        size="small"
        extra={
          <Select
            allowClear
            placeholder="全部队列"
            style={{ minWidth: 160 }}
            value={queue}
            onChange={(v) => (setQueue(v), setPage(1))}
            options={(queues.data?.queues ?? []).map((q) => ({ value: q.name, label: q.name }))}
          />
        }
      >
        <Segmented
          value={state}
          onChange={(v) => (setState(v as JobState), setPage(1))}
          options={JOB_STATES.map((s) => ({ value: s, label: JOB_STATE_LABELS[s] }))}
          style={{ marginBottom: 12, maxWidth: '100%', overflowX: 'auto' }}
        />
        {jobs.isError ? (
          <Alert type="warning" showIcon title="任务加载失败，请稍后重试" action={<Button onClick={() => void jobs.refetch()}>重试</Button>} />
        ) : (
          <>
            <Table<JobItem>
              size="small"
              rowKey="id"
              loading={jobs.isPending}
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={jobs.data?.list ?? []}
              locale={{ emptyText: <Empty description={`暂无${JOB_STATE_LABELS[state]}的任务`} /> }}
              columns={[
                { title: '队列', dataIndex: 'queue' },
                { title: '状态', dataIndex: 'state', render: (s: JobState) => <Tag color={STATE_COLOR[s]}>{JOB_STATE_LABELS[s]}</Tag> },
                { title: '错误', dataIndex: 'error', render: (e: string | null) => (e ? <Typography.Text type="danger">{e}</Typography.Text> : '—') },
                { title: '已重试', render: (_: unknown, j) => `${j.retryCount} / ${j.retryLimit}` },
                { title: '创建时间', dataIndex: 'createdOn', render: (v: string) => chinaDateTime(v) },
                { title: '结束时间', dataIndex: 'completedOn', render: (v: string | null) => (v ? chinaDateTime(v) : '—') },
                {
                  title: '操作',
                  render: (_: unknown, j) => (
                    <Space>
                      {RETRYABLE.includes(j.state) && (
                        <Button size="small" loading={busy === j.id} onClick={() => void act('retry', j)}>
                          重试
                        </Button>
                      )}
                      {CANCELLABLE.includes(j.state) && (
                        <Button size="small" danger loading={busy === j.id} onClick={() => void act('cancel', j)}>
                          取消
                        </Button>
                      )}
                    </Space>
                  ),
                },
              ]}
            />
            <Pager total={jobs.data?.total ?? 0} page={page} pageSize={pageSize} onChange={(p, s) => (setPage(p), setPageSize(s))} />
          </>
        )}
      </Card>
    </Space>
  );
}
