import { useState } from 'react';
import { Alert, Button, Input, List, Modal, Segmented, Space, Table, Tag, Typography, type PaginationProps } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminWithdrawalListOp, yuan, type AdminWithdrawal, type ReconcileReport } from '@shp/contracts';
import { formatTime } from '../../lib/admin-call';
import { ApiError } from '../../lib/api-client';
import { showError, showSuccess } from '../../lib/notify';
import { opKey } from '../../lib/query-keys';
import { usePagerQuery } from '../../hooks/use-pager-query';
import { usePhoneWidth } from '../../hooks/use-phone-width';
import { useQueryChoice } from '../../hooks/use-query-choice';
import { CardField, RowCard, RowCards } from '../../components/RowCards';
import { decideWithdrawal, runReconcile, withdrawalListQuery } from './api/payments';
import './payments.css';

const FILTERS = ['pending', 'all', 'paid', 'rejected'] as const;
type Filter = (typeof FILTERS)[number];
const COLOR: Record<AdminWithdrawal['status'], string> = { pending: 'blue', paid: 'green', rejected: 'red' };
const PAGE_SIZES = [20];
const KIND_LABEL: Record<ReconcileReport['problems'][number]['kind'], string> = { order: '订单', payment: '支付单', withdrawal: '提现', seller: '卖家' };

/**
 * 提现审核 (/admin/withdrawals): sellers' withdrawal requests, pending first (oldest first, as they
 * queue). 确认打款 records the bank's reference of the transfer; 驳回 needs a reason and returns the
 * amount to the seller's balance. The seller gets a message either way. 对账 runs the
 * reconciliation and lists whatever does not balance.
 */
