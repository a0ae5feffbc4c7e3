import { useEffect, useState } from 'react';
import { Button, Descriptions, Form, Input, InputNumber, Modal, Skeleton, Space, Table, Tag, Timeline } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sellerOrderCancelOp, sellerOrderChangePriceOp, sellerOrderDeliveryOp } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { showSuccess } from '../../lib/notify';
import { useOneAtATime } from '../../hooks/use-one-at-a-time';
import { usePhoneWidth } from '../../hooks/use-phone-width';
import { yuanRules } from './amount-rules';
import { refreshSeller, useSellerAsker, orderDetailQuery, orderLogQuery } from './api/seller';
import { STATUS_COLOR, dateTime, yuan } from './format';
import { DetailFailed } from './MissingId';

type Dialog = 'price' | 'deliver' | 'cancel' | null;

const REQUIRED: Record<Exclude<Dialog, null>, string[]> = {
  price: ['totalAmount', 'reason'],
  deliver: ['logisticsCompany', 'trackingNo'],
  cancel: ['reason'],
};

/**
 * The dialog's values when every field it needs is there, else null. A click on 确定 while the
 * dialog is still opening validates a form whose fields have not registered yet: antd then passes
 * with no values, and the order would be sent without a carrier or a reason.
 */
export function completeValues(dialog: Dialog, v: Record<string, unknown>): Record<string, unknown> | null {
  if (!dialog) return null;
  return REQUIRED[dialog].every((name) => v[name] !== undefined && v[name] !== null && v[name] !== '') ? v : null;
}

