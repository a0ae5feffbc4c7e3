import type { ComponentProps } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { cloudListOp, cloudVideoListOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { EmptyState } from '../../components/EmptyState';
import { ConferenceCard } from '../../features/conferences/ConferenceCard';
import '../../styles/content.css';

export async function loader({ context }: LoaderFunctionArgs) {
  const [conferences, lectures, videos] = await Promise.all([
    load(context, cloudListOp, { kind: 'conference' }, { pageNum: 1, pageSize: 4 }),
    load(context, cloudListOp, { kind: 'lecture' }, { pageNum: 1, pageSize: 4 }),
    load(context, cloudVideoListOp, {}, { pageNum: 1, pageSize: 4 }),
  ]);
  return { conferences, lectures, videos };
}

/** A section with nothing in it says so, rather than a heading over nothing. */
function ConferenceGrid({ list, empty }: { list: ComponentProps<typeof ConferenceCard>['c'][]; empty: string }) {
  if (list.length === 0) return <EmptyState description={empty} />;
  return (
    <div className="shp-c-grid">
      {list.map((c) => (
        <ConferenceCard key={c.id} c={c} />
      ))}
    </div>
  );
}

export default function CloudIndex() {
  const { conferences, lectures, videos } = useLoaderData<typeof loader>();
  return (
    <div className="shp-container">
      <Breadcrumbs />
      <div className="shp-c-hero">
        <h1>云招商会</h1>
        <p>商业项目线上发布招商政策，品牌在线对接；云讲堂分享拓店实战经验</p>
      </div>
      <div className="shp-c-head">
        <h2>云招商会</h2>
        <Link to="/cloudList">全部招商会 →</Link>
      </div>
      <ConferenceGrid list={conferences.list} empty="暂无云招商会" />
      <div className="shp-c-head">
        <h2>云讲堂</h2>
        <Link to="/cloudLecture">全部讲堂 →</Link>
      </div>
      <ConferenceGrid list={lectures.list} empty="暂无云讲堂" />
      <h2 id="replays" className="shp-c-anchor">
        精彩回放
      </h2>
      {videos.list.length === 0 ? (
        <EmptyState description="暂无精彩回放" />
      ) : (
        <div className="shp-c-grid">
          {videos.list.map((v) => (
            <Link className="shp-c-tile" to={`/cloudVideo?id=${v.id}`} key={v.id} data-testid="video-tile">
              <img src={v.posterUrl} alt="" loading="lazy" />
              <div className="shp-c-tile-body">
                <h3>{v.title}</h3>
                <p className="shp-c-meta">{v.views}次播放</p>
              </div>
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
