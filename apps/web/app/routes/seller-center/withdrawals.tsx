import { Withdrawals } from '../../features/seller/Withdrawals';

export default function WithdrawalManagementPage() {
  return <Withdrawals />;
}
