import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Button } from 'antd';
import { sitePageOp, sitePageKeySchema } from '@shp/contracts';
import { chinaDate } from '../../lib/format';
import { load } from '../../lib/server-data';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { SitePageView } from '../../features/content/SitePageView';
import '../../styles/content.css';

/**
 * The general pages whose text lives in site_pages, one module for all of them: the key is the
 * path (/version, /hzPage, /businessPage, /paymentAgreement, /assetsLight, /ecologicalCooperation,
 * /collectionDefault, /detailsPage).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const key = sitePageKeySchema.parse(new URL(request.url).pathname.slice(1).replace('/', '-'));
  const page = await load(context, sitePageOp, { key });
  return { page, contractUrl: key === 'paymentAgreement' ? context.site.contractUrl : null };
}

export default function SitePageRoute() {
  const { page, contractUrl } = useLoaderData<typeof loader>();
  return (
    <div className="shp-container">
      <Breadcrumbs />
      <div className="shp-c-hero">
        <h1>{page.title}</h1>
        <p>{page.subtitle}</p>
      </div>
      <SitePageView page={page} />
      {contractUrl && (
        <section className="shp-c-panel">
          <h2>合同签署与支付</h2>
          <p>合同签署与付款在合作方的签约支付页面完成，将在新窗口打开。</p>
          <Button type="primary" href={contractUrl} target="_blank" rel="noopener noreferrer">
            前往签约支付
          </Button>
        </section>
      )}
      <p className="shp-c-meta">
        更新于 {chinaDate(page.updatedAt)} · <Link to="/aboutUs?tabcheck=2">联系我们</Link>
      </p>
    </div>
  );
}
