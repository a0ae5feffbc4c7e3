import { Link } from 'react-router';
import { OPENING_STATUS_LABELS, type ShopCardItem } from '@shp/contracts';
import '../../styles/find.css';
import { chinaDate, formatNumber } from '../../lib/format';
import { TrustBadges } from '../../components/TrustBadges';

const STATUS_CLASS = { vacant: 'shp-tag shp-tag-green', leasing_soon: 'shp-tag shp-tag-orange', leased: 'shp-tag' } as const;

/**
 * When a unit can be had, in words that agree with its status: a leased unit is not "可租" (it
 * says when it should come free, if that is still ahead), and a date already past reads 现可租.
 * `today` is the China day ('YYYY-MM-DD'), so dates compare as strings.
 */
export function availabilityText(status: ShopCardItem['openingStatus'], availableDate: string, today: string): string | null {
  const ahead = availableDate > today;
  if (status === 'leased') return ahead ? `预计${availableDate}空出` : null;
  return ahead ? `${availableDate} 起可租` : '现可租';
}

/**
 * One unit in a list: what a leasing manager scans first. Plain markup (decision 009), so it shows
 * on plain pages before antd loads and inside antd pages alike. `priority` marks the first card of
 * a page: its cover is fetched early instead of lazily.
 */
export function ShopCard({ shop, extra, priority = false }: { shop: ShopCardItem; extra?: React.ReactNode; priority?: boolean }) {
  const availability = availabilityText(shop.openingStatus, shop.availableDate, chinaDate(new Date().toISOString()));
  return (
    <Link to={`/shopDetail?id=${shop.id}`} className="shp-find-card" data-testid="shop-card">
      <img
        src={shop.coverUrl}
        alt={shop.title}
        width={200}
        height={130}
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
      />
      <div>
        <h3>{shop.title}</h3>
        <div className="shp-find-facts">
          <span>{shop.area}㎡</span>
          <span>{shop.floor}</span>
          <span>面宽{shop.frontage}米</span>
          <span>物业费{shop.propertyFee}元/㎡/月</span>
          <span>日均客流{formatNumber(shop.dailyTraffic)}</span>
        </div>
        <div className="shp-find-facts">
          <span>
            {shop.cityName} {shop.districtName}
            {shop.mallName ? ` · ${shop.mallName}` : ' · 临街'}
          </span>
          {availability && <span>{availability}</span>}
        </div>
        <div className="shp-find-tags">
          <span className={STATUS_CLASS[shop.openingStatus]}>{OPENING_STATUS_LABELS[shop.openingStatus]}</span>
          <span className="shp-tag">{shop.grade}级</span>
          {shop.foodReady && <span className="shp-tag shp-tag-volcano">可餐饮</span>}
          {shop.formats.slice(0, 3).map((f) => (
            <span key={f} className="shp-tag shp-tag-plain">
              {f}
            </span>
          ))}
        </div>
        <TrustBadges trust={shop.trust} />
        {extra}
      </div>
      <div className="shp-find-price">
        {/* One comparable price on every card (the month's whole rent, whatever the quoting unit), beside the quoted one. */}
        <strong data-testid="comparable-rent">{monthlyRentText(shop.monthlyRent)}</strong>
        <div className="shp-find-muted">报价 {shop.rentText}</div>
      </div>
    </Link>
  );
}

/** A unit's whole rent a month, as the list and the detail both show it (e.g. 约8.98万元/月). */
export function monthlyRentText(monthlyRent: number) {
  return `约${Math.round(monthlyRent / 100) / 100}万元/月`;
}
