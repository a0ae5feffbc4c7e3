import { useState } from 'react';
import { Button, Cascader, Empty, Form, Input, InputNumber, Modal, Result, Select, Statistic, Table, Tabs, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WITHDRAWAL_YUAN_MAX,
  SELLER_FLOW_KIND_LABEL,
  SELLER_WITHDRAWAL_STATUSES,
  SELLER_WITHDRAWAL_STATUS_LABEL,
  sellerSaleAndflowExportOp,
  sellerWithdrawalApplyOp,
  sellerWithdrawalExportOp,
  stepUpSendSmsOp,
  type OpOutput,
  type sellerSaleAndflowListOp,
  type sellerWithdrawalListOp,
} from '@shp/contracts';
import { ApiError, callApi, reportError } from '../../lib/api-client';
import { showSuccess } from '../../lib/notify';
import { CodeInputDialog } from '../../components/CodeInputDialog';
import { useOneAtATime } from '../../hooks/use-one-at-a-time';
import { yuanRules } from './amount-rules';
import { Pager } from '../../components/Pager';
import { invalidateOps, MESSAGE_CENTRE_OPS } from '../../lib/query-keys';
import { refreshSeller, useSellerAsker, balanceQuery, cityTreeQuery, flowListQuery, withdrawalListQuery } from './api/seller';
import { downloadExport } from './api/download';
import { usePhoneWidth } from '../../hooks/use-phone-width';
import { CardField, RowCard, RowCards } from '../../components/RowCards';
import { dateTime, yuan } from './format';

type Withdrawal = OpOutput<typeof sellerWithdrawalListOp>['list'][number];
type Flow = OpOutput<typeof sellerSaleAndflowListOp>['list'][number];
type Status = (typeof SELLER_WITHDRAWAL_STATUSES)[number];
const W_COLOR: Record<string, string> = { pending: 'processing', paid: 'success', rejected: 'error' };

/** A flow's amount, signed and coloured: in and out. */
const signed = (f: Flow) => (
  <span style={{ color: f.amount >= 0 ? '#389e0d' : '#cf1322', whiteSpace: 'nowrap' }}>
    {f.amount >= 0 ? '+' : '-'}
    {yuan(Math.abs(f.amount))}
  </span>
);

/** Statistic's own grouping and rounding, replaced so the cards read as the tables and totals do. */
const money = (v: number | string) => yuan(Number(v));

async function exporting(run: () => Promise<void>, set: (b: boolean) => void) {
  set(true);
  try {
    await run();
  } catch {
    // callApi has shown the message.
  } finally {
    set(false);
  }
}

/** /sellerCenter/withdrawalManagement: balance from completed orders, requests, records, sales and flow. */
export function Withdrawals() {
  return (
    <div>
      <BalanceCard />
      <div className="sc-card">
        <Tabs
          items={[
            { key: 'w', label: '提现记录', children: <WithdrawalRecords /> },
            { key: 'f', label: '销售与流水', children: <Flows /> },
          ]}
        />
      </div>
    </div>
  );
}

