import { useState } from 'react';
import { Alert, Button, Input, Select, Space, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { AuditEntry, Operator } from '@shp/contracts';
import { formatTime } from '../../lib/admin-call';
import { auditListQuery, type AuditFilter } from './api/admin-audit';

const ACTION_LABELS: Record<string, string> = {
  'lead.assign': '分配线索',
  'lead.status': '线索状态',
  'lead.note': '线索备注',
  'content.create': '新建内容',
  'content.update': '修改内容',
  'content.publish': '发布',
  'content.unpublish': '下架',
  'content.homeConfig': '首页配置',
  'content.upload': '上传图片',
  'member.grade': '会员等级',
  'member.seller.grant': '开通商家',
  'member.seller.revoke': '关闭商家',
  'goods.approve': '商品审核通过',
  'goods.reject': '商品驳回',
  'operator.create': '新建运营人员',
  'operator.update': '修改运营人员',
  'operator.password': '修改密码',
};

const ENTITY_TYPES = ['lead', 'member', 'operator', 'mall', 'shop', 'point', 'space', 'brand', 'article', 'advert', 'agreement', 'homeConfig', 'upload', 'goods'];

const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** Fields that differ between before and after (all of after for creations). */
function changes(e: AuditEntry) {
  const keys = [...new Set([...Object.keys(e.before ?? {}), ...Object.keys(e.after ?? {})])];
  return keys
    .filter((k) => JSON.stringify(e.before?.[k]) !== JSON.stringify(e.after?.[k]))
    .map((k) => ({ key: k, before: show(e.before?.[k]), after: show(e.after?.[k]) }));
}

/** Every operator change: who, what, before/after, when. */
export function AuditLog(_props: { operator: Operator }) {
  const [filter, setFilter] = useState<AuditFilter>({});
  const [entityId, setEntityId] = useState('');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const list = useQuery(auditListQuery(filter, page.pageNum, page.pageSize));
  return (
    <div>
      <h1 style={{ fontSize: 20, marginTop: 0 }}>操作审计</h1>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder="对象类型"
          style={{ width: 140 }}
          options={ENTITY_TYPES.map((t) => ({ value: t, label: t }))}
          onChange={(v) => {
            setFilter((f) => ({ ...f, entityType: v }));
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
        />
        <Select
          allowClear
          placeholder="操作"
          style={{ width: 150 }}
          options={Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(v) => {
            setFilter((f) => ({ ...f, action: v }));
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
        />
        <Input placeholder="对象ID" style={{ width: 120 }} value={entityId} onChange={(e) => setEntityId(e.target.value)} />
        <Button
          onClick={() => {
            setFilter((f) => ({ ...f, entityId: entityId.trim() || undefined }));
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
        >
          查询
        </Button>
      </Space>
      {list.isError && <Alert type="error" showIcon title="审计日志加载失败，请稍后重试" />}
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
                { title: '字段', dataIndex: 'key', width: 160 },
                { title: '修改前', dataIndex: 'before', render: (v: string) => <Typography.Text delete={v !== '—'} style={{ wordBreak: 'break-all' }}>{v}</Typography.Text> },
                { title: '修改后', dataIndex: 'after', render: (v: string) => <span style={{ wordBreak: 'break-all' }}>{v}</span> },
              ]}
            />
          ),
        }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showTotal: (t) => `共 ${t} 条`,
          onChange: (pageNum, pageSize) => setPage({ pageNum: pageSize === page.pageSize ? pageNum : 1, pageSize }),
        }}
        columns={[
          { title: '时间', dataIndex: 'createdAt', width: 160, render: (v: string) => formatTime(v) },
          { title: '操作人', dataIndex: 'operatorName', width: 110 },
          { title: '操作', dataIndex: 'action', width: 120, render: (a: string) => ACTION_LABELS[a] ?? a },
          { title: '对象', key: 'entity', render: (_: unknown, e) => `${e.entityType} #${e.entityId}` },
          { title: 'IP', dataIndex: 'ip', width: 130, render: (v: string | null) => v ?? '—' },
        ]}
      />
    </div>
  );
}
