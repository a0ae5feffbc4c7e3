import { Link } from 'react-router';
import { MALL_OPEN_STATUS_LABELS, type MallListItem } from '@shp/contracts';
import '../../styles/find.css';
import { wanSquareMetres } from '../../lib/format';
import { TrustBadges } from '../../components/TrustBadges';

/**
 * One mall in a list, in plain markup (decision 009) so plain pages can show it before antd loads.
 * `priority` marks the first card of a page: its cover is fetched early instead of lazily.
 */
export function MallCard({ mall, extra, priority = false }: { mall: MallListItem; extra?: React.ReactNode; priority?: boolean }) {
  return (
    <Link to={`/shoppingMallDetail?id=${mall.id}`} className="shp-find-card" data-testid="mall-card">
      <img
        src={mall.coverUrl}
        alt={mall.name}
        width={200}
        height={130}
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
      />
      <div>
        <h3>{mall.name}</h3>
        <div className="shp-find-facts">
          <span>
            {mall.cityName} {mall.districtName}
          </span>
          <span>{mall.address}</span>
        </div>
        <div className="shp-find-facts">
          <span>总面积{wanSquareMetres(mall.totalArea)}</span>
          <span>
            地上{mall.floorsAbove}层/地下{mall.floorsBelow}层
          </span>
          <span>日均客流{(mall.dailyTraffic / 10000).toFixed(1)}万</span>
          <span>在租铺位{mall.vacantShops}个</span>
        </div>
        <div className="shp-find-tags">
          <span className={mall.openStatus === 'open' ? 'shp-tag shp-tag-green' : 'shp-tag shp-tag-orange'}>{MALL_OPEN_STATUS_LABELS[mall.openStatus]}</span>
          <span className="shp-tag">{mall.grade}级商业</span>
          {mall.formats.slice(0, 4).map((f) => (
            <span key={f} className="shp-tag shp-tag-plain">
              {f}
            </span>
          ))}
        </div>
        <TrustBadges trust={mall.trust} />
        {extra}
      </div>
      <div className="shp-find-price">
        <strong>
          {mall.rentMin}-{mall.rentMax}
        </strong>
        <div className="shp-find-muted">元/㎡/天</div>
        <div className="shp-find-muted">招商热度 {mall.investmentScore}</div>
      </div>
    </Link>
  );
}
