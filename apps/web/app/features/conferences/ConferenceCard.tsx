import { Link, useLocation } from 'react-router';
import { CONFERENCE_STATE_NAMES, type Conference } from '@shp/contracts';
import { linkWithTrail } from '../../lib/breadcrumb';
import { chinaDateTime } from '../../lib/format';
import { PlainTag } from '../../components/PlainTag';

const STATE_COLOR = { upcoming: 'blue', live: 'red', ended: 'default' } as const;

export function ConferenceCard({ c }: { c: Conference }) {
  const location = useLocation();
  return (
    <Link className="shp-c-tile" to={linkWithTrail(`/cloudDetail?id=${c.id}`, location)} data-testid="conference-tile">
      <img src={c.coverUrl} alt="" loading="lazy" />
      <div className="shp-c-tile-body">
        <h3>{c.title}</h3>
        <p>{c.summary}</p>
        <div className="shp-c-meta">
          <PlainTag color={STATE_COLOR[c.state]}>{CONFERENCE_STATE_NAMES[c.state]}</PlainTag>
          <span>{chinaDateTime(c.startsAt)}</span>
          <span>{c.speaker}</span>
          <span>{c.views}人关注</span>
        </div>
      </div>
    </Link>
  );
}
