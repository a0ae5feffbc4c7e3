import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Drawer, Input, Modal, Select, Space, Statistic, Switch, Table, Tabs, Tag, type PaginationProps } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminMemberPointsOp, adminMemberSearchOp, GRADES, SELLER_ROLE, type AdminMember, type Operator } from '@shp/contracts';
import { formatTime } from '../../lib/admin-call';
import { showSuccess } from '../../lib/notify';
import { usePhoneWidth } from '../../hooks/use-phone-width';
import { CardField, RowCard, RowCards } from '../../components/RowCards';
import { tablePagination, usePagerQuery } from '../../hooks/use-pager-query';
import { useQueryChoice } from '../../hooks/use-query-choice';
import { GoodsReview } from './GoodsReview';
import { memberPointsQuery, memberSearchQuery, setGrade, setSeller, type MemberFilter } from './api/admin-members';
import { memberFilterFromQuery, memberFilterToQuery } from './member-filter-query';
import { invalidateOps } from '../../lib/query-keys';

const gradeLabel = (g: string) => (g === 'L0' ? 'L0 尚未成为VIP' : `VIP ${g}`);
const TABS = ['members', 'goods'] as const;

/** Members and roles, and the approval of seller goods. The tab, search and page live in the URL. */
export function MemberManager(_props: { operator: Operator }) {
  const [tab, setTab] = useQueryChoice('tab', TABS, 'members');
  return (
    <div>
      <h1 style={{ fontSize: 20, marginTop: 0 }}>会员与角色</h1>
      <Tabs
        destroyOnHidden
        activeKey={tab}
        onChange={(k) => setTab(k as (typeof TABS)[number])}
        items={[
          { key: 'members', label: '会员', children: <MemberList /> },
          { key: 'goods', label: '商品审核', children: <GoodsReview /> },
        ]}
      />
    </div>
  );
}

