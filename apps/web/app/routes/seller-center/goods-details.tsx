import { GoodsDetail } from '../../features/seller/GoodsDetail';
import { MissingId } from '../../features/seller/MissingId';
import { useIdParam } from '../../features/seller/use-id-param';

export default function GoodsDetailsPage() {
  const goodsId = useIdParam('goodsId');
  return goodsId ? <GoodsDetail goodsId={goodsId} /> : <MissingId back="/sellerCenter/goods/list" label="返回商品列表" />;
}