function BalanceCard() {
  const asker = useSellerAsker();
  const qc = useQueryClient();
  const b = useQuery(balanceQuery(asker));
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm();
  const once = useOneAtATime();
  /** A withdrawal to a new account waits for the SMS code sent to the seller's own phone. */
  const [stepUp, setStepUp] = useState<{ values: ApplyValues; sentTo: string } | null>(null);
  const sendCode = async () => (await callApi(stepUpSendSmsOp, {})).phone;
  const apply = useMutation({
    mutationFn: async (v: ApplyValues) => {
      try {
        return await callApi(sellerWithdrawalApplyOp, v, { silent: true });
      } catch (err) {
        if (err instanceof ApiError && (err.data as { stepUp?: string } | null)?.stepUp === 'sms') {
          setStepUp({ values: v, sentTo: await sendCode() });
          return null;
        }
        // The SPEC §8 messages, as callApi shows them when not silent.
        if (err instanceof ApiError) reportError(sellerWithdrawalApplyOp, err.code, err.message);
        throw err;
      }
    },
    onSuccess: (done) => {
      if (done) finished();
    },
  });
  const finished = () => {
    showSuccess('提现申请已提交，预计1-3个工作日到账');
    setStepUp(null);
    setOpen(false);
    void refreshSeller(qc, asker);
    void invalidateOps(qc, MESSAGE_CENTRE_OPS, asker);
  };
  return (
    <div className="sc-card">
      <div className="sc-head">
        <h1 className="sc-title">提现管理</h1>
        <Button type="primary" disabled={!b.data || b.data.available <= 0} onClick={() => setOpen(true)}>
          申请提现
        </Button>
      </div>
      {b.isError ? (
        <Result status="warning" title="余额加载失败" extra={<Button onClick={() => void b.refetch()}>重试</Button>} />
      ) : (
        <div className="sc-stats">
          <Statistic title="可提现余额" value={b.data?.available ?? 0} formatter={money} loading={b.isPending} styles={{ content: { color: '#d4380d' } }} />
          <Statistic title="累计收入（已完成订单，扣除平台服务费）" value={b.data?.totalIncome ?? 0} formatter={money} loading={b.isPending} />
          <Statistic title="已提现及处理中" value={b.data?.withdrawn ?? 0} formatter={money} loading={b.isPending} />
        </div>
      )}
      <Modal
        open={open}
        title="申请提现"
        okText="提交申请"
        cancelText="取消"
        confirmLoading={apply.isPending}
        onCancel={() => setOpen(false)}
        onOk={() => void once(async () => apply.mutateAsync(await form.validateFields()))}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false} initialValues={{ bankName: b.data?.account?.bankName, accountName: b.data?.account?.accountName }}>
          <p>
            可提现余额：<b>{yuan(b.data?.available ?? 0)}</b>
          </p>
          <Form.Item
            name="amount"
            label="提现金额（元）"
            rules={[
              // The API's limits and words (not InputNumber's min or precision, which change the value).
              ...yuanRules('提现金额', WITHDRAWAL_YUAN_MAX),
              // One message a fault: an amount past the limit is already named above.
              {
                validator: (_r, v) =>
                  v == null || v > WITHDRAWAL_YUAN_MAX || v <= (b.data?.available ?? 0)
                    ? Promise.resolve()
                    : Promise.reject(new Error('提现金额不能超过可提现余额')),
              },
            ]}
          >
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="bankName" label="开户银行" rules={[{ required: true, whitespace: true, message: '请输入开户银行' }]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="accountName" label="开户名" rules={[{ required: true, whitespace: true, message: '请输入开户名' }]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item
            name="accountNo"
            label="银行卡号"
            rules={[
              { required: true, message: '请输入银行卡号' },
              { pattern: /^\d{12,19}$/, message: '请输入12至19位银行卡号' },
            ]}
          >
            <Input maxLength={19} inputMode="numeric" />
          </Form.Item>
        </Form>
      </Modal>
      <CodeInputDialog
        open={stepUp !== null}
        title="短信验证"
        onCancel={() => setStepUp(null)}
        extra={
          stepUp && (
            <span style={{ color: '#666' }}>
              向新的银行账户提现，验证码已发送至 {stepUp.sentTo}{' '}
              <Button
                type="link"
                size="small"
                onClick={() =>
                  void sendCode().then(
                    (sentTo) => setStepUp((cur) => cur && { ...cur, sentTo }),
                    () => {},
                  )
                }
              >
                重新获取
              </Button>
            </span>
          )
        }
        onSubmit={async (smsCode) => {
          if (!stepUp) return;
          try {
            await callApi(sellerWithdrawalApplyOp, { ...stepUp.values, smsCode }, { silent: true });
          } catch (err) {
            throw new Error(err instanceof ApiError ? err.message : '网络异常，请稍后重试');
          }
          finished();
        }}
      />
    </div>
  );
}

type ApplyValues = { amount: number; bankName: string; accountName: string; accountNo: string };

function WithdrawalRecords() {
  const asker = useSellerAsker();
  const [status, setStatus] = useState<Status | undefined>();
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const [busy, setBusy] = useState(false);
  const q = useQuery(withdrawalListQuery(asker, { status }, page));
  const phone = usePhoneWidth();
  const filterBy = (v: Status | undefined) => (setStatus(v), setPage((p) => ({ ...p, pageNum: 1 })));
  // The same three cases as the other seller lists (OrderList, GoodsList).
  const empty = q.data?.total ? (
    // A page past the end (requests gone since): the filter is fine, the page is not.
    <Empty description="这一页没有更多了">
      <Button onClick={() => setPage((p) => ({ ...p, pageNum: 1 }))}>回到第一页</Button>
    </Empty>
  ) : status !== undefined ? (
    // A status that matches nothing is not a seller who never withdrew.
    <Empty description="没有符合条件的提现记录">
      <Button onClick={() => filterBy(undefined)}>清除筛选</Button>
    </Empty>
  ) : (
    <Empty description="暂无提现记录" />
  );
  return (
    <div>
      <div className="sc-toolbar">
        <Select
          aria-label="提现状态"
          allowClear
          placeholder="全部状态"
          style={{ width: 140 }}
          value={status}
          onChange={filterBy}
          options={SELLER_WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: SELLER_WITHDRAWAL_STATUS_LABEL[s] }))}
        />
        <Button loading={busy} onClick={() => void exporting(() => downloadExport(sellerWithdrawalExportOp, { status }, '提现记录.xlsx'), setBusy)}>
          导出提现记录
        </Button>
      </div>
      {q.isError ? (
        <Result status="warning" title="提现记录加载失败" extra={<Button onClick={() => void q.refetch()}>重试</Button>} />
      ) : phone ? (
        // A phone gets one card a request: the table hid 申请时间 and the account past its right edge.
        <RowCards
          label="提现记录"
          items={q.data?.list ?? []}
          rowKey={(w) => w.withdrawalId}
          loading={q.isPending}
          empty={empty}
          renderCard={(w) => (
            <RowCard
              title={w.withdrawNo}
              extra={
                <Tag color={W_COLOR[w.status]} style={{ marginInlineEnd: 0 }}>
                  {w.statusText}
                </Tag>
              }
            >
              <CardField label="金额">{yuan(w.amount)}</CardField>
              <CardField label="收款账户">{`${w.bankName} ${w.accountNo}`}</CardField>
              <CardField label="申请时间">{dateTime(w.createdAt)}</CardField>
            </RowCard>
          )}
        />
      ) : (
        <div className="sc-table-wrap">
          <Table<Withdrawal>
            rowKey="withdrawalId"
            loading={q.isPending}
            dataSource={q.data?.list ?? []}
            pagination={false}
            locale={{ emptyText: empty }}
            columns={[
              { title: '提现单号', dataIndex: 'withdrawNo', key: 'no' },
              { title: '金额', key: 'amount', render: (_: unknown, w: Withdrawal) => yuan(w.amount) },
              { title: '状态', key: 'status', render: (_: unknown, w: Withdrawal) => <Tag color={W_COLOR[w.status]}>{w.statusText}</Tag> },
              { title: '收款账户', key: 'acct', responsive: ['md' as const], render: (_: unknown, w: Withdrawal) => `${w.bankName} ${w.accountNo}` },
              { title: '申请时间', key: 'at', render: (_: unknown, w: Withdrawal) => dateTime(w.createdAt) },
            ]}
          />
        </div>
      )}
      {q.data && <Pager total={q.data.total} page={page.pageNum} pageSize={page.pageSize} onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })} />}
    </div>
  );
}

