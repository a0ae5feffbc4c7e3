import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Col, Input, Row, Select, Space, Statistic, Switch, Table, Tag, Tooltip, type PaginationProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { LEAD_KIND_LABELS, LEAD_KINDS, LEAD_STATUS_LABELS, LEAD_STATUSES, type AdminLead, type LeadStatus, type Operator } from '@shp/contracts';
import { formatTime } from '../../lib/admin-call';
import { tablePagination, usePagerQuery } from '../../hooks/use-pager-query';
import { usePhoneWidth } from '../../hooks/use-phone-width';
import { useOpenIdQuery } from '../../hooks/use-open-id-query';
import { CardField, RowCard, RowCards } from '../../components/RowCards';
import { leadListQuery, leadStatsQuery, type LeadFilter } from './api/admin-leads';
import { leadFilterFromQuery, leadFilterToQuery } from './lead-filter-query';
import { LeadDrawer } from './LeadDrawer';
import { STATUS_COLORS, channelText, sourceLabel } from './lead-format';

const OVERDUE_BG = '#fff1f0';

/** The lead inbox: every lead from every form, overdue first and counted. */
export function LeadInbox({ operator }: { operator: Operator }) {
  // Filter, page and the open lead live in the URL: Back, a reload or a shared link show the same queue.
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => leadFilterFromQuery(search), [search]);
  const pager = usePagerQuery();
  const { page: pageNum, pageSize } = pager;
  // A phone gets one card a lead: the ten-column table would scroll sideways there.
  const narrow = usePhoneWidth();
  const [openId, setOpenId] = useOpenIdQuery('lead');
  const [q, setQ] = useState(filter.q ?? '');
  // Back and Forward change the URL under the mounted inbox: the search box follows what is applied.
  useEffect(() => setQ(filter.q ?? ''), [filter.q]);
  const list = useQuery(leadListQuery(filter, pageNum, pageSize));
  const stats = useQuery(leadStatsQuery());
  const update = (patch: Partial<NonNullable<LeadFilter>>) => {
    const next: Record<string, unknown> = { ...filter, ...patch };
    for (const k of Object.keys(next)) if (next[k] === undefined || next[k] === '' || next[k] === false) delete next[k];
    setSearch((prev) => leadFilterToQuery(prev, next as NonNullable<LeadFilter>), { preventScrollReset: true });
  };
  // A count's card shows the very leads it counts: its filter alone (the counts ignore the others).
  const showCount = (only: NonNullable<LeadFilter>) => {
    setSearch((prev) => leadFilterToQuery(new URLSearchParams(prev.has('limit') ? { limit: prev.get('limit') ?? '' } : {}), only), {
      preventScrollReset: true,
    });
    setQ('');
  };

  const pagination: PaginationProps = {
    ...tablePagination(pager, list.data?.total ?? 0),
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50, 100],
    showTotal: (t) => `共 ${t} 条`,
  };

  return (
    <div>
      <h1 style={{ fontSize: 20, marginTop: 0 }}>线索收件箱</h1>
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={12} md={6}>
          <Card size="small" hoverable onClick={() => showCount({ status: 'new' })}>
            <Statistic title="待跟进" value={stats.data?.byStatus.new ?? 0} loading={stats.isPending} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small" hoverable onClick={() => showCount({ overdue: true })} data-testid="overdue-card">
            <Statistic
              title="已逾期（超1个工作日未联系）"
              value={stats.data?.overdue ?? 0}
              loading={stats.isPending}
              styles={{ content: { color: '#cf1322' } }}
            />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small" hoverable onClick={() => showCount({ assigned: 'none', open: true })}>
            <Statistic title="未分配（未结束）" value={stats.data?.unassigned ?? 0} loading={stats.isPending} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small" hoverable onClick={() => showCount({ assigned: 'me', open: true })}>
            <Statistic title="我跟进中" value={stats.data?.mine ?? 0} loading={stats.isPending} />
          </Card>
        </Col>
      </Row>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder="状态"
          style={{ width: 120 }}
          value={filter?.status}
          // A status chosen is the statuses shown: 未结束 from a count's card gives way to it.
          onChange={(v) => update({ status: v, open: undefined })}
          options={LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))}
        />
        <Select
          allowClear
          placeholder="类型"
          style={{ width: 130 }}
          value={filter?.kind}
          onChange={(v) => update({ kind: v })}
          options={LEAD_KINDS.map((k) => ({ value: k, label: LEAD_KIND_LABELS[k] }))}
        />
        <Select
          allowClear
          placeholder="分配"
          style={{ width: 120 }}
          value={typeof filter?.assigned === 'string' ? filter.assigned : undefined}
          onChange={(v) => update({ assigned: v })}
          options={[
            { value: 'me', label: '分配给我' },
            { value: 'none', label: '未分配' },
          ]}
        />
        {filter.open && (
          <Tag closable onClose={() => update({ open: undefined })} style={{ marginInlineEnd: 0 }}>
            仅未结束
          </Tag>
        )}
        <Space>
          <Switch checked={Boolean(filter?.overdue)} onChange={(v) => update({ overdue: v || undefined })} aria-label="只看逾期" />
          只看逾期
        </Space>
        <Input.Search
          placeholder="品牌、联系人或完整手机号"
          // The filter schema's limit: a longer text could never filter the list.
          maxLength={64}
          allowClear
          style={{ width: 240 }}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onSearch={(v) => update({ q: v.trim() || undefined })}
        />
        <Button
          onClick={() => {
            setSearch(new URLSearchParams(), { preventScrollReset: true });
            setQ('');
          }}
        >
          重置
        </Button>
      </Space>
      {list.isError && <Alert type="error" showIcon title="线索加载失败，请稍后重试" style={{ marginBottom: 12 }} />}
      {narrow ? (
        <LeadCards leads={list.data?.list ?? []} loading={list.isPending} pagination={pagination} onOpen={setOpenId} />
      ) : (
        <Table<AdminLead>
          rowKey="id"
          size="middle"
          loading={list.isPending}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 1100 }}
          locale={{ emptyText: '暂无线索' }}
          onRow={(r) => ({ style: r.overdue ? { background: OVERDUE_BG } : undefined, 'data-lead-id': r.id }) as React.HTMLAttributes<HTMLElement>}
          pagination={pagination}
          columns={[
            { title: '类型', dataIndex: 'kind', width: 100, render: (k: AdminLead['kind']) => LEAD_KIND_LABELS[k] },
            { title: '品牌', dataIndex: 'brandName', width: 160, render: (v: string) => v || '—' },
            { title: '联系人', dataIndex: 'liaison', width: 100 },
            { title: '手机', dataIndex: 'phone', width: 130 },
            {
              title: '来源',
              key: 'source',
              width: 180,
              render: (_: unknown, r) => <LeadSource lead={r} />,
            },
            {
              title: '跟进截止',
              dataIndex: 'deadlineAt',
              width: 190,
              render: (_: string, r) => <LeadDeadline lead={r} />,
            },
            { title: '状态', dataIndex: 'status', width: 90, render: (s: LeadStatus) => <Tag color={STATUS_COLORS[s]}>{LEAD_STATUS_LABELS[s]}</Tag> },
            { title: '顾问', dataIndex: 'assignedOperatorName', width: 100, render: (v: string | null) => v ?? <Tag>未分配</Tag> },
            { title: '留资时间', dataIndex: 'createdAt', width: 150, render: (v: string) => formatTime(v) },
            {
              title: '操作',
              key: 'op',
              fixed: 'right',
              width: 80,
              // The fixed cell paints its own background: keep the overdue highlight across the row.
              onCell: (r: AdminLead) => ({ style: r.overdue ? { background: OVERDUE_BG } : undefined }),
              render: (_: unknown, r) => (
                <Button type="link" onClick={() => setOpenId(r.id)}>
                  处理
                </Button>
              ),
            },
          ]}
        />
      )}
      {openId !== null && <LeadDrawer id={openId} operator={operator} onClose={() => setOpenId(null)} />}
    </div>
  );
}

