import { WithdrawalReview } from '../../features/payments/WithdrawalReview';

/** /admin/withdrawals: 提现审核 and the reconciliation check (admin role). */
export default function AdminWithdrawalsPage() {
  return <WithdrawalReview />;
}
