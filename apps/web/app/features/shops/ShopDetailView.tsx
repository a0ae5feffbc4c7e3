import { Link } from 'react-router';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleOutlined from '@ant-design/icons-svg/es/asn/CloseCircleOutlined';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import { OPENING_STATUS_LABELS, SHOP_KIND_LABELS, type Housekeeper, type ShopCardItem, type ShopDetail } from '@shp/contracts';
import { Gallery } from '../../components/Gallery';
import { Stars } from '../../components/Stars';
import { Icon } from '../../components/Icon';
import { PhoneNumber } from '../../components/PhoneNumber';
import { ShopCard, availabilityText, monthlyRentText } from './ShopCard';
import { chinaDate, formatNumber } from '../../lib/format';

export interface ShopDetailProps {
  shop: ShopDetail;
  housekeeper: Housekeeper | null;
  similar: ShopCardItem[];
  access: { views: number; visitors: number; recent: { nickName: string; visitedAt: string }[] };
  hidden: { field: string; reason: string }[];
  actions: React.ReactNode;
  onLogin: () => void;
}

const STATUS_TAG = { vacant: 'shp-tag shp-tag-green', leasing_soon: 'shp-tag shp-tag-orange', leased: 'shp-tag' } as const;

const yes = (b: boolean, label: string) => (
  <span className={b ? 'shp-sd-yes' : 'shp-sd-no'}>
    <Icon def={b ? CheckCircleFilled : CloseCircleOutlined} /> {label}
  </span>
);

/**
 * A unit as a tenant decides on it: facts, facilities for food, suitability, contact, similar units.
 * Plain markup: /shopDetail is a first-view page without antd (decision 009).
 */
