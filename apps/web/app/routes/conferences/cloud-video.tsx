import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { cloudVideoOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { itemIdOf } from '../../lib/seo';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { VideoPlayer } from '../../features/conferences/VideoPlayer';
import { ShareButton } from '../../features/share/ShareButton';
import '../../styles/content.css';

/** /cloudVideo?id=N (the first recording when no id, or an id that is no number, is given). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // A mangled link (?id=abc) plays the first recording like the bare page, not a 400 page.
  const id = itemIdOf(new URL(request.url).searchParams) ?? 1;
  return { v: await load(context, cloudVideoOp, { id }) };
}

export default function CloudVideo() {
  const { v } = useLoaderData<typeof loader>();
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
          <ul className="shp-c-related">
            {v.more.map((m) => (
              <li key={m.id}>
                <Link to={`/cloudVideo?id=${m.id}`}>{m.title}</Link>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
