import { Link } from 'react-router';
import type { StorefrontGoodsItem } from '@shp/contracts';
import { formatNumber } from '../../lib/format';
import { PlainTag } from '../../components/PlainTag';

/** One good in a list: links to its detail page. */
export function GoodsCard({ goods }: { goods: StorefrontGoodsItem }) {
  return (
    <Link to={`/storefrontDetail?id=${goods.goodsId}`} className="shp-find-card" data-testid="goods-card">
      {goods.coverUrl ? <img src={goods.coverUrl} alt={goods.name} loading="lazy" width={200} height={130} /> : <span />}
      <div style={{ minWidth: 0 }}>
        <h3>{goods.name}</h3>
        <div className="shp-find-facts">
          <span>{goods.cityName}</span>
          <span>{goods.sellerName || '商家'}</span>
          <span>已售{goods.sales}</span>
          <span>{goods.evaluationCount ? `${goods.rating}分 · ${goods.evaluationCount}条评价` : '暂无评价'}</span>
        </div>
        <div style={{ marginTop: 6 }}>
          <PlainTag color="blue">{goods.typeName}</PlainTag>
        </div>
      </div>
      <div className="shp-find-price">
        <strong>{formatNumber(goods.minPrice)}</strong>
        <div className="shp-find-muted">元起</div>
      </div>
    </Link>
  );
}
