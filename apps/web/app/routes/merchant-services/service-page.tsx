import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Collapse } from 'antd';
import { MERCHANT_SERVICES, merchantServiceDetailOp, providerListOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { EnquiryForm } from '../../features/merchant-services/EnquiryForm';
import { ProviderCard } from '../../features/merchant-services/ProviderCard';
import { ShareButton } from '../../features/share/ShareButton';
import '../../styles/content.css';

/** One data-driven page for /dianpuzhuangxiu, /shanghubaoxian, /shanghuzhaopin, /renshidaili and /decoration. */
const CODE_OF_PATH: Record<string, (typeof MERCHANT_SERVICES)[number]['code']> = {
  ...Object.fromEntries(MERCHANT_SERVICES.map((s) => [s.path.toLowerCase(), s.code])),
  '/decoration': 'decoration',
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const code = CODE_OF_PATH[new URL(request.url).pathname.toLowerCase()] ?? 'decoration';
  const [service, providers] = await Promise.all([
    load(context, merchantServiceDetailOp, { code }),
    load(context, providerListOp, { serviceCode: code }, { pageNum: 1, pageSize: 20 }),
  ]);
  return { service, providers };
}

export default function ServicePage() {
  const { service, providers } = useLoaderData<typeof loader>();
  return (
    <div className="shp-container">
      <Breadcrumbs trail={[{ title: '商户服务', to: '/merchantService' }]} />
      <div className="shp-c-hero shp-c-head">
        <div>
          <h1>{service.name}</h1>
          <p>{service.slogan}</p>
        </div>
        <ShareButton title={service.name} />
      </div>
      <div className="shp-c-layout">
        <div>
          <section className="shp-c-panel">
            <h2>服务介绍</h2>
            <p>{service.description}</p>
            <div className="shp-c-stats">
              {service.highlights.map((h) => (
                <div className="shp-c-stat" key={h}>
                  {h}
                </div>
              ))}
            </div>
          </section>
          <section className="shp-c-panel">
            <h2>服务流程</h2>
            <div className="shp-c-steps">
              {service.steps.map((s, i) => (
                <div className="shp-c-step" key={s.title}>
                  <b>
                    {i + 1}. {s.title}
                  </b>
                  <p style={{ margin: '6px 0 0' }}>{s.text}</p>
                </div>
              ))}
            </div>
          </section>
          <section className="shp-c-panel">
            <h2>服务商（{providers.total}）</h2>
            {providers.list.map((p) => (
              <ProviderCard key={p.id} p={p} />
            ))}
          </section>
          <section className="shp-c-panel">
            <h2>常见问题</h2>
            <Collapse items={service.faqs.map((f, i) => ({ key: String(i), label: f.q, children: <p>{f.a}</p> }))} />
          </section>
        </div>
        <aside className="shp-c-panel">
          <h2>{service.name}咨询</h2>
          <EnquiryForm serviceCode={service.code} serviceName={service.name} providers={providers.list} />
        </aside>
      </div>
    </div>
  );
}
