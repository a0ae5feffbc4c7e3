import { RefundReview } from '../../features/payments/RefundReview';

/** /admin/refunds: 退款管理 — buyers' refund requests and the refunds given (admin role). */
export default function AdminRefundsPage() {
  return <RefundReview />;
}