export function WithdrawalReview() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useQueryChoice<Filter>('status', FILTERS, 'pending');
  const { page: pageNum, setPage } = usePagerQuery(PAGE_SIZES, 20);
  const phone = usePhoneWidth();
  const list = useQuery(withdrawalListQuery(filter === 'all' ? undefined : filter, pageNum, 20));
  const [deciding, setDeciding] = useState<{ w: AdminWithdrawal; decision: 'paid' | 'rejected' } | null>(null);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [report, setReport] = useState<ReconcileReport | null>(null);
  const [checking, setChecking] = useState(false);

  const open = (w: AdminWithdrawal, decision: 'paid' | 'rejected') => {
    setText('');
    setDeciding({ w, decision });
  };
  const submit = async () => {
    if (!deciding) return;
    setSaving(true);
    try {
      const { w, decision } = deciding;
      await decideWithdrawal(
        decision === 'paid'
          ? { withdrawalId: w.withdrawalId, decision, bankReference: text.trim() }
          : { withdrawalId: w.withdrawalId, decision, remark: text.trim() },
      );
      showSuccess(decision === 'paid' ? '已确认打款，商家已收到通知' : '已驳回，金额已退回商家余额');
      setDeciding(null);
      await queryClient.invalidateQueries({ queryKey: opKey(adminWithdrawalListOp) });
    } catch (err) {
      if (!(err instanceof ApiError)) showError('操作失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  };
  const reconcile = async () => {
    setChecking(true);
    try {
      setReport(await runReconcile());
    } catch (err) {
      if (!(err instanceof ApiError)) showError('对账失败，请稍后重试');
    } finally {
      setChecking(false);
    }
  };

  const actionsOf = (w: AdminWithdrawal, card: boolean) => {
    const kind = card ? ({ type: 'default' } as const) : ({ type: 'link' } as const);
    return [
      <Button key="paid" {...kind} onClick={() => open(w, 'paid')}>
        确认打款
      </Button>,
      <Button key="rejected" {...kind} danger onClick={() => open(w, 'rejected')}>
        驳回
      </Button>,
    ];
  };
  const statusOf = (w: AdminWithdrawal) => (
    <Tag color={COLOR[w.status]} style={{ marginInlineEnd: 0 }}>
      {w.statusText}
    </Tag>
  );
  const outcomeOf = (w: AdminWithdrawal) =>
    w.status === 'paid' ? `流水号 ${w.bankReference ?? '—'}` : w.status === 'rejected' ? `原因：${w.remark ?? '—'}` : '';
  const pagination: PaginationProps = { current: pageNum, pageSize: 20, total: list.data?.total ?? 0, onChange: (next) => setPage(next, 20) };
  const empty = filter === 'pending' ? '暂无待处理的提现申请' : '暂无提现记录';

  return (
    <div>
      <div className="wd-toolbar">
        <Segmented
          value={filter}
          onChange={(v) => setFilter(v as Filter)}
          options={[
            { value: 'pending', label: '待处理' },
            { value: 'all', label: '全部' },
            { value: 'paid', label: '已到账' },
            { value: 'rejected', label: '已驳回' },
          ]}
        />
        <Button loading={checking} onClick={() => void reconcile()}>
          运行对账
        </Button>
      </div>
      {report && (
        <Alert
          className="wd-problems"
          type={report.problems.length ? 'error' : 'success'}
          showIcon
          closable
          onClose={() => setReport(null)}
          message={
            report.problems.length
              ? `对账发现 ${report.problems.length} 项不平`
              : `对账完成：${report.checked.orders} 笔订单、${report.checked.payments} 笔支付、${report.checked.withdrawals} 笔提现全部平衡`
          }
          description={
            report.problems.length ? (
              <List
                size="small"
                dataSource={report.problems}
                renderItem={(p) => (
                  <List.Item>
                    {KIND_LABEL[p.kind]} {p.ref}：{p.message}
                  </List.Item>
                )}
              />
            ) : (
              `检查时间 ${formatTime(report.checkedAt)}`
            )
          }
        />
      )}
      {list.isError && <Alert type="error" showIcon message="提现申请加载失败，请稍后重试" style={{ marginTop: 12 }} />}
      <div style={{ marginTop: 12 }}>
        {phone ? (
          <RowCards
            label="提现申请列表"
            items={list.data?.list ?? []}
            rowKey={(w) => w.withdrawalId}
            loading={list.isPending}
            empty={empty}
            pagination={pagination}
            itemProps={(w) => ({ 'data-withdrawal-id': w.withdrawalId })}
            renderCard={(w) => (
              <RowCard title={`${w.sellerName} ${yuan(w.amount)}`} extra={statusOf(w)} actions={w.status === 'pending' ? actionsOf(w, true) : undefined}>
                <CardField label="提现单号">{w.withdrawNo}</CardField>
                <CardField label="收款账户">
                  {w.bankName} {w.accountName} {w.accountNo}
                </CardField>
                <CardField label="当前余额">{yuan(w.sellerBalance)}</CardField>
                <CardField label="申请时间">{formatTime(w.createdAt)}</CardField>
                {w.status !== 'pending' && <CardField label="处理结果">{outcomeOf(w)}</CardField>}
              </RowCard>
            )}
          />
        ) : (
          <Table<AdminWithdrawal>
            rowKey="withdrawalId"
            loading={list.isPending}
            dataSource={list.data?.list ?? []}
            scroll={{ x: 980 }}
            locale={{ emptyText: empty }}
            pagination={pagination}
            onRow={(w) => ({ 'data-withdrawal-id': w.withdrawalId }) as React.HTMLAttributes<HTMLElement>}
            columns={[
              { title: '提现单号', dataIndex: 'withdrawNo', width: 190 },
              { title: '商家', dataIndex: 'sellerName' },
              { title: '金额', dataIndex: 'amount', width: 120, render: (v: number) => yuan(v) },
              {
                title: '收款账户',
                key: 'acct',
                render: (_: unknown, w) => (
                  <span>
                    {w.bankName} {w.accountName}
                    <br />
                    <Typography.Text copyable>{w.accountNo}</Typography.Text>
                  </span>
                ),
              },
              { title: '商家余额', dataIndex: 'sellerBalance', width: 120, render: (v: number) => yuan(v) },
              { title: '申请时间', dataIndex: 'createdAt', width: 150, render: (v: string) => formatTime(v) },
              { title: '状态', dataIndex: 'status', width: 90, render: (_: unknown, w) => statusOf(w) },
              {
                title: '操作',
                key: 'op',
                width: 170,
                render: (_: unknown, w) => (w.status === 'pending' ? <Space size={0}>{actionsOf(w, false)}</Space> : outcomeOf(w)),
              },
            ]}
          />
        )}
      </div>
      <Modal
        open={deciding !== null}
        title={deciding?.decision === 'paid' ? `确认打款 ${yuan(deciding.w.amount)}` : `驳回提现 ${yuan(deciding?.w.amount ?? 0)}`}
        okText={deciding?.decision === 'paid' ? '确认已打款' : '驳回'}
        okButtonProps={{ danger: deciding?.decision === 'rejected', disabled: !text.trim(), loading: saving }}
        onCancel={() => setDeciding(null)}
        onOk={() => void submit()}
        destroyOnHidden
      >
        {deciding?.decision === 'paid' ? (
          <>
            <p>
              收款账户：{deciding.w.bankName} {deciding.w.accountName} {deciding.w.accountNo}
            </p>
            <Input aria-label="银行流水号" maxLength={64} placeholder="请填写银行流水号" value={text} onChange={(e) => setText(e.target.value)} />
          </>
        ) : (
          <Input.TextArea
            aria-label="驳回原因"
            rows={3}
            maxLength={200}
            showCount
            placeholder="请填写驳回原因，商家会收到该原因"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Modal>
    </div>
  );
}