export function ShopDetailView({ shop, housekeeper, similar, access, hidden, actions, onLogin }: ShopDetailProps) {
  const masked = hidden.length > 0;
  return (
    <>
      <section className="shp-detail-head">
        <Gallery images={shop.images.length ? shop.images : [shop.coverUrl]} alt={shop.title} />
        <div>
          <div>
            <h1>{shop.title}</h1>
            <div style={{ marginBottom: 8 }}>
              <span className="shp-tag shp-tag-blue">{SHOP_KIND_LABELS[shop.kind]}</span>
              <span className={STATUS_TAG[shop.openingStatus]}>{OPENING_STATUS_LABELS[shop.openingStatus]}</span>
              <span className="shp-tag">{shop.grade}级</span>
              <span className="shp-find-muted shp-sd-views">浏览 {shop.views} 次</span>
            </div>
            <p>
              <span className="shp-score">{shop.rentText}</span>
              {/* A rent per ㎡ a day gets its month's total beside it; a monthly rent is that total already. */}
              {shop.rentUnit === 'day_sqm' && <span className="shp-find-muted"> · {monthlyRentText(shop.monthlyRent)}</span>}
            </p>
            <dl className="shp-kv">
              <div>
                <dt>面积</dt>
                <dd>{shop.area}㎡</dd>
              </div>
              <div>
                <dt>楼层</dt>
                <dd>{shop.floor}</dd>
              </div>
              <div>
                <dt>面宽 / 进深</dt>
                <dd>
                  {shop.frontage}米 / {shop.depth}米
                </dd>
              </div>
              <div>
                <dt>层高</dt>
                <dd>{shop.ceilingHeight}米</dd>
              </div>
              <div>
                <dt>物业费</dt>
                <dd>{shop.propertyFee}元/㎡/月</dd>
              </div>
              <div>
                <dt>转让费</dt>
                <dd>{shop.transferFee ? `${(shop.transferFee / 10000).toFixed(0)}万元` : '无'}</dd>
              </div>
              {/* In the card's words: a date gone by reads 现可租, and a leased unit is not offered from a past date. */}
              <div>
                <dt>可租时间</dt>
                <dd data-testid="shop-availability">
                  {availabilityText(shop.openingStatus, shop.availableDate, chinaDate(new Date().toISOString())) ?? '已出租'}
                </dd>
              </div>
              <div>
                <dt>日均客流</dt>
                <dd>{formatNumber(shop.dailyTraffic)}人次</dd>
              </div>
            </dl>
            <p className="shp-find-muted" style={{ marginTop: 12 }}>
              {shop.cityName} {shop.districtName} · {shop.address}
            </p>
          </div>
          <div className="shp-sd-actions">{actions}</div>
        </div>
      </section>

      <div className="shp-find-layout">
        <div>
          <section className="shp-panel">
            <h2>工程条件</h2>
            <div className="shp-find-facts" style={{ fontSize: 14, gap: 8 }}>
              <span>电量 {shop.food.powerKw}kW</span>
              {yes(shop.food.water, '上下水')}
              {yes(shop.food.exhaust, '排烟')}
              {yes(shop.food.gas, '燃气')}
            </div>
          </section>
          <section className="shp-panel">
            <h2>业态适配</h2>
            <p className="shp-find-muted">推荐业态：{shop.formats.join('、') || '未注明'}</p>
            <ul className="shp-sd-list">
              {shop.suitability.map((s, i) => (
                <li key={i}>
                  {yes(s.ok, s.label)}
                  <span className="shp-find-muted">{s.reason}</span>
                </li>
              ))}
            </ul>
          </section>
          <section className="shp-panel">
            <h2>铺位介绍</h2>
            <p style={{ lineHeight: 1.8 }}>{shop.description}</p>
            {shop.mall && (
              <>
                <h3 className="shp-sd-subtitle">所在商场</h3>
                <dl className="shp-sd-desc">
                  <div>
                    <dt>商场</dt>
                    <dd>
                      <Link to={`/shoppingMallDetail?id=${shop.mall.id}`}>{shop.mall.name}</Link>
                    </dd>
                  </div>
                  <div>
                    <dt>商场日均客流</dt>
                    <dd>{formatNumber(shop.mall.dailyTraffic)}人次</dd>
                  </div>
                  <div>
                    <dt>商场等级</dt>
                    <dd>{shop.mall.grade}</dd>
                  </div>
                  <div>
                    <dt>地址</dt>
                    <dd>{shop.mall.address}</dd>
                  </div>
                </dl>
              </>
            )}
          </section>
          <section className="shp-panel">
            <h2>相似{SHOP_KIND_LABELS[shop.kind]}</h2>
            {similar.length ? similar.map((s) => <ShopCard key={s.id} shop={s} />) : <p className="shp-find-muted">暂无相似{SHOP_KIND_LABELS[shop.kind]}</p>}
          </section>
        </div>
        <aside>
          <section className="shp-panel" aria-label="招商联系人">
            <h2>招商联系人</h2>
            <p>
              {shop.leasingContact.name}：
              <strong data-testid="leasing-phone">{masked ? shop.leasingContact.phone : <PhoneNumber value={shop.leasingContact.phone} />}</strong>
            </p>
            {masked && (
              <div className="shp-sd-alert" role="note">
                <Icon def={InfoCircleFilled} className="shp-sd-alert-icon" />
                <span className="shp-sd-alert-text">登录后查看完整电话并可收藏</span>
                <button type="button" className="shp-btn shp-btn-primary shp-sd-btn-small" onClick={onLogin}>
                  登录
                </button>
              </div>
            )}
          </section>
          {housekeeper && (
            <section className="shp-panel" aria-label="铺位管家">
              <h2>铺位管家</h2>
              <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
                <img className="shp-avatar shp-sd-avatar" src={housekeeper.avatarUrl} alt={housekeeper.name} width={56} height={56} loading="lazy" />
                <div>
                  <strong>{housekeeper.name}</strong> <span className="shp-find-muted">{housekeeper.title}</span>
                  <div>
                    {/* Null until a member evaluates: no page shows a score nobody gave. */}
                    {housekeeper.rating === null ? <span data-testid="housekeeper-rating">暂无评分</span> : <Stars value={housekeeper.rating} />}{' '}
                    <span className="shp-find-muted">
                      {housekeeper.years}年经验 · 服务{housekeeper.serviceCount}次
                    </span>
                  </div>
                  <div>电话：{housekeeper.phoneMasked ? housekeeper.phone : <PhoneNumber value={housekeeper.phone} />}</div>
                </div>
              </div>
              <div className="shp-sd-tags">
                {housekeeper.specialties.map((s) => (
                  <span key={s} className="shp-tag">
                    {s}
                  </span>
                ))}
              </div>
            </section>
          )}
          <section className="shp-panel" aria-label="浏览记录">
            <h2>谁看过</h2>
            <p className="shp-find-muted">
              共浏览 {access.views} 次，{access.visitors} 位会员关注
            </p>
            {access.recent.slice(0, 5).map((r, i) => (
              <div key={i} className="shp-find-muted">
                {r.nickName} · {chinaDate(r.visitedAt)}
              </div>
            ))}
          </section>
        </aside>
      </div>
    </>
  );
}
