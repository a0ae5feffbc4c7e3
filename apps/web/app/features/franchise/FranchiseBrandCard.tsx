import { Link, useLocation } from 'react-router';
import type { FranchiseBrand } from '@shp/contracts';
import { linkWithTrail } from '../../lib/breadcrumb';
import { PlainTag } from '../../components/PlainTag';
import { investText } from '../../lib/format';

export function FranchiseBrandCard({ b }: { b: FranchiseBrand }) {
  const location = useLocation();
  return (
    <Link className="shp-c-tile" to={linkWithTrail(`/joinbrandDetail?id=${b.id}`, location)} data-testid="franchise-card">
      <img src={b.logoUrl} alt="" loading="lazy" />
      <div className="shp-c-tile-body">
        <h3>
          {b.name} {b.hot && <PlainTag color="red">热门</PlainTag>}
        </h3>
        <p>{b.slogan}</p>
        <p>
          投资额 <b style={{ color: '#d4380d' }}>{investText(b)}</b> · 门店 {b.storeCount} 家
        </p>
        <div className="shp-c-meta">
          <span>{b.formatName}</span>
          <span>
            {b.areaMin}-{b.areaMax}㎡
          </span>
          <span>创立于{b.foundedYear}年</span>
        </div>
      </div>
    </Link>
  );
}
