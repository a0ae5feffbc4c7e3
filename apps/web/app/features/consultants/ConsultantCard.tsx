import { Link, useLocation } from 'react-router';
import { Avatar } from 'antd';
import type { Consultant } from '@shp/contracts';
import { linkWithTrail } from '../../lib/breadcrumb';
import { ConsultantRating } from './ConsultantRating';
import { PlainTag } from '../../components/PlainTag';

export function ConsultantCard({ c }: { c: Consultant }) {
  const location = useLocation();
  return (
    <Link
      className="shp-c-card"
      style={{ gridTemplateColumns: '80px minmax(0,1fr)' }}
      to={linkWithTrail(`/consultantDetail?id=${c.id}`, location)}
      data-testid="consultant-card"
    >
      <Avatar src={c.avatarUrl} size={72} alt={c.name} />
      <div>
        <h3>
          {c.name} <small style={{ color: '#666', fontWeight: 400 }}>{c.title}</small>
        </h3>
        <div className="shp-c-meta">
          <ConsultantRating rating={c.rating} evaluationCount={c.evaluationCount} />
          <span>{c.cityName}</span>
          <span>从业{c.years}年</span>
          <span>服务{c.serviceCount}次</span>
          <span>{c.evaluationCount}条评价</span>
        </div>
        <p style={{ marginTop: 6 }}>{c.intro}</p>
        {c.specialties.map((s) => (
          <PlainTag key={s}>{s}</PlainTag>
        ))}
      </div>
    </Link>
  );
}
