import { Link } from 'react-router';
import type { SpaceListItem } from '@shp/contracts';
import { formatNumber } from '../../lib/format';
import { PlainTag } from '../../components/PlainTag';

export function SpaceCard({ space, extra }: { space: SpaceListItem; extra?: React.ReactNode }) {
  return (
    <Link to={`/spaceDetail?id=${space.id}`} className="shp-find-card" data-testid="space-card">
      <img src={space.coverUrl} alt={space.name} loading="lazy" width={200} height={130} />
      <div>
        <h3>{space.name}</h3>
        <div className="shp-find-facts">
          <span>
            {space.cityName} {space.districtName}
          </span>
          <span>{space.location}</span>
          <span>{space.area}㎡</span>
          <span>日均客流{formatNumber(space.dailyTraffic)}</span>
          <span>{space.minDays}天起租</span>
        </div>
        <div style={{ marginTop: 6 }}>
          {space.hot && <PlainTag color="red">热门</PlainTag>}
          {space.leaseTypes.map((t) => (
            <PlainTag key={t} color="blue">
              {t}
            </PlainTag>
          ))}
          {space.facilities.map((f) => (
            <PlainTag key={f}>{f}</PlainTag>
          ))}
        </div>
        {extra}
      </div>
      <div className="shp-find-price">
        <strong>{formatNumber(space.priceDay)}</strong>
        <div className="shp-find-muted">元/天</div>
      </div>
    </Link>
  );
}
