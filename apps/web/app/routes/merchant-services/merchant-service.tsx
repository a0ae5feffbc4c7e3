import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Card, Col, Row } from 'antd';
import { MERCHANT_SERVICES, merchantServiceListOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import '../../styles/content.css';

/** /merchantService: the four merchant services. */
export async function loader({ context }: LoaderFunctionArgs) {
  return { services: await load(context, merchantServiceListOp, {}) };
}

export default function MerchantService() {
  const { services } = useLoaderData<typeof loader>();
  return (
    <div className="shp-container">
      <Breadcrumbs />
      <div className="shp-c-hero">
        <h1>商户服务</h1>
        <p>开店前后的装修、保险、招聘与人事代理，一站对接靠谱服务商</p>
      </div>
      <Row gutter={[16, 16]}>
        {services.map((s) => {
          const path = MERCHANT_SERVICES.find((m) => m.code === s.code)?.path ?? '/merchantService';
          return (
            <Col xs={24} sm={12} lg={6} key={s.code}>
              <Link to={path} data-testid="service-card">
                <Card hoverable cover={<img src={s.coverUrl} alt="" height={140} style={{ objectFit: 'cover' }} />}>
                  <Card.Meta title={s.name} description={s.slogan} />
                  <p className="shp-c-meta" style={{ marginTop: 8 }}>
                    {s.providerCount}家服务商 · {s.enquiryCount}次咨询
                  </p>
                </Card>
              </Link>
            </Col>
          );
        })}
      </Row>
      <p style={{ marginTop: 16 }}>
        <Link to="/merchantServices">查看全部服务商 →</Link>
      </p>
    </div>
  );
}
