import { useState } from 'react';
import { Alert, Button, Input, Modal, Segmented, Space, Table, Tag, type PaginationProps } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRefundListOp, adminRefundRequestListOp, yuan, type AdminRefund, type AdminRefundRequest } from '@shp/contracts';
import { formatTime } from '../../lib/admin-call';
import { ApiError } from '../../lib/api-client';
import { showError, showSuccess } from '../../lib/notify';
import { opKey } from '../../lib/query-keys';
import { usePagerQuery } from '../../hooks/use-pager-query';
import { usePhoneWidth } from '../../hooks/use-phone-width';
import { useQueryChoice } from '../../hooks/use-query-choice';
import { CardField, RowCard, RowCards } from '../../components/RowCards';
import { decideRefundRequest, refundListQuery, refundRequestListQuery } from './api/payments';
import './payments.css';

const VIEWS = ['pending', 'approved', 'refused', 'refunds'] as const;
type View = (typeof VIEWS)[number];
const REQUEST_COLOR: Record<AdminRefundRequest['status'], string> = { pending: 'blue', approved: 'green', refused: 'red' };
const REFUND_COLOR: Record<string, string> = { processing: 'blue', success: 'green', failed: 'red' };
const PAGE_SIZES = [20];

/**
 * 退款管理 (/admin/refunds): buyers' refund requests, pending first (oldest first, as they queue).
 * 同意退款 refunds in full through the payment driver and cancels the order; 拒绝 needs a reason,
 * which the buyer is told. 退款记录 lists every refund with its provider state (a failed one needs
 * handling at the provider's merchant platform).
 */
