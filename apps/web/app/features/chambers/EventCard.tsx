import { Link, useLocation } from 'react-router';
import type { ChamberEvent } from '@shp/contracts';
import { chinaDate } from '../../lib/format';
import { linkWithTrail } from '../../lib/breadcrumb';
import { PlainTag } from '../../components/PlainTag';

const STATE = { upcoming: ['即将开始', 'blue'], live: ['进行中', 'red'], ended: ['已结束', 'default'] } as const;

/** Whether the event is still ahead, on now, or over: on its card and its page alike. */
export function EventStateTag({ state }: { state: ChamberEvent['state'] }) {
  const [label, color] = STATE[state];
  return <PlainTag color={color}>{label}</PlainTag>;
}

/** A visit opens /chamberMoreDetils, a live /detailsLive. */
export const eventPath = (e: Pick<ChamberEvent, 'id' | 'kind'>) => (e.kind === 'live' ? `/detailsLive?id=${e.id}` : `/chamberMoreDetils?id=${e.id}`);

export function EventCard({ e }: { e: ChamberEvent }) {
  const location = useLocation();
  return (
    <Link className="shp-c-card" to={linkWithTrail(eventPath(e), location)} data-testid="chamber-event">
      <img src={e.coverUrl} alt="" loading="lazy" width={180} height={120} />
      <div>
        <h3>{e.title}</h3>
        <p>{e.summary}</p>
        <div className="shp-c-meta">
          <PlainTag color={e.kind === 'live' ? 'volcano' : 'geekblue'}>{e.kind === 'live' ? '直播' : '走进商会'}</PlainTag>
          <EventStateTag state={e.state} />
          <span>{e.chamberName}</span>
          <span>{e.location}</span>
          <span>{chinaDate(e.startsAt)}</span>
        </div>
      </div>
    </Link>
  );
}
