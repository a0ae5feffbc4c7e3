import { useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm, Rate } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  EVALUATION_CONTENT_MAX,
  EVALUATION_CONTENT_MIN,
  memberOrderDetailOp,
  memberOrderPageListOp,
  storefrontEvaluateOp,
  storefrontOrderCancelOp,
  paymentsRefundRequestOp,
  storefrontOrderConfirmOp,
  type MemberOrderAction,
} from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { showSuccess } from '../../lib/notify';
import { invalidateOps } from '../../lib/query-keys';
import { ButtonLink } from '../../components/ButtonLink';

/** The ops of 我的订单 (the member-orders feature's lists and details), refreshed after an action. */
const MEMBER_ORDER_OPS = [memberOrderPageListOp, memberOrderDetailOp];

/**
 * What a buyer does with a service order: 去支付 (the pay page), 取消订单 before payment, 申请退款
 * once paid (an operator decides), 确认完成 once the seller delivered, 评价 once completed. The
 * server decides which apply (`buyerActions`).
 */
export function BuyerOrderActions({ order }: { order: { id: number; buyerActions: MemberOrderAction[] } }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [rating, setRating] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const [form] = Form.useForm<{ rating: number; content: string }>();
  const [refundForm] = Form.useForm<{ reason: string }>();
  const run = async (fn: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await fn();
      showSuccess(done);
      await invalidateOps(client, MEMBER_ORDER_OPS);
      return true;
    } catch {
      // callApi has shown the server's message.
      return false;
    } finally {
      setBusy(false);
    }
  };
  const a = order.buyerActions;
  if (!a.length) return null;
  return (
    <span className="sf-buyer-actions" onClick={(e) => e.stopPropagation()}>
      {a.includes('pay') && (
        <ButtonLink size="small" type="primary" to={`/pay?orderId=${order.id}`} data-testid="order-pay">
          去支付
        </ButtonLink>
      )}
      {a.includes('cancel') && (
        <Popconfirm
          title="确定取消该订单？"
          okText="取消订单"
          cancelText="再想想"
          onConfirm={() => void run(() => callApi(storefrontOrderCancelOp, { orderId: order.id, reason: '' }), '订单已取消')}
        >
          <Button size="small" loading={busy}>
            取消订单
          </Button>
        </Popconfirm>
      )}
      {a.includes('refund') && (
        <Button size="small" onClick={() => setRefunding(true)}>
          申请退款
        </Button>
      )}
      {a.includes('confirm') && (
        <Popconfirm
          title="确认商家已完成服务？"
          okText="确认完成"
          cancelText="再等等"
          onConfirm={() => void run(() => callApi(storefrontOrderConfirmOp, { orderId: order.id }), '已确认完成')}
        >
          <Button size="small" type="primary" loading={busy}>
            确认完成
          </Button>
        </Popconfirm>
      )}
      {a.includes('evaluate') && (
        <Button size="small" onClick={() => setRating(true)}>
          评价
        </Button>
      )}
      <Modal
        open={rating}
        title="评价服务"
        okText="提交评价"
        cancelText="取消"
        confirmLoading={busy}
        onOk={() => form.submit()}
        onCancel={() => setRating(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) => {
            void run(() => callApi(storefrontEvaluateOp, { orderId: order.id, rating: v.rating, content: v.content }), '评价已提交').then(
              (ok) => ok && setRating(false),
            );
          }}
        >
          <Form.Item name="rating" label="评分" rules={[{ required: true, message: '请选择评分' }]}>
            <Rate />
          </Form.Item>
          <Form.Item
            name="content"
            label="评价内容"
            rules={[
              { required: true, whitespace: true, message: '请输入评价内容' },
              { min: EVALUATION_CONTENT_MIN, message: `评价内容至少${EVALUATION_CONTENT_MIN}个字` },
              { max: EVALUATION_CONTENT_MAX, message: `评价内容不能超过${EVALUATION_CONTENT_MAX}个字` },
            ]}
          >
            <Input.TextArea rows={4} maxLength={EVALUATION_CONTENT_MAX} showCount placeholder="说说服务的专业度、准时与效果" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={refunding}
        title="申请退款"
        okText="提交申请"
        cancelText="取消"
        confirmLoading={busy}
        onOk={() => refundForm.submit()}
        onCancel={() => setRefunding(false)}
        destroyOnHidden
      >
        <Form
          form={refundForm}
          layout="vertical"
          onFinish={(v) => {
            void run(() => callApi(paymentsRefundRequestOp, { orderId: order.id, reason: v.reason }), '退款申请已提交，平台将尽快处理').then(
              (ok) => ok && setRefunding(false),
            );
          }}
        >
          <p>服务商尚未发货，平台审核通过后款项原路退回，订单随之取消。</p>
          <Form.Item name="reason" label="退款原因" rules={[{ required: true, whitespace: true, message: '请填写退款原因' }]}>
            <Input.TextArea rows={3} maxLength={200} showCount placeholder="请说明退款原因" />
          </Form.Item>
        </Form>
      </Modal>
    </span>
  );
}
