import { useState } from 'react';
import { Alert, Button, Image, Input, Modal, Segmented, Space, Table, Tag, type PaginationProps } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGoodsListOp, type AdminGoodsRow } from '@shp/contracts';
import { formatTime } from '../../lib/admin-call';
import { showSuccess } from '../../lib/notify';
import { usePagerQuery } from '../../hooks/use-pager-query';
import { usePhoneWidth } from '../../hooks/use-phone-width';
import { CardField, RowCard, RowCards } from '../../components/RowCards';
import { useQueryChoice } from '../../hooks/use-query-choice';
import { goodsListQuery, reviewGoods } from './api/admin-members';
import { handler } from '../../lib/handler';
import { invalidateOps } from '../../lib/query-keys';

const STATUS: Record<AdminGoodsRow['status'], [string, string]> = {
  draft: ['草稿', 'default'],
  pending: ['待审核', 'blue'],
  approved: ['审核通过', 'green'],
  rejected: ['已驳回', 'red'],
};

const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** The review list pages by 20 alone (goodsListQuery). */
const PAGE_SIZES = [20];

/** Seller goods approval: approve, or reject with a reason (the seller gets a message). State and page live in the URL. */
export function GoodsReview() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useQueryChoice('status', REVIEW_STATUSES, 'pending');
  const { page: pageNum, setPage } = usePagerQuery(PAGE_SIZES, 20);
  const [rejecting, setRejecting] = useState<AdminGoodsRow | null>(null);
  const [reason, setReason] = useState('');
  const list = useQuery(goodsListQuery(status, pageNum));
  // A phone gets one card a goods: the table would scroll sideways there.
  const phone = usePhoneWidth();
  const decide = async (goodsId: number, decision: 'approve' | 'reject', why?: string) => {
    await reviewGoods({ goodsId, decision, reason: why });
    showSuccess(decision === 'approve' ? '已通过' : '已驳回');
    await invalidateOps(queryClient, [adminGoodsListOp]);
  };
  const statusOf = (r: AdminGoodsRow) => (
    <Tag color={STATUS[r.status][1]} title={r.rejectReason ?? undefined} style={{ marginInlineEnd: 0 }}>
      {STATUS[r.status][0]}
    </Tag>
  );
  /** A pending goods' decisions: link buttons in the table's cell, whole buttons on a phone's card. */
  const actionsOf = (r: AdminGoodsRow, card: boolean) => {
    const kind = card ? ({ type: 'default' } as const) : ({ type: 'link' } as const);
    return [
      <Button key="approve" {...kind} onClick={() => void decide(r.id, 'approve').catch(() => undefined)}>
        通过
      </Button>,
      <Button key="reject" {...kind} danger onClick={() => setRejecting(r)}>
        驳回
      </Button>,
    ];
  };
  const pagination: PaginationProps = { current: pageNum, pageSize: 20, total: list.data?.total ?? 0, onChange: (next) => setPage(next, 20) };
  const empty = status === 'pending' ? '暂无待审核商品' : '暂无商品';

  return (
    <div>
      <Segmented
        style={{ marginBottom: 12 }}
        value={status}
        onChange={(v) => setStatus(v as typeof status)}
        options={[
          { value: 'pending', label: '待审核' },
          { value: 'approved', label: '已通过' },
          { value: 'rejected', label: '已驳回' },
        ]}
      />
      {list.isError && <Alert type="error" showIcon title="商品加载失败，请稍后重试" />}
      {phone ? (
        <RowCards
          label="商品审核列表"
          items={list.data?.list ?? []}
          rowKey={(r) => r.id}
          loading={list.isPending}
          empty={empty}
          pagination={pagination}
          itemProps={(r) => ({ 'data-goods-id': r.id })}
          renderCard={(r) => (
            <RowCard title={r.name} extra={statusOf(r)} actions={r.status === 'pending' ? actionsOf(r, true) : undefined}>
              {r.imageUrl && <Image src={r.imageUrl} alt="" width={96} height={64} style={{ objectFit: 'cover' }} />}
              <CardField label="商家">{r.sellerName}</CardField>
              {r.description && <div style={{ color: '#595959' }}>{r.description}</div>}
              {/* No hover on a phone: the reason the table's tag gives on hover is written out. */}
              {r.rejectReason && <CardField label="驳回原因">{r.rejectReason}</CardField>}
              <CardField label="提交时间">{formatTime(r.submittedAt)}</CardField>
            </RowCard>
          )}
        />
      ) : (
        <Table<AdminGoodsRow>
          rowKey="id"
          loading={list.isPending}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 820 }}
          locale={{ emptyText: empty }}
          pagination={pagination}
          columns={[
            {
              title: '图片',
              dataIndex: 'imageUrl',
              width: 90,
              render: (v: string | null) => (v ? <Image src={v} alt="" width={64} height={44} style={{ objectFit: 'cover' }} /> : '—'),
            },
            { title: '商品', dataIndex: 'name' },
            { title: '商家', dataIndex: 'sellerName', width: 120 },
            { title: '描述', dataIndex: 'description', ellipsis: true },
            { title: '状态', dataIndex: 'status', width: 100, render: (_: AdminGoodsRow['status'], r) => statusOf(r) },
            { title: '提交时间', dataIndex: 'submittedAt', width: 150, render: (v: string | null) => formatTime(v) },
            {
              title: '操作',
              key: 'op',
              width: 140,
              render: (_: unknown, r) => (r.status === 'pending' ? <Space size={0}>{actionsOf(r, false)}</Space> : '—'),
            },
          ]}
        />
      )}
      <Modal
        open={rejecting !== null}
        title={`驳回「${rejecting?.name ?? ''}」`}
        okText="驳回"
        okButtonProps={{ danger: true, disabled: !reason.trim() }}
        onCancel={() => setRejecting(null)}
        onOk={handler(async () => {
          if (!rejecting) return;
          await decide(rejecting.id, 'reject', reason.trim()).catch(() => undefined);
          setRejecting(null);
          setReason('');
        })}
      >
        <Input.TextArea
          rows={3}
          maxLength={200}
          showCount
          placeholder="请填写驳回原因，商家会收到该原因"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </div>
  );
}
