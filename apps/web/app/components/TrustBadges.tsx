import type { ListingTrust } from '@shp/contracts';
import { daysSince } from '../lib/days-since';

/**
 * 更新于 N 天前, 信息可能已过期 and 已核验 on a card or a detail. Plain markup with inline colours: it
 * sits on plain pages (decision 009) and antd pages alike.
 */
export function TrustBadges({ trust, now = Date.now() }: { trust: ListingTrust | undefined; now?: number }) {
  if (!trust) return null;
  const days = daysSince(trust.updatedAt, now);
  return (
    <span className="shp-trust" data-testid="trust-badges" style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 6, alignItems: 'center', fontSize: 12 }}>
      <span style={{ color: '#595959' }}>{days === 0 ? '今天更新' : `更新于 ${days} 天前`}</span>
      {trust.stale && (
        <span style={{ color: '#ad4e00', background: '#fff7e6', border: '1px solid #ffd591', borderRadius: 4, padding: '0 6px' }}>信息可能已过期</span>
      )}
      {trust.verifiedOn && (
        <span
          title={`运营人员于 ${trust.verifiedOn} 核验了租赁权属文件`}
          style={{ color: '#237804', background: '#f6ffed', border: '1px solid #b7eb8f', borderRadius: 4, padding: '0 6px' }}
        >
          已核验 {trust.verifiedOn}
        </span>
      )}
    </span>
  );
}
