import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Image, Input, Popconfirm, Select, Space, Table, Tabs, Tag, type PaginationProps } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTENT_STATUS_LABELS, CONTENT_TYPE_LABELS, CONTENT_TYPES, type ContentRow, type ContentType, type Operator } from '@shp/contracts';
import { formatTime } from '../../lib/admin-call';
import { showSuccess } from '../../lib/notify';
import { str, withParams } from '../../lib/query-filter';
import { tablePagination, usePagerQuery } from '../../hooks/use-pager-query';
import { usePhoneWidth } from '../../hooks/use-phone-width';
import { RowCard, RowCards } from '../../components/RowCards';
import { readQueryChoice, useQueryChoice } from '../../hooks/use-query-choice';
import { ADMIN_CONTENT_OPS, contentListQuery, setContentStatus } from './api/admin-content';
import { ContentEditor } from './ContentEditor';
import { HomeConfigEditor } from './HomeConfigEditor';
import { invalidateOps, OPERATOR } from '../../lib/query-keys';

const TABS: readonly (ContentType | 'home')[] = [...CONTENT_TYPES, 'home'];
const STATUS_CHOICES = ['all', 'published', 'draft'] as const;

/**
 * Content: malls, shops, points, spaces, brands, news, adverts, agreements and the home layout. The
 * tab (`type`), search, state and page live in the URL, so a reload or Back after an edit shows the
 * same list.
 */
export function ContentManager(_props: { operator: Operator }) {
  const [search, setSearch] = useSearchParams();
  const tab = readQueryChoice(search, 'type', TABS, 'mall');
  return (
    <div>
      <h1 style={{ fontSize: 20, marginTop: 0 }}>内容管理</h1>
      <Tabs
        activeKey={tab}
        // Another kind of content: its own list from page 1, without this one's search.
        onChange={(k) => setSearch(k === 'mall' ? new URLSearchParams() : new URLSearchParams({ type: k }), { preventScrollReset: true })}
        items={[
          ...CONTENT_TYPES.map((t) => ({ key: t, label: CONTENT_TYPE_LABELS[t], children: tab === t ? <ContentList type={t} /> : null })),
          { key: 'home', label: '首页配置', children: tab === 'home' ? <HomeConfigEditor /> : null },
        ]}
      />
    </div>
  );
}

