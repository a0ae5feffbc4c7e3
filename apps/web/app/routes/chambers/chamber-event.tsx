import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CHAMBER_PAGES, chamberEventDetailOp } from '@shp/contracts';
import { chinaDate } from '../../lib/format';
import { load } from '../../lib/server-data';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RelatedLinks } from '../../components/RelatedLinks';
import { EventStateTag, eventPath } from '../../features/chambers/EventCard';
import { VideoPlayer } from '../../features/conferences/VideoPlayer';
import { ShareButton } from '../../features/share/ShareButton';
import { MissingItem, idFromRequest } from '../../features/content/MissingItem';
import '../../styles/content.css';
import { PlainTag } from '../../components/PlainTag';

/** /chamberMoreDetils (a visit) and /detailsLive (a live, with its replay once recorded). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = idFromRequest(request);
  if (!id) return { e: null };
  const e = await load(context, chamberEventDetailOp, { id });
  // A live opened at /chamberMoreDetils (or a visit at /detailsLive) goes to its own page, whose
  // title and list link name what it is.
  const own = eventPath(e);
  if (own.split('?')[0] !== new URL(request.url).pathname) throw redirect(own);
  return { e };
}

export default function ChamberEventPage() {
  const { e } = useLoaderData<typeof loader>();
  if (!e) return <MissingItem what="商会活动" listTo="/chamberMore" listLabel="去看商会活动" />;
  const chamberTo = CHAMBER_PAGES.find((p) => p.slug === e.chamberSlug)?.path ?? `/chamberMore?chamber=${e.chamberSlug}`;
  return (
    <div className="shp-container">
      <Breadcrumbs
        current={e.title}
        trail={[
          { title: '走进商会', to: '/visitChamberCommerce' },
          { title: e.chamberName, to: chamberTo },
        ]}
      />
      <div className="shp-c-layout">
        <article className="shp-c-panel shp-c-article">
          <div className="shp-c-head">
            <h1 className="shp-page-title">{e.title}</h1>
            <ShareButton title={e.title} />
          </div>
          <div className="shp-c-meta" style={{ marginBottom: 12 }}>
            <PlainTag color={e.kind === 'live' ? 'volcano' : 'geekblue'}>{e.kind === 'live' ? '直播' : '走进商会'}</PlainTag>
            <EventStateTag state={e.state} />
            <span>{e.chamberName}</span>
            <span>{e.location}</span>
            <span>{chinaDate(e.startsAt)}</span>
          </div>
          {e.kind === 'live' && e.videoUrl && e.state === 'ended' ? (
            <VideoPlayer src={e.videoUrl} poster={e.posterUrl ?? e.coverUrl} type="video/mp4" title={`${e.title}回放`} />
          ) : (
            <img className="shp-c-cover" src={e.coverUrl} alt="" />
          )}
          {e.kind === 'live' && e.state === 'upcoming' && (
            <p>
              <PlainTag color="blue">直播尚未开始，开播后可在此观看</PlainTag>
            </p>
          )}
          {e.kind === 'live' && e.state === 'ended' && !e.videoUrl && (
            <p>
              <PlainTag>本场直播暂无回放</PlainTag>
            </p>
          )}
          {e.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </article>
        <aside className="shp-c-panel">
          <h2>{e.chamberName}的其他活动</h2>
          <RelatedLinks items={e.related} href={eventPath} meta={(r) => chinaDate(r.startsAt)} empty="暂无其他活动" />
        </aside>
      </div>
    </div>
  );
}
