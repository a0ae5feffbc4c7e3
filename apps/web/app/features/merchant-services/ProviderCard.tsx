import { Avatar, Rate, Tag } from 'antd';
import type { Provider } from '@shp/contracts';

export function ProviderCard({ p }: { p: Provider }) {
  return (
    <div className="shp-c-card" style={{ gridTemplateColumns: '64px minmax(0,1fr)' }} data-testid="provider-card">
      <Avatar shape="square" size={64} src={p.logoUrl} alt="" />
      <div>
        <h3>{p.name}</h3>
        <div className="shp-c-meta">
          <Rate disabled allowHalf value={p.rating} style={{ fontSize: 12 }} />
          <span>{p.rating.toFixed(1)}分</span>
          <span>{p.caseCount}个案例</span>
          <b style={{ color: '#d4380d' }}>{p.priceText}</b>
        </div>
        <p style={{ marginTop: 6 }}>{p.intro}</p>
        <div className="shp-c-meta">服务城市：{p.cityNames.join('、')}</div>
        {p.features.map((f) => (
          <Tag key={f}>{f}</Tag>
        ))}
      </div>
    </div>
  );
}
