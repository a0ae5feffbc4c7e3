import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Breadcrumb, List, Result, Table } from 'antd';
import { surroundingsOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { num } from '../../lib/query-filter';
import { ButtonLink } from '../../components/ButtonLink';
import { PageHeading } from '../../components/PageHeading';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const mallId = num(new URL(request.url).searchParams.get('mallId'));
  return { s: mallId ? await load(context, surroundingsOp, { mallId }) : null };
}

const Block = ({ title, items }: { title: string; items: string[] }) => (
  <section className="shp-panel">
    <h2>{title}</h2>
    <List size="small" dataSource={items} locale={{ emptyText: '暂无数据' }} renderItem={(i) => <List.Item>{i}</List.Item>} />
  </section>
);

export default function SurroundDetail() {
  const { s } = useLoaderData<typeof loader>();
  if (!s)
    return (
      <Result
        status="info"
        title={<PageHeading>请先选择商场</PageHeading>}
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
          { title: <Link to={`/shoppingMallDetail?id=${s.mallId}`}>{s.mallName}</Link> },
          { title: '周边配套' },
        ]}
      />
      <h1 className="shp-page-title">{s.mallName} · 周边配套</h1>
      <p className="shp-find-muted">
        {s.address} · 周边1公里内在租铺位 {s.nearbyVacantShops} 个
      </p>
      <div className="shp-find-layout">
        <div>
          <Block title="交通" items={s.transport} />
          <Block title="住宅" items={s.residential} />
          <Block title="学校" items={s.schools} />
        </div>
        <aside>
          <Block title="竞品商场" items={s.competitors} />
          <section className="shp-panel">
            <h2>10公里内商场</h2>
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={s.nearbyMalls}
              locale={{ emptyText: '10公里内暂无其他商场' }}
              columns={[
                { title: '商场', dataIndex: 'name', render: (n: string, r: { id: number }) => <Link to={`/shoppingMallDetail?id=${r.id}`}>{n}</Link> },
                { title: '距离', dataIndex: 'distanceKm', render: (d: number) => `${d}公里` },
                { title: '状态', dataIndex: 'openStatus' },
              ]}
            />
          </section>
        </aside>
      </div>
    </div>
  );
}
