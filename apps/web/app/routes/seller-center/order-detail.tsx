import { OrderDetail } from '../../features/seller/OrderDetail';
import { MissingId } from '../../features/seller/MissingId';
import { useIdParam } from '../../features/seller/use-id-param';

export default function OrderDetailPage() {
  const orderId = useIdParam('orderId');
  return orderId ? <OrderDetail key={orderId} orderId={orderId} /> : <MissingId back="/sellerCenter/orderManageList" label="返回订单列表" />;
}
