import { Link, useSearchParams } from 'react-router';
import { Result } from 'antd';
import { PaySandbox } from '../../features/payments/PaySandbox';
import { WithSession } from '../personal-center/with-session';

/** /pay/sandbox?paymentNo=: the local payment driver's cashier (demo). */
export default function PaySandboxPage() {
  const [params] = useSearchParams();
  const paymentNo = params.get('paymentNo') ?? '';
  return (
    <div className="pay-page">
      {/^[A-Z0-9]{8,32}$/.test(paymentNo) ? (
        <WithSession>{(token) => <PaySandbox token={token} paymentNo={paymentNo} />}</WithSession>
      ) : (
        <Result status="warning" title="支付单不存在" extra={<Link to="/personalCenter/myOrder?tab=service">查看我的订单</Link>} />
      )}
    </div>
  );
}
