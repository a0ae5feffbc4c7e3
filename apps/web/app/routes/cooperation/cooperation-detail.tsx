import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { COOPERATION_KINDS, cooperationDetailOp } from '@shp/contracts';
import { chinaDate } from '../../lib/format';
import { load } from '../../lib/server-data';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { JoinForm } from '../../features/cooperation/JoinForm';
import { ShareButton } from '../../features/share/ShareButton';
import { MissingItem, idFromRequest } from '../../features/content/MissingItem';
import '../../styles/content.css';
import { PlainTag } from '../../components/PlainTag';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = idFromRequest(request);
  if (!id) return { p: null };
  return { p: await load(context, cooperationDetailOp, { id }) };
}

export default function CooperationDetail() {
  const { p } = useLoaderData<typeof loader>();
  // After applying, the 人申请 count read again includes this application.
  const revalidator = useRevalidator();
  if (!p) return <MissingItem what="合作项目" listTo="/cooperAtions?tabcheck=0" listLabel="去找合作" />;
  const kindPath = COOPERATION_KINDS.find((k) => k.kind === p.kind)?.path ?? '/cooperAtions';
  return (
    <div className="shp-container">
      <Breadcrumbs current={p.title} trail={[{ title: p.kindName, to: kindPath }]} />
      <div className="shp-c-layout">
        <article className="shp-c-panel shp-c-article">
          <div className="shp-c-head">
            <h1 className="shp-page-title">{p.title}</h1>
            <ShareButton title={p.title} />
          </div>
          <div className="shp-c-meta" style={{ marginBottom: 12 }}>
            <PlainTag color="orange">{p.kindName}</PlainTag>
            <span>发起方：{p.partner}</span>
            {p.cityName && <span>{p.cityName}</span>}
            <span>{p.applyCount}人申请</span>
            <span>发布于 {chinaDate(p.publishedAt)}</span>
          </div>
          <img className="shp-c-cover" src={p.coverUrl} alt="" />
          {p.paragraphs.map((t, i) => (
            <p key={i}>{t}</p>
          ))}
          <h2>合作权益</h2>
          <ul>
            {p.benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
          <h2>合作要求</h2>
          <ul>
            {p.requirements.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
          {p.related.length > 0 && (
            <>
              <h2>相关合作</h2>
              <ul className="shp-c-related">
                {p.related.map((r) => (
                  <li key={r.id}>
                    <Link to={`/cooperationDetail?id=${r.id}`}>{r.title}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </article>
        <aside className="shp-c-panel">
          <h2>申请合作</h2>
          {/* Keyed: a related programme opened from here gets its own form, not this one's 申请已提交. */}
          <JoinForm key={p.id} kind={p.kind} programmeId={p.id} title={p.title} onDone={() => void revalidator.revalidate()} />
        </aside>
      </div>
    </div>
  );
}
