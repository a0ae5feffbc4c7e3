import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Rate } from 'antd';
import { consultantServiceProjectOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { QuestionForm } from '../../features/consultants/QuestionForm';
import '../../styles/content.css';

export async function loader({ context }: LoaderFunctionArgs) {
  return { services: await load(context, consultantServiceProjectOp, {}) };
}

export default function ServiceProject() {
  const { services } = useLoaderData<typeof loader>();
  return (
    <div className="shp-container">
      <Breadcrumbs trail={[{ title: '招商顾问', to: '/consultant' }]} />
      <h1 className="shp-page-title">顾问服务项目</h1>
      <p className="shp-c-sub">{services[0]?.consultantCount ?? 0}位招商顾问为品牌提供从选址到开业的全程服务</p>
      <div className="shp-c-layout">
        <div className="shp-c-grid" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
          {services.map((s) => (
            <section className="shp-c-panel" key={s.code} style={{ marginBottom: 0 }}>
              <h2>{s.name}</h2>
              <p>{s.description}</p>
              <div className="shp-c-meta">
                {s.avgStars ? <Rate disabled allowHalf value={s.avgStars} style={{ fontSize: 12 }} /> : null}
                <span>{s.evaluationCount}条评价</span>
              </div>
              <Link to="/consultant">找顾问</Link>
            </section>
          ))}
        </div>
        <aside className="shp-c-panel">
          <h2>在线提问</h2>
          <QuestionForm />
        </aside>
      </div>
    </div>
  );
}