function Flows() {
  const asker = useSellerAsker();
  const [cityCode, setCityCode] = useState<string | undefined>();
  const [kind, setKind] = useState<'sale' | 'fee' | 'withdrawal' | 'withdrawal_return' | undefined>();
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const [busy, setBusy] = useState(false);
  const tree = useQuery(cityTreeQuery(asker));
  const q = useQuery(flowListQuery(asker, { cityCode, kind }, page));
  const phone = usePhoneWidth();
  const options = (tree.data ?? []).map((p) => ({ value: p.code, label: p.name, children: p.children.map((c) => ({ value: c.code, label: c.name })) }));
  return (
    <div>
      <div className="sc-toolbar">
        <Cascader
          aria-label="城市"
          placeholder="全部城市"
          style={{ width: 180 }}
          options={options}
          onChange={(v) => (setCityCode(v?.[1] as string | undefined), setPage((p) => ({ ...p, pageNum: 1 })))}
        />
        <Select
          aria-label="流水类型"
          allowClear
          placeholder="全部类型"
          style={{ width: 140 }}
          value={kind}
          onChange={(v) => (setKind(v), setPage((p) => ({ ...p, pageNum: 1 })))}
          options={Object.entries(SELLER_FLOW_KIND_LABEL).map(([value, label]) => ({ value: value as 'sale', label }))}
        />
        <Button loading={busy} onClick={() => void exporting(() => downloadExport(sellerSaleAndflowExportOp, { cityCode, kind }, '销售与流水.xlsx'), setBusy)}>
          导出流水
        </Button>
      </div>
      {q.data && (
        <p>
          收入合计 <b style={{ color: '#389e0d' }}>{yuan(q.data.income)}</b>，支出合计 <b style={{ color: '#cf1322' }}>{yuan(q.data.outgo)}</b>
        </p>
      )}
      {q.isError ? (
        <Result status="warning" title="流水加载失败" extra={<Button onClick={() => void q.refetch()}>重试</Button>} />
      ) : phone ? (
        // A phone gets one card a line: the table broke 订单收入 a character a line and hid the 单号.
        <RowCards
          label="销售与流水"
          items={q.data?.list ?? []}
          rowKey={(f) => f.flowId}
          loading={q.isPending}
          empty="暂无流水"
          renderCard={(f) => (
            <RowCard title={f.kindText} extra={signed(f)}>
              <CardField label="单号">{f.orderNo ?? f.withdrawNo ?? '—'}</CardField>
              {f.cityName && <CardField label="城市">{f.cityName}</CardField>}
              {f.note && <CardField label="说明">{f.note}</CardField>}
              <CardField label="时间">{dateTime(f.createdAt)}</CardField>
            </RowCard>
          )}
        />
      ) : (
        <div className="sc-table-wrap">
          <Table<Flow>
            rowKey="flowId"
            loading={q.isPending}
            dataSource={q.data?.list ?? []}
            pagination={false}
            locale={{ emptyText: <Empty description="暂无流水" /> }}
            columns={[
              { title: '时间', key: 'at', render: (_: unknown, f: Flow) => dateTime(f.createdAt) },
              { title: '类型', dataIndex: 'kindText', key: 'kind' },
              { title: '金额', key: 'amount', render: (_: unknown, f: Flow) => signed(f) },
              { title: '单号', key: 'no', render: (_: unknown, f: Flow) => f.orderNo ?? f.withdrawNo ?? '—' },
              { title: '城市', key: 'city', responsive: ['md' as const], render: (_: unknown, f: Flow) => f.cityName ?? '—' },
              { title: '说明', dataIndex: 'note', key: 'note', responsive: ['lg' as const] },
            ]}
          />
        </div>
      )}
      {q.data && <Pager total={q.data.total} page={page.pageNum} pageSize={page.pageSize} onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })} />}
    </div>
  );
}
