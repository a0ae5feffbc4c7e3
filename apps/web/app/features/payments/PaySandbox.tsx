import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ResultCode, yuan } from '@shp/contracts';
import { ApiError } from '../../lib/api-client';
import { sandboxDecide, sandboxInfoQuery } from './api/payments';
import './payments.css';

/**
 * /pay/sandbox?paymentNo=: the local driver's cashier (demo only). Its buttons play the provider:
 * the server posts a signed notification to its own notify endpoint, and the order follows that
 * notification exactly as with a real provider. Then back to /pay, which polls the order.
 */
export function PaySandbox({ token, paymentNo }: { token: string; paymentNo: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'success' | 'fail' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const q = useQuery(sandboxInfoQuery(token, paymentNo));
  if (q.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (q.isError)
    return (
      <Result
        status="warning"
        title={q.error instanceof ApiError && Number(q.error.code) === ResultCode.NOT_FOUND ? '支付单不存在' : '支付单加载失败'}
        subTitle={q.error instanceof ApiError ? q.error.message : '网络异常，请稍后重试'}
        extra={<Link to="/personalCenter/myOrder?tab=service">查看我的订单</Link>}
      />
    );
  const p = q.data;
  const decide = async (result: 'success' | 'fail') => {
    setBusy(result);
    setError(null);
    try {
      const r = await sandboxDecide({ paymentNo, result });
      void navigate(`/pay?orderId=${r.orderId}&returned=1`, { replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : '操作失败，请稍后重试');
      setBusy(null);
    }
  };
  return (
    <Card title="支付沙箱">
      <Alert type="warning" showIcon message="演示环境：此页面模拟支付渠道的收银台，不会产生真实扣款。" />
      <Descriptions column={1} size="small" bordered className="pay-gap">
        <Descriptions.Item label="支付单号">{p.paymentNo}</Descriptions.Item>
        <Descriptions.Item label="订单号">{p.orderNo}</Descriptions.Item>
        <Descriptions.Item label="支付金额">
          <span className="pay-amount">{yuan(p.amount)}</span>
        </Descriptions.Item>
      </Descriptions>
      {error && <Alert type="error" showIcon message={error} className="pay-gap" />}
      {p.status === 'pending' ? (
        <Space className="pay-gap" wrap>
          <Button type="primary" size="large" loading={busy === 'success'} disabled={busy !== null} onClick={() => void decide('success')}>
            确认支付
          </Button>
          <Button size="large" danger loading={busy === 'fail'} disabled={busy !== null} onClick={() => void decide('fail')}>
            模拟支付失败
          </Button>
        </Space>
      ) : (
        <Alert className="pay-gap" type="info" showIcon message="该支付单已处理" action={<Link to={`/pay?orderId=${p.orderId}&returned=1`}>返回订单</Link>} />
      )}
    </Card>
  );
}
