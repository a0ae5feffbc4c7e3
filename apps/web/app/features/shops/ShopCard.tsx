import { Link } from 'react-router';
import { Tag } from 'antd';
import { OPENING_STATUS_LABELS, type ShopListItem } from '@shp/contracts';

const STATUS_COLOR = { vacant: 'green', leasing_soon: 'orange', leased: 'default' } as const;

/** One unit in a list: what a leasing manager scans first. */
export function ShopCard({ shop, extra }: { shop: ShopListItem; extra?: React.ReactNode }) {
  const foodReady = shop.food.exhaust && shop.food.water;
  return (
    <Link to={`/shopDetail?id=${shop.id}`} className="shp-find-card" data-testid="shop-card">
      <img src={shop.coverUrl} alt={shop.title} loading="lazy" width={200} height={130} />
      <div>
        <h3>{shop.title}</h3>
        <div className="shp-find-facts">
          <span>{shop.area}㎡</span>
          <span>{shop.floor}</span>
          <span>面宽{shop.frontage}米</span>
          <span>物业费{shop.propertyFee}元/㎡/月</span>
          <span>日均客流{shop.dailyTraffic.toLocaleString('zh-CN')}</span>
        </div>
        <div className="shp-find-facts">
          <span>
            {shop.cityName} {shop.districtName}
            {shop.mallName ? ` · ${shop.mallName}` : ' · 临街'}
          </span>
          <span>{shop.availableDate} 起可租</span>
        </div>
        <div style={{ marginTop: 6 }}>
          <Tag color={STATUS_COLOR[shop.openingStatus]}>{OPENING_STATUS_LABELS[shop.openingStatus]}</Tag>
          <Tag>{shop.grade}级</Tag>
          {foodReady && <Tag color="volcano">可餐饮</Tag>}
          {shop.formats.slice(0, 3).map((f) => (
            <Tag key={f} bordered={false}>
              {f}
            </Tag>
          ))}
        </div>
        {extra}
      </div>
      <div className="shp-find-price">
        <strong>{shop.rentText.replace(/元.*/, '')}</strong>
        <div className="shp-find-muted">{shop.rentText.replace(/^[\d.,]+/, '')}</div>
        <div className="shp-find-muted">约{Math.round(shop.monthlyRent / 100) / 100}万元/月</div>
      </div>
    </Link>
  );
}
