import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { cloudVideoOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RelatedLinks } from '../../components/RelatedLinks';
import { VideoPlayer } from '../../features/conferences/VideoPlayer';
import { ShareButton } from '../../features/share/ShareButton';
import { MissingItem, idFromRequest } from '../../features/content/MissingItem';
import '../../styles/content.css';

/** Where the replays are listed (精彩回放 on the conference home). */
const REPLAYS_HREF = '/cloudIndex#replays';

/**
 * /cloudVideo?id=N. Without a usable id (none, ?id=abc, ?id=0) the page plays nothing and offers
 * the replays, as the other detail pages offer their list: playing the first recording instead
 * showed a video the link never named (and counted a play for it). An id no recording has is the
 * API's 404, shown by the error page with the route's list link.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = idFromRequest(request);
  if (!id) return { v: null };
  return { v: await load(context, cloudVideoOp, { id }) };
}

export default function CloudVideo() {
  const { v } = useLoaderData<typeof loader>();
  if (!v) return <MissingItem what="视频回放" listTo={REPLAYS_HREF} listLabel="去看精彩回放" />;
  return (
    <div className="shp-container">
      <Breadcrumbs current={v.title} trail={[{ title: '云招商会', to: '/cloudIndex' }]} />
      <div className="shp-c-layout">
        <section className="shp-c-panel">
          <VideoPlayer src={v.videoUrl} poster={v.posterUrl} type={v.mimeType} title={v.title} />
          <div className="shp-c-head" style={{ marginTop: 12 }}>
            <h1 className="shp-page-title" style={{ margin: 0 }}>
              {v.title}
            </h1>
            <ShareButton title={v.title} />
          </div>
          <p className="shp-c-meta">
            时长 {Math.floor(v.durationSec / 60)}:{String(v.durationSec % 60).padStart(2, '0')} · {v.views}次播放
          </p>
          <p>{v.summary}</p>
        </section>
        <aside className="shp-c-panel">
          <h2>更多回放</h2>
          <RelatedLinks items={v.more} href={(m) => `/cloudVideo?id=${m.id}`} empty="暂无更多回放" />
        </aside>
      </div>
    </div>
  );
}