export function RefundReview() {
  const queryClient = useQueryClient();
  const [view, setView] = useQueryChoice<View>('view', VIEWS, 'pending');
  const { page: pageNum, setPage } = usePagerQuery(PAGE_SIZES, 20);
  const phone = usePhoneWidth();
  const requests = useQuery({ ...refundRequestListQuery(view === 'refunds' ? undefined : view, pageNum, 20), enabled: view !== 'refunds' });
  const refunds = useQuery({ ...refundListQuery(pageNum, 20), enabled: view === 'refunds' });
  const [deciding, setDeciding] = useState<{ r: AdminRefundRequest; decision: 'approve' | 'refuse' } | null>(null);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);

  const open = (r: AdminRefundRequest, decision: 'approve' | 'refuse') => {
    setText('');
    setDeciding({ r, decision });
  };
  const submit = async () => {
    if (!deciding) return;
    setSaving(true);
    try {
      const { r, decision } = deciding;
      await decideRefundRequest({ requestId: r.requestId, decision, reason: text.trim() || undefined });
      showSuccess(decision === 'approve' ? '已同意，款项将原路退回买家' : '已拒绝，买家已收到原因');
      setDeciding(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: opKey(adminRefundRequestListOp) }),
        queryClient.invalidateQueries({ queryKey: opKey(adminRefundListOp) }),
      ]);
    } catch (err) {
      if (!(err instanceof ApiError)) showError('操作失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  };

  const pagination = (total: number): PaginationProps => ({ current: pageNum, pageSize: 20, total, onChange: (next) => setPage(next, 20) });
  const actionsOf = (r: AdminRefundRequest, card: boolean) => {
    const kind = card ? ({ type: 'default' } as const) : ({ type: 'link' } as const);
    return [
      <Button key="approve" {...kind} onClick={() => open(r, 'approve')}>
        同意退款
      </Button>,
      <Button key="refuse" {...kind} danger onClick={() => open(r, 'refuse')}>
        拒绝
      </Button>,
    ];
  };
  const requestTag = (r: AdminRefundRequest) => (
    <Tag color={REQUEST_COLOR[r.status]} style={{ marginInlineEnd: 0 }}>
      {r.statusText}
    </Tag>
  );
  const refundTag = (r: AdminRefund) => (
    <Tag color={REFUND_COLOR[r.status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {r.statusText}
    </Tag>
  );
  const outcomeOf = (r: AdminRefundRequest) => (r.status === 'pending' ? '' : `${r.operator ?? ''}：${r.decisionReason ?? '—'}`);
  const empty = view === 'pending' ? '暂无待处理的退款申请' : view === 'refunds' ? '暂无退款记录' : '暂无退款申请';
  const failed = loadError(view === 'refunds' ? refunds.isError : requests.isError);

  return (
    <div>
      <div className="wd-toolbar">
        <Segmented
          value={view}
          onChange={(v) => setView(v as View)}
          options={[
            { value: 'pending', label: '待处理申请' },
            { value: 'approved', label: '已退款' },
            { value: 'refused', label: '已拒绝' },
            { value: 'refunds', label: '退款记录' },
          ]}
        />
      </div>
      {failed}
      <div style={{ marginTop: 12 }}>
        {view === 'refunds' ? (
          phone ? (
            <RowCards
              label="退款记录"
              items={refunds.data?.list ?? []}
              rowKey={(r) => r.refundNo}
              loading={refunds.isPending}
              empty={empty}
              pagination={pagination(refunds.data?.total ?? 0)}
              renderCard={(r) => (
                <RowCard title={`${r.orderNo} ${yuan(r.amount)}`} extra={refundTag(r)}>
                  <CardField label="退款单号">{r.refundNo}</CardField>
                  <CardField label="支付渠道">{r.driverName}</CardField>
                  <CardField label="原因">{r.reason}</CardField>
                  <CardField label="操作人">{r.operator}</CardField>
                  <CardField label="发起时间">{formatTime(r.createdAt)}</CardField>
                </RowCard>
              )}
            />
          ) : (
            <Table<AdminRefund>
              rowKey="refundNo"
              loading={refunds.isPending}
              dataSource={refunds.data?.list ?? []}
              scroll={{ x: 980 }}
              locale={{ emptyText: empty }}
              pagination={pagination(refunds.data?.total ?? 0)}
              columns={[
                { title: '退款单号', dataIndex: 'refundNo', width: 190 },
                { title: '订单号', dataIndex: 'orderNo', width: 190 },
                { title: '渠道', dataIndex: 'driverName', width: 120 },
                { title: '金额', dataIndex: 'amount', width: 110, render: (v: number) => yuan(v) },
                { title: '原因', dataIndex: 'reason' },
                { title: '操作人', dataIndex: 'operator', width: 120 },
                { title: '发起时间', dataIndex: 'createdAt', width: 150, render: (v: string) => formatTime(v) },
                { title: '状态', dataIndex: 'status', width: 100, render: (_: unknown, r) => refundTag(r) },
              ]}
            />
          )
        ) : phone ? (
          <RowCards
            label="退款申请列表"
            items={requests.data?.list ?? []}
            rowKey={(r) => r.requestId}
            loading={requests.isPending}
            empty={empty}
            pagination={pagination(requests.data?.total ?? 0)}
            renderCard={(r) => (
              <RowCard title={`${r.orderNo} ${yuan(r.amount)}`} extra={requestTag(r)} actions={r.status === 'pending' ? actionsOf(r, true) : undefined}>
                <CardField label="买家">{r.buyerName}</CardField>
                <CardField label="服务商">{r.sellerName}</CardField>
                <CardField label="订单状态">{r.orderStatusText}</CardField>
                <CardField label="申请原因">{r.reason}</CardField>
                <CardField label="申请时间">{formatTime(r.createdAt)}</CardField>
                {r.status !== 'pending' && <CardField label="处理结果">{outcomeOf(r)}</CardField>}
              </RowCard>
            )}
          />
        ) : (
          <Table<AdminRefundRequest>
            rowKey="requestId"
            loading={requests.isPending}
            dataSource={requests.data?.list ?? []}
            scroll={{ x: 980 }}
            locale={{ emptyText: empty }}
            pagination={pagination(requests.data?.total ?? 0)}
            columns={[
              { title: '订单号', dataIndex: 'orderNo', width: 190 },
              { title: '买家', dataIndex: 'buyerName', width: 110 },
              { title: '服务商', dataIndex: 'sellerName' },
              { title: '金额', dataIndex: 'amount', width: 110, render: (v: number) => yuan(v) },
              { title: '订单状态', dataIndex: 'orderStatusText', width: 100 },
              { title: '申请原因', dataIndex: 'reason' },
              { title: '申请时间', dataIndex: 'createdAt', width: 150, render: (v: string) => formatTime(v) },
              { title: '状态', dataIndex: 'status', width: 90, render: (_: unknown, r) => requestTag(r) },
              {
                title: '操作',
                key: 'op',
                width: 170,
                render: (_: unknown, r) => (r.status === 'pending' ? <Space size={0}>{actionsOf(r, false)}</Space> : outcomeOf(r)),
              },
            ]}
          />
        )}
      </div>
      <Modal
        open={deciding !== null}
        title={deciding?.decision === 'approve' ? `同意退款 ${yuan(deciding.r.amount)}` : `拒绝退款申请 ${deciding?.r.orderNo ?? ''}`}
        okText={deciding?.decision === 'approve' ? '确认退款' : '拒绝'}
        okButtonProps={{ danger: deciding?.decision === 'refuse', disabled: deciding?.decision === 'refuse' && !text.trim(), loading: saving }}
        onCancel={() => setDeciding(null)}
        onOk={() => void submit()}
        destroyOnHidden
      >
        {deciding && <p>买家申请原因：{deciding.r.reason}</p>}
        {deciding?.decision === 'approve' && <p>款项将原路退回买家，订单随之取消。</p>}
        <Input.TextArea
          aria-label={deciding?.decision === 'approve' ? '备注' : '拒绝原因'}
          rows={3}
          maxLength={200}
          showCount
          placeholder={deciding?.decision === 'approve' ? '备注（选填）' : '请填写拒绝原因，买家会收到该原因'}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Modal>
    </div>
  );
}

function loadError(isError: boolean) {
  return isError ? <Alert type="error" showIcon message="加载失败，请稍后重试" style={{ marginTop: 12 }} /> : null;
}
