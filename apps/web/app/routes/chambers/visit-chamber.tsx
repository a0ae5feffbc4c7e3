import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CHAMBER_PAGES, chamberEventListOp, chamberListOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { EmptyState } from '../../components/EmptyState';
import { EventCard } from '../../features/chambers/EventCard';
import '../../styles/content.css';

/** A chamber with its own page links there; the others open the chamber list filtered to them. */
const chamberPath = (slug: string) => CHAMBER_PAGES.find((p) => p.slug === slug)?.path ?? `/chamberMore?chamber=${slug}`;

export async function loader({ context }: LoaderFunctionArgs) {
  const [chambers, events] = await Promise.all([load(context, chamberListOp, {}), load(context, chamberEventListOp, {}, { pageNum: 1, pageSize: 6 })]);
  return { chambers, events };
}

export default function VisitChamberCommerce() {
  const { chambers, events } = useLoaderData<typeof loader>();
  return (
    <div className="shp-container">
      <Breadcrumbs />
      <div className="shp-c-hero">
        <h1>走进商会</h1>
        <p>联合各地商会组织项目考察与招商对接，让企业与好项目面对面</p>
      </div>
      {/* The chamber tiles are h3, like the 最新活动 cards below: they get an h2 of their own under the h1. */}
      <h2 className="shp-visually-hidden">各地商会</h2>
      {chambers.length === 0 && <EmptyState description="暂无商会" />}
      <div className="shp-c-grid">
        {chambers.map((c) => (
          <Link className="shp-c-tile" to={chamberPath(c.slug)} key={c.id} data-testid="chamber-tile">
            <img src={c.coverUrl} alt="" loading="lazy" />
            <div className="shp-c-tile-body">
              <h3>{c.name}</h3>
              <p>{c.intro}</p>
              <div className="shp-c-meta">
                {c.cityName} · {c.memberCount}家会员企业 · {c.eventCount}场活动
              </div>
            </div>
          </Link>
        ))}
      </div>
      <div className="shp-c-head">
        <h2>最新活动</h2>
        <Link to="/chamberMore">更多活动 →</Link>
      </div>
      {events.list.length === 0 ? <EmptyState description="暂无活动" /> : events.list.map((e) => <EventCard key={e.id} e={e} />)}
    </div>
  );
}
