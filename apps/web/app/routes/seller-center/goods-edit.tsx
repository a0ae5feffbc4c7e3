import { GoodsEditor } from '../../features/seller/GoodsEditor';
import { useIdParam } from '../../features/seller/use-id-param';

export default function GoodsEditPage() {
  const goodsId = useIdParam('goodsId');
  return <GoodsEditor key={goodsId ?? 'new'} goodsId={goodsId} />;
}
