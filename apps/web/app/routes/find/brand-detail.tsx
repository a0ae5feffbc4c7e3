import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Avatar, Breadcrumb, Button, Result, Table, Tag } from 'antd';
import { brandDetailOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { num } from '../../lib/query-filter';
import { CollectButton } from '../../features/collections/CollectButton';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = num(new URL(request.url).searchParams.get('id'));
  return { b: id ? await load(context, brandDetailOp, { id }) : null };
}

export default function BrandDetailPage() {
  const { b } = useLoaderData<typeof loader>();
  if (!b) return <Result status="info" title="请选择要查看的品牌" extra={<Link to="/product"><Button type="primary">去找商场</Button></Link>} />;
  return (
    <div className="shp-container">
      <Breadcrumb style={{ margin: '16px 0' }} items={[{ title: <Link to="/">首页</Link> }, { title: '品牌详情' }]} />
      <section className="shp-panel" style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }}>
        <Avatar shape="square" size={96} src={b.logoUrl} alt={b.name} />
        <div style={{ flex: 1, minWidth: 220 }}>
          <h1 style={{ margin: 0, fontSize: 24 }}>{b.name}</h1>
          <p className="shp-find-muted">{b.slogan}</p>
          <div>
            <Tag color="volcano">{b.formatParent} · {b.format}</Tag>
            {b.franchise && <Tag color="green">开放加盟</Tag>}
            {b.hot && <Tag color="red">热门品牌</Tag>}
          </div>
        </div>
        <CollectButton key={`${b.id}-${b.collected}`} targetType="brand" targetId={b.id} collected={b.collected} />
      </section>
      <div className="shp-find-layout">
        <div>
          <section className="shp-panel">
            <h2>品牌介绍</h2>
            <p style={{ lineHeight: 1.8 }}>{b.intro}</p>
            <dl className="shp-kv">
              <div><dt>发源地</dt><dd>{b.origin}</dd></div>
              <div><dt>创立年份</dt><dd>{b.foundedYear}年</dd></div>
              <div><dt>门店数</dt><dd>{b.storeCount}家</dd></div>
              <div><dt>店型面积</dt><dd>{b.areaMin}-{b.areaMax}㎡</dd></div>
              {b.franchise && <div><dt>加盟投资</dt><dd>{b.investMin}-{b.investMax}万元</dd></div>}
            </dl>
          </section>
          <section className="shp-panel">
            <h2>已入驻商场</h2>
            <Table<{ id: number; name: string; cityName: string; floor: string; openedAt: string }>
              size="small"
              rowKey={(r) => `${r.id}-${r.floor}-${r.openedAt}`}
              pagination={false}
              dataSource={b.malls}
              locale={{ emptyText: '暂无入驻记录' }}
              columns={[
                { title: '商场', dataIndex: 'name', render: (n: string, r) => <Link to={`/shoppingMallDetail?id=${r.id}`}>{n}</Link> },
                { title: '城市', dataIndex: 'cityName' },
                { title: '楼层', dataIndex: 'floor' },
                { title: '入驻时间', dataIndex: 'openedAt' },
              ]}
            />
          </section>
        </div>
        <aside>
          <section className="shp-panel">
            <h2>拓展城市</h2>
            {b.expandCities.map((c) => <Tag key={c.cityCode}>{c.cityName}</Tag>)}
          </section>
          {b.stories.length > 0 && (
            <section className="shp-panel">
              <h2>品牌故事</h2>
              {b.stories.map((s) => (
                <p key={s.id}><Link to={`/articleDetail?id=${s.id}`}>{s.title}</Link></p>
              ))}
            </section>
          )}
          <section className="shp-panel">
            <h2>为该品牌找铺</h2>
            <p className="shp-find-muted">按店型面积{b.areaMin}-{b.areaMax}㎡智能匹配铺位</p>
            <Link to="/shopRecommended"><Button type="primary">智能选铺</Button></Link>
          </section>
        </aside>
      </div>
    </div>
  );
}
