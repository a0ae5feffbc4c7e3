import { Link } from 'react-router';
import { Tag } from 'antd';
import { MALL_OPEN_STATUS_LABELS, type MallListItem } from '@shp/contracts';

export function MallCard({ mall, extra }: { mall: MallListItem; extra?: React.ReactNode }) {
  return (
    <Link to={`/shoppingMallDetail?id=${mall.id}`} className="shp-find-card" data-testid="mall-card">
      <img src={mall.coverUrl} alt={mall.name} loading="lazy" width={200} height={130} />
      <div>
        <h3>{mall.name}</h3>
        <div className="shp-find-facts">
          <span>{mall.cityName} {mall.districtName}</span>
          <span>{mall.address}</span>
        </div>
        <div className="shp-find-facts">
          <span>总面积{(mall.totalArea / 10000).toFixed(1)}万㎡</span>
          <span>地上{mall.floorsAbove}层/地下{mall.floorsBelow}层</span>
          <span>日均客流{(mall.dailyTraffic / 10000).toFixed(1)}万</span>
          <span>在租铺位{mall.vacantShops}个</span>
        </div>
        <div style={{ marginTop: 6 }}>
          <Tag color={mall.openStatus === 'open' ? 'green' : 'orange'}>{MALL_OPEN_STATUS_LABELS[mall.openStatus]}</Tag>
          <Tag>{mall.grade}级商业</Tag>
          {mall.formats.slice(0, 4).map((f) => (
            <Tag key={f} bordered={false}>
              {f}
            </Tag>
          ))}
        </div>
        {extra}
      </div>
      <div className="shp-find-price">
        <strong>{mall.rentMin}-{mall.rentMax}</strong>
        <div className="shp-find-muted">元/㎡/天</div>
        <div className="shp-find-muted">招商热度 {mall.investmentScore}</div>
      </div>
    </Link>
  );
}
