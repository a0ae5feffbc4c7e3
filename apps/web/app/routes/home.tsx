import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Card, Col, Row, Tag } from 'antd';
import { cityListOp } from '@shp/contracts';
import { load } from '../lib/server-data';

export async function loader({ context }: LoaderFunctionArgs) {
  const cities = await load(context, cityListOp, {});
  return { hot: cities.hot };
}

const ENTRIES = [
  { to: '/product', title: '找商场', text: '全国购物中心招商信息' },
  { to: '/findShopList?tabcheck=1', title: '找铺', text: '按业态、面积、租金筛选铺位' },
  { to: '/findShopList?tabcheck=2&titleCode=1', title: '找点位', text: '中岛、临展、推车与广告点位' },
  { to: '/spaceList?tabcheck=2', title: '找场地', text: '快闪、展览、路演活动场地' },
  { to: '/cooperAtions?tabcheck=0', title: '找合作', text: '异业、供应商、加盟与IP合作' },
  { to: '/merchantService', title: '商户服务', text: '装修、保险、招聘、人事代理' },
];

export default function Home() {
  const { hot } = useLoaderData<typeof loader>();
  return (
    <div className="shp-container">
      <h1 className="shp-page-title">商铺汇 · 商业地产招商租赁平台</h1>
      <Row gutter={[16, 16]}>
        {ENTRIES.map((e) => (
          <Col xs={12} md={8} key={e.to}>
            <Link to={e.to}>
              <Card hoverable title={e.title}>
                {e.text}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      <h2 style={{ marginTop: 24 }}>热门城市</h2>
      <div>
        {hot.map((c) => (
          <Tag key={c.cityCode}>{c.cityName}</Tag>
        ))}
      </div>
    </div>
  );
}
