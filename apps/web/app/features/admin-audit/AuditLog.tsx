import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Input, Select, Space, Table, Typography, type PaginationProps } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUTOCOMPLETE_DEBOUNCE_MS, type AuditEntry, type Operator, type OperatorAccount } from '@shp/contracts';
import { formatTime } from '../../lib/admin-call';
import { tablePagination, usePagerQuery } from '../../hooks/use-pager-query';
import { usePhoneWidth } from '../../hooks/use-phone-width';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { CardField, RowCard, RowCards } from '../../components/RowCards';
import { auditListQuery, auditOperatorQuery, auditOperatorsQuery, type AuditFilter } from './api/admin-audit';
import { auditFilterFromQuery, auditFilterToQuery } from './audit-filter-query';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, auditActionLabel, auditEntityLabel, auditFieldLabel, auditValue } from './audit-labels';

/** Fields that differ between before and after (all of after for creations). */
function changes(e: AuditEntry) {
  const keys = [...new Set([...Object.keys(e.before ?? {}), ...Object.keys(e.after ?? {})])];
  return keys
    .filter((k) => JSON.stringify(e.before?.[k]) !== JSON.stringify(e.after?.[k]))
    .map((k) => ({ key: k, label: auditFieldLabel(k), before: auditValue(e.entityType, k, e.before?.[k]), after: auditValue(e.entityType, k, e.after?.[k]) }));
}

const operatorLabel = (o: OperatorAccount) => `${o.displayName}（${o.username}）`;
const entityOf = (e: AuditEntry) => `${auditEntityLabel(e.entityType)} #${e.entityId}`;

/** An entry on a phone: what the table's columns show, and its changes behind a button (the table's expand). */
function AuditCard({ entry: e }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const changed = open ? changes(e) : [];
  return (
    <RowCard
      title={auditActionLabel(e.action)}
      extra={<span style={{ color: '#8c8c8c', whiteSpace: 'nowrap' }}>{formatTime(e.createdAt)}</span>}
      actions={
        <Button aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? '收起变更' : '查看变更'}
        </Button>
      }
    >
      <CardField label="对象">{entityOf(e)}</CardField>
      <CardField label="操作人">{e.operatorName}</CardField>
      <CardField label="IP">{e.ip ?? '—'}</CardField>
      {open &&
        (changed.length === 0 ? (
          <div style={{ color: '#8c8c8c' }}>无字段变化</div>
        ) : (
          <ul aria-label="字段变化" style={{ margin: 0, paddingInlineStart: 18 }}>
            {changed.map((c) => (
              <li key={c.key}>
                {c.label}：<Typography.Text delete={c.before !== '—'}>{c.before}</Typography.Text> → {c.after}
              </li>
            ))}
          </ul>
        ))}
    </RowCard>
  );
}

