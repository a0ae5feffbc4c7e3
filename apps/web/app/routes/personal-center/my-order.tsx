import { MyOrders } from '../../features/points/MyOrders';
import { WithSession } from './with-session';

export default function MyOrderPage() {
  return <WithSession>{(token) => <MyOrders token={token} />}</WithSession>;
}