/** /sellerCenter/orderDetail: the order, its items and log; change price or cancel before payment, deliver when paid. */
export function OrderDetail({ orderId }: { orderId: number }) {
  const asker = useSellerAsker();
  const qc = useQueryClient();
  const q = useQuery(orderDetailQuery(asker, orderId));
  const log = useQuery(orderLogQuery(asker, orderId));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [form] = Form.useForm();
  const once = useOneAtATime();
  const phone = usePhoneWidth();
  const currentTotal = q.data?.totalAmount;
  // The form instance outlives the dialog: without this a reopened 修改价格 offered the price
  // from before the last change.
  useEffect(() => {
    if (dialog === 'price') form.setFieldsValue({ totalAmount: currentTotal });
  }, [dialog, currentTotal, form]);
  const after = (text: string) => {
    showSuccess(text);
    setDialog(null);
    void refreshSeller(qc, asker);
  };
  const act = useMutation({
    mutationFn: async (v: Record<string, unknown>) => {
      if (dialog === 'price') return callApi(sellerOrderChangePriceOp, { orderId, totalAmount: v.totalAmount as number, reason: v.reason as string });
      if (dialog === 'deliver')
        return callApi(sellerOrderDeliveryOp, { orderId, logisticsCompany: v.logisticsCompany as string, trackingNo: v.trackingNo as string });
      return callApi(sellerOrderCancelOp, { orderId, reason: v.reason as string });
    },
    onSuccess: () => after(dialog === 'price' ? '改价成功' : dialog === 'deliver' ? '发货成功' : '订单已取消'),
  });

  if (q.isPending)
    return (
      <div className="sc-card">
        <Skeleton active />
      </div>
    );
  if (q.isError)
    return <DetailFailed error={q.error} notFound="订单不存在" back="/sellerCenter/orderManageList" label="返回订单列表" retry={() => void q.refetch()} />;
  const o = q.data;
  return (
    <div>
      <div className="sc-card">
        <div className="sc-head">
          <h1 className="sc-title">订单 {o.orderNo}</h1>
          <Tag color={STATUS_COLOR[o.status]} data-testid="order-status">
            {o.statusText}
          </Tag>
        </div>
        <Space wrap style={{ marginBottom: 12 }}>
          {o.actions.includes('deliver') && (
            <Button type="primary" onClick={() => setDialog('deliver')}>
              发货
            </Button>
          )}
          {o.actions.includes('change_price') && <Button onClick={() => setDialog('price')}>修改价格</Button>}
          {o.actions.includes('cancel') && (
            <Button danger onClick={() => setDialog('cancel')}>
              取消订单
            </Button>
          )}
        </Space>
        <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label="买家">
            {o.buyerName} {o.buyerPhone}
          </Descriptions.Item>
          <Descriptions.Item label="下单时间">{dateTime(o.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="商品金额">{yuan(o.goodsAmount)}</Descriptions.Item>
          <Descriptions.Item label="实付金额">
            <b data-testid="order-total">{yuan(o.totalAmount)}</b>
          </Descriptions.Item>
          <Descriptions.Item label="收货人">
            {o.receiverName} {o.receiverPhone}
          </Descriptions.Item>
          <Descriptions.Item label="服务地址">
            {o.cityName} {o.receiverAddress}
          </Descriptions.Item>
          <Descriptions.Item label="买家留言">{o.buyerRemark || '—'}</Descriptions.Item>
          <Descriptions.Item label="物流/服务单">{o.logisticsCompany ? `${o.logisticsCompany} ${o.trackingNo ?? ''}` : '—'}</Descriptions.Item>
          <Descriptions.Item label="付款时间">{dateTime(o.paidAt)}</Descriptions.Item>
          <Descriptions.Item label="发货时间">{dateTime(o.shippedAt)}</Descriptions.Item>
          <Descriptions.Item label="完成时间">{dateTime(o.completedAt)}</Descriptions.Item>
          <Descriptions.Item label="取消时间">{dateTime(o.cancelledAt)}</Descriptions.Item>
        </Descriptions>
        <h2 className="sc-subtitle" style={{ margin: '16px 0 8px' }}>
          订单商品
        </h2>
        <div className="sc-table-wrap">
          <Table
            size="small"
            rowKey="itemId"
            pagination={false}
            dataSource={o.items}
            columns={
              phone
                ? // Five columns at 390 px left the goods name four characters a line and 数量 one a
                  // line: a phone gets the name with its 规格 and 单价 × 数量 beneath, and 小计.
                  [
                    {
                      title: '商品',
                      key: 'goods',
                      render: (_: unknown, i: (typeof o.items)[number]) => (
                        <div data-testid="order-item-phone">
                          <div>{i.goodsName}</div>
                          <div className="sc-item-meta">{`${i.skuText} · ${yuan(i.price)} × ${i.quantity}`}</div>
                        </div>
                      ),
                    },
                    { title: '小计', key: 'amount', className: 'sc-nowrap', render: (_: unknown, i: (typeof o.items)[number]) => yuan(i.amount) },
                  ]
                : [
                    {
                      title: '商品',
                      key: 'goods',
                      render: (_: unknown, i: (typeof o.items)[number]) => (
                        <Space>
                          <img className="sc-thumb" src={i.imageUrl} alt="" />
                          {i.goodsName}
                        </Space>
                      ),
                    },
                    { title: '规格', dataIndex: 'skuText', key: 'sku' },
                    { title: '单价', key: 'price', render: (_: unknown, i: (typeof o.items)[number]) => yuan(i.price) },
                    { title: '数量', dataIndex: 'quantity', key: 'qty' },
                    { title: '小计', key: 'amount', render: (_: unknown, i: (typeof o.items)[number]) => yuan(i.amount) },
                  ]
            }
          />
        </div>
      </div>
      <div className="sc-card">
        <h2 className="sc-subtitle" style={{ marginBottom: 12 }}>
          订单日志
        </h2>
        {log.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : log.isError ? (
          <Button onClick={() => void log.refetch()}>日志加载失败，重试</Button>
        ) : (
          <Timeline
            data-testid="order-log"
            items={log.data.map((l) => ({
              key: l.logId,
              content: (
                <div>
                  <b>{l.actionText}</b> · {l.operator} · {dateTime(l.createdAt)}
                  <div style={{ color: '#595959' }}>{l.note}</div>
                </div>
              ),
            }))}
          />
        )}
      </div>
      <Modal
        open={dialog !== null}
        title={dialog === 'price' ? '修改订单价格' : dialog === 'deliver' ? '订单发货' : '取消订单'}
        okText="确定"
        cancelText="取消"
        confirmLoading={act.isPending}
        onCancel={() => setDialog(null)}
        onOk={() =>
          void once(async () => {
            const values = completeValues(dialog, await form.validateFields());
            // Not ready yet: validate again once the fields are there, so the seller sees what is missing.
            if (values) await act.mutateAsync(values);
            else setTimeout(() => void form.validateFields().catch(() => {}), 100);
          })
        }
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false} initialValues={dialog === 'price' ? { totalAmount: o.totalAmount } : {}}>
          {dialog === 'price' && (
            <>
              <p style={{ color: '#8c8c8c' }}>仅待付款订单可以改价，改价记录将写入订单日志。</p>
              <Form.Item
                name="totalAmount"
                label="新的订单金额（元）"
                // Rules in the API's words, not InputNumber's min or precision, which quietly turned a
                // typed -5 into 0.01 and 1.234 into 1.23 and saved them.
                rules={yuanRules('订单金额')}
              >
                <InputNumber style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="reason" label="改价原因" rules={[{ required: true, whitespace: true, message: '请输入改价原因' }]}>
                <Input maxLength={100} showCount />
              </Form.Item>
            </>
          )}
          {dialog === 'deliver' && (
            <>
              <Form.Item name="logisticsCompany" label="物流公司或服务方式" rules={[{ required: true, whitespace: true, message: '请输入物流公司或服务方式' }]}>
                <Input maxLength={32} placeholder="如：顺丰速运 / 上门服务" />
              </Form.Item>
              <Form.Item
                name="trackingNo"
                label="运单号或服务单号"
                rules={[
                  { required: true, whitespace: true, message: '请输入运单号或服务单号' },
                  { pattern: /^[\w-]+$/, message: '运单号只能包含字母、数字和横线' },
                ]}
              >
                <Input maxLength={40} />
              </Form.Item>
            </>
          )}
          {dialog === 'cancel' && (
            <Form.Item name="reason" label="取消原因" rules={[{ required: true, whitespace: true, message: '请输入取消原因' }]}>
              <Input maxLength={100} showCount />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </div>
  );
}
