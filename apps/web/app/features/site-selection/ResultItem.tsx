import { Link } from 'react-router';
import { Progress } from 'antd';
import type { SiteResultItem } from '@shp/contracts';
import { formatNumber } from '../../lib/format';
import { PlainTag } from '../../components/PlainTag';
import { TrustBadges } from '../../components/TrustBadges';

/**
 * One recommended unit: its score and the reason behind each factor, what it lacks when it needs a
 * retrofit (需改造), its trust badges, and the route's actions for it (收藏, 咨询, 加入对比).
 */
export function ResultItem({ item, actions }: { item: SiteResultItem; actions?: React.ReactNode }) {
  const s = item.shop;
  return (
    <article className="shp-panel" data-testid="site-result">
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <div style={{ textAlign: 'center', minWidth: 80 }}>
          <div className="shp-find-muted">第{item.rank}名</div>
          <div className="shp-score" aria-label={`匹配度${item.score}分`}>
            {item.score}
          </div>
          <div className="shp-find-muted">匹配度/100</div>
        </div>
        <div style={{ flex: 1, minWidth: 240 }}>
          <h3 style={{ margin: '0 0 6px' }}>
            <Link to={`/shopDetail?id=${s.id}`}>{s.title}</Link>
          </h3>
          <div className="shp-find-facts">
            <span>
              {s.cityName} {s.districtName}
            </span>
            <span>{s.area}㎡</span>
            <span>{s.floor}</span>
            <span>
              {s.rentText}（约{formatNumber(s.monthlyRent)}元/月）
            </span>
            <span data-testid="availability">{item.availability}</span>
          </div>
          <TrustBadges trust={s.trust} />
          {item.gaps.length > 0 && (
            <p className="shp-result-gaps" role="note">
              <PlainTag>需改造</PlainTag> 缺{item.gaps.join('、')}
            </p>
          )}
          <div style={{ marginTop: 8 }}>
            {item.factors.map((f) => (
              <div key={f.factor} className="shp-factor">
                <PlainTag>{f.label}</PlainTag>
                <Progress
                  percent={Math.round((f.score / f.max) * 100)}
                  size="small"
                  showInfo={false}
                  strokeColor={f.score / f.max >= 0.7 ? '#52c41a' : f.score / f.max >= 0.4 ? '#faad14' : '#ff4d4f'}
                />
                <span>
                  <strong>
                    {f.score}/{f.max}
                  </strong>{' '}
                  {f.reason}
                </span>
              </div>
            ))}
          </div>
          {actions && <div className="shp-result-actions">{actions}</div>}
        </div>
      </div>
    </article>
  );
}
