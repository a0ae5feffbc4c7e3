import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Timeline } from 'antd';
import { CONFERENCE_STATE_NAMES, cloudDetailOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RelatedLinks } from '../../components/RelatedLinks';
import { ButtonLink } from '../../components/ButtonLink';
import { chinaDateTime, chinaTime } from '../../lib/format';
import { ShareButton } from '../../features/share/ShareButton';
import { MissingItem, idFromRequest } from '../../features/content/MissingItem';
import '../../styles/content.css';
import { PlainTag } from '../../components/PlainTag';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = idFromRequest(request);
  if (!id) return { c: null };
  return { c: await load(context, cloudDetailOp, { id }) };
}

export default function CloudDetail() {
  const { c } = useLoaderData<typeof loader>();
  if (!c) return <MissingItem what="招商会" listTo="/cloudList" listLabel="去看云招商会" />;
  return (
    <div className="shp-container">
      <Breadcrumbs
        current={c.title}
        trail={[{ title: c.kind === 'lecture' ? '云讲堂' : '云招商会', to: c.kind === 'lecture' ? '/cloudLecture' : '/cloudList' }]}
      />
      <div className="shp-c-layout">
        <article className="shp-c-panel shp-c-article">
          <div className="shp-c-head">
            <h1 className="shp-page-title">{c.title}</h1>
            <ShareButton title={c.title} />
          </div>
          <div className="shp-c-meta" style={{ marginBottom: 12 }}>
            <PlainTag color={c.state === 'live' ? 'red' : c.state === 'upcoming' ? 'blue' : 'default'}>{CONFERENCE_STATE_NAMES[c.state]}</PlainTag>
            <span>
              {chinaDateTime(c.startsAt)} - {chinaTime(c.endsAt)}
            </span>
            <span>{c.cityName}</span>
            <span>{c.views}人关注</span>
          </div>
          <img className="shp-c-cover" src={c.coverUrl} alt="" />
          {c.state === 'ended' && (
            <p>
              {c.videoId ? (
                <ButtonLink type="primary" to={`/cloudVideo?id=${c.videoId}`}>
                  观看回放
                </ButtonLink>
              ) : (
                <PlainTag>本场暂无回放</PlainTag>
              )}
            </p>
          )}
          {c.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          <h2>议程</h2>
          <Timeline items={c.agenda.map((a) => ({ children: `${a.time} ${a.title}（${a.speaker}）` }))} />
          {c.mallNames.length > 0 && (
            <>
              <h2>参会项目</h2>
              <p>{c.mallNames.join('、')}</p>
            </>
          )}
        </article>
        <aside className="shp-c-panel">
          <h2>主讲嘉宾</h2>
          <p>
            <b>{c.speaker}</b> · {c.speakerTitle}
          </p>
          <h2>更多{c.kind === 'lecture' ? '讲堂' : '招商会'}</h2>
          <RelatedLinks
            items={c.related}
            href={(r) => `/cloudDetail?id=${r.id}`}
            meta={(r) => chinaDateTime(r.startsAt)}
            empty={`暂无更多${c.kind === 'lecture' ? '讲堂' : '招商会'}`}
          />
        </aside>
      </div>
    </div>
  );
}
