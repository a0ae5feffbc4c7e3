import { useSearchParams } from 'react-router';
import { Result } from 'antd';
import { Link } from 'react-router';
import { PayOrder } from '../../features/payments/PayOrder';
import { WithSession } from '../personal-center/with-session';

/** /pay?orderId=: pay an unpaid order of the member (storefront and 我的订单 link 去支付 here). */
export default function PayPage() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId'));
  return (
    <div className="pay-page">
      {Number.isInteger(orderId) && orderId > 0 ? (
        <WithSession>{(token) => <PayOrder token={token} orderId={orderId} returned={params.get('returned') === '1'} />}</WithSession>
      ) : (
        <Result status="warning" title="订单不存在" extra={<Link to="/personalCenter/myOrder?tab=service">查看我的订单</Link>} />
      )}
    </div>
  );
}
