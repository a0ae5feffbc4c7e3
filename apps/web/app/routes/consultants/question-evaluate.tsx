import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Avatar, Result } from 'antd';
import { PageHeading } from '../../components/PageHeading';
import { consultantDetailOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { itemIdOf } from '../../lib/seo';
import { useRevalidateOnMemberChange } from '../../hooks/use-revalidate-on-member-change';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { EvaluateForm } from '../../features/consultants/EvaluateForm';
import '../../styles/content.css';

/** /questionEvaluate?consultantId=&serviceCode=: evaluate a consultant's service (once per member and service). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  // A mangled id is no consultant chosen, as on the other item pages (not a 400 naming a 内容ID).
  const id = itemIdOf(q, q.has('consultantId') ? 'consultantId' : 'id');
  if (!id) return { c: null, serviceCode: undefined };
  return { c: await load(context, consultantDetailOp, { id }), serviceCode: q.get('serviceCode') ?? undefined };
}

export default function QuestionEvaluate() {
  const { c, serviceCode } = useLoaderData<typeof loader>();
  // The services already evaluated are the member's: a login here (from 登录后提交评价) reads them again.
  useRevalidateOnMemberChange();
  if (!c) {
    return (
      <div className="shp-container">
        <Breadcrumbs />
        <Result status="info" title={<PageHeading>请选择要评价的顾问</PageHeading>} extra={<Link to="/consultant">去顾问列表</Link>} />
      </div>
    );
  }
  return (
    <div className="shp-container" style={{ maxWidth: 720 }}>
      <Breadcrumbs
        trail={[
          { title: '招商顾问', to: '/consultant' },
          { title: c.name, to: `/consultantDetail?id=${c.id}` },
        ]}
      />
      <section className="shp-c-panel">
        <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 12 }}>
          <Avatar src={c.avatarUrl} size={56} alt="" />
          <div>
            <h1 className="shp-page-title" style={{ margin: 0 }}>
              评价 {c.name}
            </h1>
            <div className="shp-c-meta">
              {c.title} · {c.cityName}
            </div>
          </div>
        </div>
        <EvaluateForm consultantId={c.id} evaluated={c.evaluatedServices} serviceCode={serviceCode} />
      </section>
    </div>
  );
}