/** Every operator change: who, what, before/after, when. */
export function AuditLog(_props: { operator: Operator }) {
  // Filter and page live in the URL: Back, a reload or a shared link show the same entries.
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => auditFilterFromQuery(search), [search]);
  const pager = usePagerQuery();
  const { page: pageNum, pageSize } = pager;
  const [entityId, setEntityId] = useState(filter.entityId ?? '');
  // Back and Forward change the URL under the mounted log: the ID box follows what is applied.
  useEffect(() => setEntityId(filter.entityId ?? ''), [filter.entityId]);
  const list = useQuery(auditListQuery(filter, pageNum, pageSize));
  // The 操作人 filter asks the server for the accounts matching what is typed, once typing pauses,
  // and only while its list is open: there may be many accounts, and most visits never open it.
  const [operatorsOpen, setOperatorsOpen] = useState(false);
  const [operatorSearch, setOperatorSearch] = useState('');
  const keyword = useDebouncedValue(operatorSearch.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const operators = useQuery({ ...auditOperatorsQuery(keyword), enabled: operatorsOpen, placeholderData: keepPreviousData });
  const applied = filter.operatorId;
  const chosen = useQuery({ ...auditOperatorQuery(applied ?? 0), enabled: applied !== undefined });
  const operatorOptions = useMemo(() => {
    const options = (operators.data?.list ?? []).map((o) => ({ value: o.id, label: operatorLabel(o) }));
    // The applied operator is shown by name even when the matches of a search leave them out; until
    // their account loads (or if it fails), by the name their entries carry, never as a bare number.
    if (applied !== undefined && !options.some((o) => o.value === applied)) {
      const named = chosen.data ? operatorLabel(chosen.data) : list.data?.list.find((e) => e.operatorId === applied)?.operatorName;
      options.unshift({ value: applied, label: named ?? `#${applied}` });
    }
    return options;
  }, [operators.data, chosen.data, list.data, applied]);
  // A phone gets one card an entry: the table would scroll sideways there.
  const phone = usePhoneWidth();
  const pagination: PaginationProps = {
    ...tablePagination(pager, list.data?.total ?? 0),
    showTotal: (t) => `共 ${t} 条`,
  };
  const update = (patch: Partial<NonNullable<AuditFilter>>) =>
    setSearch((prev) => auditFilterToQuery(prev, { ...filter, ...patch }), { preventScrollReset: true });
  return (
    <div>
      <h1 style={{ fontSize: 20, marginTop: 0 }}>操作审计</h1>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          // The server filters (filterOption false): the options are its answer to what was typed.
          showSearch={{ filterOption: false, searchValue: operatorSearch, onSearch: setOperatorSearch }}
          placeholder="操作人"
          aria-label="操作人"
          style={{ width: 180 }}
          value={filter.operatorId}
          options={operatorOptions}
          loading={operators.isFetching}
          notFoundContent={operators.isFetching ? '加载中…' : '没有匹配的操作人'}
          onOpenChange={(open) => {
            setOperatorsOpen(open);
            if (!open) setOperatorSearch('');
          }}
          onChange={(v: number | undefined) => {
            setOperatorSearch('');
            update({ operatorId: v });
          }}
        />
        <Select
          allowClear
          placeholder="对象类型"
          style={{ width: 140 }}
          value={filter.entityType}
          options={Object.entries(AUDIT_ENTITY_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(v: string | undefined) => update({ entityType: v })}
        />
        <Select
          allowClear
          placeholder="操作"
          style={{ width: 150 }}
          value={filter.action}
          options={Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(v: string | undefined) => update({ action: v })}
        />
        <Input
          placeholder="对象ID"
          aria-label="对象ID"
          style={{ width: 120 }}
          value={entityId}
          onChange={(e) => setEntityId(e.target.value)}
          onPressEnter={() => update({ entityId: entityId.trim() || undefined })}
        />
        <Button onClick={() => update({ entityId: entityId.trim() || undefined })}>查询</Button>
        <Button
          onClick={() => {
            setSearch(new URLSearchParams(), { preventScrollReset: true });
            setEntityId('');
          }}
        >
          重置
        </Button>
      </Space>
      {list.isError && <Alert type="error" showIcon title="审计日志加载失败，请稍后重试" />}
      {phone ? (
        <RowCards
          label="操作记录"
          items={list.data?.list ?? []}
          rowKey={(e) => e.id}
          loading={list.isPending}
          empty="暂无操作记录"
          pagination={pagination}
          itemProps={(e) => ({ 'data-audit-id': e.id })}
          renderCard={(e) => <AuditCard entry={e} />}
        />
      ) : (
        <Table<AuditEntry>
          rowKey="id"
          size="middle"
          loading={list.isPending}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 800 }}
          locale={{ emptyText: '暂无操作记录' }}
          expandable={{
            expandedRowRender: (e) => (
              <Table
                size="small"
                rowKey="key"
                pagination={false}
                dataSource={changes(e)}
                locale={{ emptyText: '无字段变化' }}
                columns={[
                  { title: '字段', dataIndex: 'label', width: 160 },
                  {
                    title: '修改前',
                    dataIndex: 'before',
                    render: (v: string) => (
                      <Typography.Text delete={v !== '—'} style={{ wordBreak: 'break-all' }}>
                        {v}
                      </Typography.Text>
                    ),
                  },
                  { title: '修改后', dataIndex: 'after', render: (v: string) => <span style={{ wordBreak: 'break-all' }}>{v}</span> },
                ]}
              />
            ),
          }}
          pagination={pagination}
          columns={[
            { title: '时间', dataIndex: 'createdAt', width: 160, render: (v: string) => formatTime(v) },
            { title: '操作人', dataIndex: 'operatorName', width: 110 },
            { title: '操作', dataIndex: 'action', width: 120, render: (a: string) => auditActionLabel(a) },
            { title: '对象', key: 'entity', render: (_: unknown, e) => entityOf(e) },
            { title: 'IP', dataIndex: 'ip', width: 130, render: (v: string | null) => v ?? '—' },
          ]}
        />
      )}
    </div>
  );
}
