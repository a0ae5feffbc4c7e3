import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ResultCode, yuan, type PayAction } from '@shp/contracts';
import { ApiError } from '../../lib/api-client';
import { usePhoneWidth } from '../../hooks/use-phone-width';
import { paymentOrderQuery, prepay } from './api/payments';
import './payments.css';

/** How often the page asks whether the provider's notification has arrived. */
const POLL_MS = 2000;

/**
 * /pay?orderId=: the member's order and the amount (from the server), then the configured
 * driver's way to pay — the sandbox cashier, a WeChat QR code, or the provider's page. The order
 * becomes 已支付 only when the provider's verified notification arrives; coming back here
 * (`returned=1`) or showing a QR code only polls the order until it does.
 */
export function PayOrder({ token, orderId, returned }: { token: string; orderId: number; returned: boolean }) {
  const phone = usePhoneWidth();
  const [action, setAction] = useState<PayAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const waiting = returned || action?.kind === 'qr';
  const q = useQuery({
    ...paymentOrderQuery(token, orderId, waiting),
    // Starting to wait (a QR code shown) keeps the order on screen while the checking query loads.
    placeholderData: (previous) => previous,
    refetchInterval: (query) => (waiting && query.state.data?.status === 'pending_payment' ? POLL_MS : false),
  });

  if (q.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (q.isError) {
    const notFound = q.error instanceof ApiError && Number(q.error.code) === ResultCode.NOT_FOUND;
    return (
      <Result
        status={notFound ? '404' : 'warning'}
        title={notFound ? '订单不存在' : '订单加载失败'}
        subTitle={notFound ? '该订单不存在或不属于当前账号' : '网络异常，请稍后重试'}
        extra={notFound ? <Link to="/personalCenter/myOrder?tab=service">查看我的订单</Link> : <Button onClick={() => void q.refetch()}>重试</Button>}
      />
    );
  }
  const o = q.data;
  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await prepay({ orderId, device: phone ? 'mobile' : 'desktop' });
      if (r.action.kind === 'redirect') window.location.assign(r.action.url);
      else setAction(r.action);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : '发起支付失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  const summary = (
    <Descriptions column={1} size="small" bordered className="pay-summary">
      <Descriptions.Item label="订单号">{o.orderNo}</Descriptions.Item>
      {o.sellerName && <Descriptions.Item label="服务商">{o.sellerName}</Descriptions.Item>}
      <Descriptions.Item label="服务">
        {o.items.map((i) => (
          <div key={`${i.goodsName}-${i.skuText}`}>
            {i.goodsName}（{i.skuText}）× {i.quantity}
          </div>
        ))}
      </Descriptions.Item>
      <Descriptions.Item label="订单状态">
        <Tag>{o.statusText}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label="应付金额">
        <span className="pay-amount">{yuan(o.amount)}</span>
      </Descriptions.Item>
    </Descriptions>
  );

  if (o.status !== 'pending_payment') {
    const paid = o.status === 'paid' || o.status === 'shipped' || o.status === 'completed';
    return (
      <Card>
        <Result
          status={paid ? 'success' : 'info'}
          title={paid ? '支付成功' : `订单${o.statusText}`}
          subTitle={
            paid
              ? `已支付${yuan(o.amount)}，服务商将尽快为您安排服务`
              : o.refund
                ? `${o.refund.statusText}：${yuan(o.refund.amount)}（${o.refund.reason}）`
                : '该订单无需支付'
          }
          extra={<Link to="/personalCenter/myOrder?tab=service">查看我的订单</Link>}
        />
        {summary}
      </Card>
    );
  }

  return (
    <Card title="订单支付">
      {summary}
      {error && <Alert type="error" showIcon message={error} className="pay-gap" />}
      {returned && !action && (
        <Alert
          type="info"
          showIcon
          className="pay-gap"
          message="正在确认支付结果…"
          description="支付结果以支付渠道的通知为准，确认后本页自动更新；如未完成支付，可重新支付。"
        />
      )}
      {action?.kind === 'qr' ? (
        <div className="pay-qr">
          <img src={action.qrImage} alt="微信支付二维码" width={220} height={220} />
          <p>请使用微信扫一扫完成支付，支付后本页自动更新</p>
        </div>
      ) : (
        <Space className="pay-gap" wrap>
          <Button type="primary" size="large" loading={busy} onClick={() => void pay()}>
            {returned ? '重新支付' : `${o.driverName} 支付 ${yuan(o.amount)}`}
          </Button>
          <Link to="/personalCenter/myOrder?tab=service">稍后支付</Link>
        </Space>
      )}
    </Card>
  );
}
