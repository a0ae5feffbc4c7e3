import { useState } from 'react';
import { Alert, Button, Image, Input, Popconfirm, Select, Space, Table, Tabs, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTENT_STATUS_LABELS, CONTENT_TYPE_LABELS, CONTENT_TYPES, type ContentRow, type ContentType, type Operator } from '@shp/contracts';
import { formatTime } from '../../lib/admin-call';
import { showSuccess } from '../../lib/notify';
import { contentListQuery, setContentStatus } from './api/admin-content';
import { ContentEditor } from './ContentEditor';
import { HomeConfigEditor } from './HomeConfigEditor';

/** Content: malls, shops, points, spaces, brands, news, adverts, agreements and the home layout. */
export function ContentManager(_props: { operator: Operator }) {
  const [tab, setTab] = useState<ContentType | 'home'>('mall');
  return (
    <div>
      <h1 style={{ fontSize: 20, marginTop: 0 }}>内容管理</h1>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as ContentType | 'home')}
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
  const [q, setQ] = useState<string | undefined>();
  const [status, setStatus] = useState<'published' | 'draft' | undefined>();
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const list = useQuery(contentListQuery(type, q, status, page.pageNum, page.pageSize));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'content'] });
  const toggle = async (row: ContentRow) => {
    const next = row.status === 'published' ? 'draft' : 'published';
    await setContentStatus({ type, id: row.id, status: next });
    showSuccess(next === 'published' ? '已发布' : '已下架');
    await refresh();
  };

  return (
    <div>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={`搜索${CONTENT_TYPE_LABELS[type]}`}
          style={{ width: 220 }}
          onSearch={(v) => {
            setQ(v.trim() || undefined);
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
        />
        {type !== 'agreement' && (
          <Select
            allowClear
            placeholder="发布状态"
            style={{ width: 120 }}
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage((p) => ({ ...p, pageNum: 1 }));
            }}
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
      <Table<ContentRow>
        rowKey="id"
        size="middle"
        loading={list.isPending}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 860 }}
        locale={{ emptyText: `暂无${CONTENT_TYPE_LABELS[type]}` }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (t) => `共 ${t} 条`,
          onChange: (pageNum, pageSize) => setPage({ pageNum: pageSize === page.pageSize ? pageNum : 1, pageSize }),
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          {
            title: '图片',
            dataIndex: 'imageUrl',
            width: 90,
            render: (v: string | null) => (v ? <Image src={v} alt="" width={64} height={44} style={{ objectFit: 'cover' }} /> : '—'),
          },
          { title: '标题', dataIndex: 'title', render: (v: string, r) => (r.publicUrl && r.status === 'published' ? <a href={r.publicUrl} target="_blank" rel="noreferrer">{v}</a> : v) },
          { title: '说明', dataIndex: 'subtitle', ellipsis: true },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (s: ContentRow['status']) => <Tag color={s === 'published' ? 'green' : 'default'}>{CONTENT_STATUS_LABELS[s]}</Tag>,
          },
          { title: '更新时间', dataIndex: 'updatedAt', width: 150, render: (v: string | null) => formatTime(v) },
          {
            title: '操作',
            key: 'op',
            width: 150,
            fixed: 'right',
            render: (_: unknown, r) => (
              <Space size={0}>
                <Button type="link" onClick={() => setEditing(r.id)}>
                  {type === 'agreement' ? '查看' : '编辑'}
                </Button>
                {type !== 'agreement' && (
                  <Popconfirm
                    title={r.status === 'published' ? '下架后公众网站将不再展示，确定？' : '发布后立即在公众网站展示，确定？'}
                    okText="确定"
                    cancelText="取消"
                    onConfirm={() => toggle(r)}
                  >
                    <Button type="link" danger={r.status === 'published'}>
                      {r.status === 'published' ? '下架' : '发布'}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
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
