import { OrderList } from '../../features/seller/OrderList';

export default function OrderManagePage() {
  return <OrderList />;
}