function LeadSource({ lead }: { lead: AdminLead }) {
  return (
    <Tooltip title={channelText(lead.channel)}>
      <span>
        {sourceLabel(lead.sourcePage)}
        {Object.keys(lead.channel).length > 0 && <Tag style={{ marginInlineStart: 6 }}>渠道</Tag>}
      </span>
    </Tooltip>
  );
}

function LeadDeadline({ lead }: { lead: AdminLead }) {
  return (
    <span style={lead.overdue ? { color: '#cf1322', fontWeight: 600 } : undefined}>
      {formatTime(lead.deadlineAt)}
      {lead.overdue && (
        <Tag color="red" style={{ marginInlineStart: 6 }}>
          逾期
        </Tag>
      )}
    </span>
  );
}

/** The inbox on a phone: a card a lead with what the table's columns show, and its 处理 button. */
function LeadCards({
  leads,
  loading,
  pagination,
  onOpen,
}: {
  leads: AdminLead[];
  loading: boolean;
  pagination: PaginationProps;
  onOpen: (id: number) => void;
}) {
  return (
    <RowCards
      label="线索列表"
      items={leads}
      rowKey={(r) => r.id}
      loading={loading}
      empty="暂无线索"
      pagination={pagination}
      itemProps={(r) => ({ 'data-lead-id': r.id })}
      renderCard={(r) => (
        <RowCard
          title={r.brandName || '—'}
          extra={
            <Tag color={STATUS_COLORS[r.status]} style={{ marginInlineEnd: 0 }}>
              {LEAD_STATUS_LABELS[r.status]}
            </Tag>
          }
          style={r.overdue ? { background: OVERDUE_BG, borderColor: '#ffccc7' } : undefined}
          actions={<Button onClick={() => onOpen(r.id)}>处理</Button>}
        >
          <div>
            {LEAD_KIND_LABELS[r.kind]} · {r.liaison} · {r.phone}
          </div>
          <CardField label="来源">
            <LeadSource lead={r} />
          </CardField>
          <CardField label="跟进截止">
            <LeadDeadline lead={r} />
          </CardField>
          <CardField label="顾问">{r.assignedOperatorName ?? <Tag>未分配</Tag>}</CardField>
          <CardField label="留资时间">{formatTime(r.createdAt)}</CardField>
        </RowCard>
      )}
    />
  );
}
