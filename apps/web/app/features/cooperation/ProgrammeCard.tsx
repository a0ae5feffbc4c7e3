import { Link, useLocation } from 'react-router';
import type { Programme } from '@shp/contracts';
import { chinaDate } from '../../lib/format';
import { linkWithTrail } from '../../lib/breadcrumb';
import { PlainTag } from '../../components/PlainTag';

export function ProgrammeCard({ p }: { p: Programme }) {
  const location = useLocation();
  return (
    <Link className="shp-c-card" to={linkWithTrail(`/cooperationDetail?id=${p.id}`, location)} data-testid="programme-card">
      <img src={p.coverUrl} alt="" loading="lazy" width={180} height={120} />
      <div>
        <h3>{p.title}</h3>
        <p>{p.summary}</p>
        <div className="shp-c-meta">
          <PlainTag color="orange">{p.kindName}</PlainTag>
          <span>发起方：{p.partner}</span>
          {p.cityName && <span>{p.cityName}</span>}
          <span>{p.applyCount}人申请</span>
          <span>{chinaDate(p.publishedAt)}</span>
        </div>
        <div style={{ marginTop: 6 }}>
          {p.tags.map((t) => (
            <PlainTag key={t}>{t}</PlainTag>
          ))}
        </div>
      </div>
    </Link>
  );
}