/** Search, VIP grade, seller role SH100011, points bill. */
function MemberList() {
  const queryClient = useQueryClient();
  // Search and page live in the URL: Back, a reload or a shared link show the same members, and a
  // new search or choice starts again at page 1.
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => memberFilterFromQuery(search), [search]);
  const pager = usePagerQuery();
  const { page: pageNum, pageSize } = pager;
  const [q, setQ] = useState(filter.q ?? '');
  useEffect(() => setQ(filter.q ?? ''), [filter.q]);
  const update = (patch: Partial<NonNullable<MemberFilter>>) =>
    setSearch((prev) => memberFilterToQuery(prev, { ...filter, ...patch }), { preventScrollReset: true });
  const [pointsOf, setPointsOf] = useState<AdminMember | null>(null);
  const list = useQuery(memberSearchQuery(filter, pageNum, pageSize));
  // A phone gets one card a member: the table would scroll sideways there.
  const phone = usePhoneWidth();
  const refresh = () => invalidateOps(queryClient, [adminMemberSearchOp, adminMemberPointsOp]);

  const confirmThen = (title: string, content: string, fn: () => Promise<unknown>) =>
    Modal.confirm({
      title,
      content,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        await fn();
        showSuccess('已保存');
        await refresh();
      },
    });

  const gradeOf = (m: AdminMember) => (
    <Select
      size="small"
      value={m.gradeCode}
      style={{ width: 150 }}
      aria-label={`${m.nickName}的等级`}
      disabled={m.status !== 'active'}
      options={GRADES.map((x) => ({ value: x, label: gradeLabel(x) }))}
      onChange={(v) =>
        confirmThen('调整会员等级', `将 ${m.nickName} 调整为 ${gradeLabel(v)}？`, () => setGrade({ memberId: m.id, gradeCode: v as (typeof GRADES)[number] }))
      }
    />
  );
  const sellerOf = (m: AdminMember) => (
    <Switch
      checked={m.isSeller}
      disabled={m.status !== 'active'}
      aria-label={`${m.nickName}的商家权限`}
      onChange={(on) =>
        confirmThen(on ? '开通商家权限' : '关闭商家权限', `${on ? '开通' : '关闭'} ${m.nickName} 的商家中心权限？`, () =>
          setSeller({ memberId: m.id, granted: on }),
        )
      }
    />
  );
  const statusOf = (m: AdminMember) =>
    m.status === 'active' ? (
      <Tag color="green" style={{ marginInlineEnd: 0 }}>
        正常
      </Tag>
    ) : (
      <Tag style={{ marginInlineEnd: 0 }}>已注销</Tag>
    );
  const pagination: PaginationProps = {
    ...tablePagination(pager, list.data?.total ?? 0),
    showTotal: (t) => `共 ${t} 位会员`,
  };

  return (
    <div>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          placeholder="完整手机号、昵称或用户ID"
          // The filter schema's limit: a longer text could never filter the list.
          maxLength={64}
          allowClear
          style={{ width: 260 }}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onSearch={(v) => update({ q: v.trim() || undefined })}
        />
        <Select
          allowClear
          placeholder="等级"
          aria-label="等级"
          style={{ width: 150 }}
          value={filter.gradeCode}
          options={GRADES.map((g) => ({ value: g, label: gradeLabel(g) }))}
          onChange={(v: (typeof GRADES)[number] | undefined) => update({ gradeCode: v })}
        />
        <Select
          allowClear
          placeholder="商家角色"
          aria-label="商家角色"
          style={{ width: 130 }}
          options={[
            { value: 'yes', label: '已开通' },
            { value: 'no', label: '未开通' },
          ]}
          value={filter.seller === undefined ? undefined : filter.seller ? 'yes' : 'no'}
          onChange={(v: 'yes' | 'no' | undefined) => update({ seller: v === undefined ? undefined : v === 'yes' })}
        />
      </Space>
      {list.isError && <Alert type="error" showIcon title="会员加载失败，请稍后重试" />}
      {phone ? (
        <RowCards
          label="会员列表"
          items={list.data?.list ?? []}
          rowKey={(m) => m.id}
          loading={list.isPending}
          empty="没有找到会员"
          pagination={pagination}
          itemProps={(m) => ({ 'data-member-id': m.id })}
          renderCard={(m) => (
            <RowCard title={m.nickName} extra={statusOf(m)} actions={<Button onClick={() => setPointsOf(m)}>积分账单</Button>}>
              <div>
                ID {m.id} · {m.phone ?? '已注销'}
              </div>
              <CardField label="等级">{gradeOf(m)}</CardField>
              <CardField label={`商家（${SELLER_ROLE}）`}>{sellerOf(m)}</CardField>
              <CardField label="注册时间">{formatTime(m.createdAt)}</CardField>
            </RowCard>
          )}
        />
      ) : (
        <Table<AdminMember>
          rowKey="id"
          loading={list.isPending}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 900 }}
          locale={{ emptyText: '没有找到会员' }}
          pagination={pagination}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 70 },
            { title: '昵称', dataIndex: 'nickName' },
            { title: '手机', dataIndex: 'phone', render: (v: string | null) => v ?? '已注销' },
            {
              title: '等级',
              dataIndex: 'gradeCode',
              width: 170,
              render: (_: string, m) => gradeOf(m),
            },
            {
              title: `商家（${SELLER_ROLE}）`,
              dataIndex: 'isSeller',
              width: 140,
              render: (_: boolean, m) => sellerOf(m),
            },
            { title: '状态', dataIndex: 'status', width: 80, render: (_: string, m) => statusOf(m) },
            { title: '注册时间', dataIndex: 'createdAt', render: (v: string) => formatTime(v) },
            {
              title: '积分',
              key: 'points',
              width: 90,
              render: (_: unknown, m) => (
                <Button type="link" onClick={() => setPointsOf(m)}>
                  积分账单
                </Button>
              ),
            },
          ]}
        />
      )}
      {pointsOf && <PointsDrawer member={pointsOf} onClose={() => setPointsOf(null)} />}
    </div>
  );
}

function PointsDrawer({ member, onClose }: { member: AdminMember; onClose: () => void }) {
  const narrow = usePhoneWidth();
  const [pageNum, setPageNum] = useState(1);
  const bill = useQuery(memberPointsQuery(member.id, pageNum));
  return (
    <Drawer open title={`${member.nickName} 的积分账单`} size={narrow ? '100%' : 520} onClose={onClose}>
      {bill.isError && <Alert type="error" showIcon title="积分账单加载失败" />}
      <Statistic title="当前积分" value={bill.data?.balance ?? 0} loading={bill.isPending} style={{ marginBottom: 16 }} />
      <Table
        rowKey="id"
        size="small"
        loading={bill.isPending}
        dataSource={bill.data?.list ?? []}
        locale={{ emptyText: '暂无积分记录' }}
        pagination={{ current: pageNum, pageSize: 10, total: bill.data?.total ?? 0, onChange: setPageNum }}
        columns={[
          { title: '事项', dataIndex: 'title' },
          { title: '变动', dataIndex: 'change', render: (v: number) => <span style={{ color: v >= 0 ? '#389e0d' : '#cf1322' }}>{v >= 0 ? `+${v}` : v}</span> },
          { title: '余额', dataIndex: 'balanceAfter' },
          { title: '时间', dataIndex: 'createdAt', render: (v: string) => formatTime(v) },
        ]}
      />
    </Drawer>
  );
}