function ContentList({ type }: { type: ContentType }) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const q = str(search.get('q')?.trim().slice(0, 64) ?? null);
  const [statusChoice, setStatusChoice] = useQueryChoice('status', STATUS_CHOICES, 'all');
  const status = statusChoice === 'all' ? undefined : statusChoice;
  const pager = usePagerQuery();
  const { page: pageNum, pageSize } = pager;
  const [text, setText] = useState(q ?? '');
  // Back and Forward change the URL under the mounted list: the search box follows what is applied.
  useEffect(() => setText(q ?? ''), [q]);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  // A phone gets one card a row: the table would scroll sideways there.
  const phone = usePhoneWidth();
  const list = useQuery(contentListQuery(type, q, status, pageNum, pageSize));
  const refresh = () => invalidateOps(queryClient, ADMIN_CONTENT_OPS, OPERATOR);
  const toggle = async (row: ContentRow) => {
    const next = row.status === 'published' ? 'draft' : 'published';
    await setContentStatus({ type, id: row.id, status: next });
    showSuccess(next === 'published' ? '已发布' : '已下架');
    await refresh();
  };

  /** A row's actions: link buttons in the table's cell, whole buttons on a phone's card. */
  const actionsOf = (r: ContentRow, card: boolean) => {
    const kind = card ? ({ type: 'default' } as const) : ({ type: 'link' } as const);
    return [
      <Button key="edit" {...kind} onClick={() => setEditing(r.id)}>
        {type === 'agreement' ? '查看' : '编辑'}
      </Button>,
      type !== 'agreement' && (
        <Popconfirm
          key="publish"
          title={r.status === 'published' ? '下架后公众网站将不再展示，确定？' : '发布后立即在公众网站展示，确定？'}
          okText="确定"
          cancelText="取消"
          // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd's Popconfirm awaits onConfirm (its OK button loads until the promise settles)
          onConfirm={() => toggle(r)}
        >
          <Button {...kind} danger={r.status === 'published'}>
            {r.status === 'published' ? '下架' : '发布'}
          </Button>
        </Popconfirm>
      ),
    ].filter(Boolean);
  };
  const titleOf = (r: ContentRow) =>
    r.publicUrl && r.status === 'published' ? (
      <a href={r.publicUrl} target="_blank" rel="noreferrer">
        {r.title}
      </a>
    ) : (
      r.title
    );
  const statusOf = (r: ContentRow) => (
    <Tag color={r.status === 'published' ? 'green' : 'default'} style={{ marginInlineEnd: 0 }}>
      {CONTENT_STATUS_LABELS[r.status]}
    </Tag>
  );
  const pagination: PaginationProps = {
    ...tablePagination(pager, list.data?.total ?? 0),
    showSizeChanger: true,
    showTotal: (t) => `共 ${t} 条`,
  };

  return (
    <div>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={`搜索${CONTENT_TYPE_LABELS[type]}`}
          // The filter schema's limit: a longer text could never filter the list.
          maxLength={64}
          style={{ width: 220 }}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(v) => setSearch((prev) => withParams(prev, { q: v.trim() }), { preventScrollReset: true })}
        />
        {type !== 'agreement' && (
          <Select
            allowClear
            placeholder="发布状态"
            aria-label="发布状态"
            style={{ width: 120 }}
            value={status}
            onChange={(v: 'published' | 'draft' | undefined) => setStatusChoice(v ?? 'all')}
            options={[
              { value: 'published', label: '已发布' },
              { value: 'draft', label: '未发布' },
            ]}
          />
        )}
        <Button type="primary" onClick={() => setEditing('new')}>
          {type === 'agreement' ? '发布新版本' : `新建${CONTENT_TYPE_LABELS[type]}`}
        </Button>
      </Space>
      {list.isError && <Alert type="error" showIcon title="加载失败，请稍后重试" />}
      {phone ? (
        <RowCards
          label={`${CONTENT_TYPE_LABELS[type]}列表`}
          items={list.data?.list ?? []}
          rowKey={(r) => r.id}
          loading={list.isPending}
          empty={`暂无${CONTENT_TYPE_LABELS[type]}`}
          pagination={pagination}
          itemProps={(r) => ({ 'data-content-id': r.id })}
          renderCard={(r) => (
            <RowCard title={titleOf(r)} extra={statusOf(r)} actions={actionsOf(r, true)}>
              {r.imageUrl && <Image src={r.imageUrl} alt="" width={96} height={64} style={{ objectFit: 'cover' }} />}
              {r.subtitle && <div style={{ color: '#595959' }}>{r.subtitle}</div>}
              <div>
                ID {r.id} · 更新于 {formatTime(r.updatedAt)}
              </div>
            </RowCard>
          )}
        />
      ) : (
        <Table<ContentRow>
          rowKey="id"
          size="middle"
          loading={list.isPending}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 860 }}
          locale={{ emptyText: `暂无${CONTENT_TYPE_LABELS[type]}` }}
          pagination={pagination}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 70 },
            {
              title: '图片',
              dataIndex: 'imageUrl',
              width: 90,
              render: (v: string | null) => (v ? <Image src={v} alt="" width={64} height={44} style={{ objectFit: 'cover' }} /> : '—'),
            },
            { title: '标题', dataIndex: 'title', render: (_: string, r) => titleOf(r) },
            { title: '说明', dataIndex: 'subtitle', ellipsis: true },
            {
              title: '状态',
              dataIndex: 'status',
              width: 90,
              render: (_: ContentRow['status'], r) => statusOf(r),
            },
            { title: '更新时间', dataIndex: 'updatedAt', width: 150, render: (v: string | null) => formatTime(v) },
            {
              title: '操作',
              key: 'op',
              width: 150,
              fixed: 'right',
              render: (_: unknown, r) => <Space size={0}>{actionsOf(r, false)}</Space>,
            },
          ]}
        />
      )}
      {editing !== null && (
        <ContentEditor
          type={type}
          id={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </div>
  );
}
