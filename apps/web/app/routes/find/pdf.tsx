import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Breadcrumb, Result } from 'antd';
import { PageHeading } from '../../components/PageHeading';
import { brochureOp, PDF_WATERMARK } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { num } from '../../lib/query-filter';
import { PdfViewer } from '../../components/PdfViewer';
import { ButtonLink } from '../../components/ButtonLink';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const mallId = num(new URL(request.url).searchParams.get('mallId'));
  return { b: mallId ? await load(context, brochureOp, { mallId }) : null };
}

/** The investment brochure in the shared PDF viewer with the watermark (SPEC §9: 300×50). */
export default function PdfPage() {
  const { b } = useLoaderData<typeof loader>();
  if (!b)
    return (
      <Result
        status="info"
        title={<PageHeading>请先选择商场查看招商手册</PageHeading>}
        extra={
          <ButtonLink to="/product" type="primary">
            去找商场
          </ButtonLink>
        }
      />
    );
  return (
    <div className="shp-container">
      <Breadcrumb
        style={{ margin: '16px 0' }}
        items={[
          { title: <Link to="/product">找商场</Link> },
          { title: <Link to={`/shoppingMallDetail?id=${b.mallId}`}>{b.mallName}</Link> },
          { title: '招商手册' },
        ]}
      />
      <h1 className="shp-page-title">{b.mallName} · 招商手册</h1>
      <PdfViewer url={b.url} title={`${b.mallName} 招商手册`} watermarkText={b.watermarkText} watermarkSize={PDF_WATERMARK} downloadable={false} />
    </div>
  );
}
