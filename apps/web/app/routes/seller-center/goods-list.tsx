import { GoodsList } from '../../features/seller/GoodsList';

export default function GoodsListPage() {
  return <GoodsList />;
}
