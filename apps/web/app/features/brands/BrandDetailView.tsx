import { Link } from 'react-router';
import { Avatar, Table } from 'antd';
import type { BrandDetail } from '@shp/contracts';
import { ButtonLink } from '../../components/ButtonLink';
import { PlainTag } from '../../components/PlainTag';
import { investText } from '../../lib/format';

/** A brand as a mall's leasing manager reads it: format, store size, expansion cities, malls. */
export function BrandDetailView({ b, actions }: { b: BrandDetail; actions: React.ReactNode }) {
  return (
    <>
      <section className="shp-panel" style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }}>
        <Avatar shape="square" size={96} src={b.logoUrl} alt={b.name} />
        <div style={{ flex: 1, minWidth: 220 }}>
          <h1 style={{ margin: 0, fontSize: 24 }}>{b.name}</h1>
          <p className="shp-find-muted">{b.slogan}</p>
          <div>
            <PlainTag color="volcano">
              {b.formatParent} · {b.format}
            </PlainTag>
            {b.franchise && <PlainTag color="green">开放加盟</PlainTag>}
            {b.hot && <PlainTag color="red">热门品牌</PlainTag>}
          </div>
        </div>
        {actions}
      </section>
      <div className="shp-find-layout">
        <div>
          <section className="shp-panel">
            <h2>品牌介绍</h2>
            <p style={{ lineHeight: 1.8 }}>{b.intro}</p>
            <dl className="shp-kv">
              <div>
                <dt>发源地</dt>
                <dd>{b.origin}</dd>
              </div>
              <div>
                <dt>创立年份</dt>
                <dd>{b.foundedYear}年</dd>
              </div>
              <div>
                <dt>门店数</dt>
                <dd>{b.storeCount}家</dd>
              </div>
              <div>
                <dt>店型面积</dt>
                <dd>
                  {b.areaMin}-{b.areaMax}㎡
                </dd>
              </div>
              {b.franchise && b.investMin !== null && b.investMax !== null && (
                <div>
                  <dt>加盟投资</dt>
                  <dd>{investText({ investMin: b.investMin, investMax: b.investMax })}元</dd>
                </div>
              )}
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
            {b.expandCities.map((c) => (
              <PlainTag key={c.cityCode}>{c.cityName}</PlainTag>
            ))}
          </section>
          {b.stories.length > 0 && (
            <section className="shp-panel">
              <h2>品牌故事</h2>
              {b.stories.map((s) => (
                <p key={s.id}>
                  <Link to={`/articleDetail?id=${s.id}`}>{s.title}</Link>
                </p>
              ))}
            </section>
          )}
          <section className="shp-panel">
            <h2>为该品牌找铺</h2>
            <p className="shp-find-muted">
              按店型面积{b.areaMin}-{b.areaMax}㎡智能匹配铺位
            </p>
            <ButtonLink to="/shopRecommended" type="primary">
              智能选址
            </ButtonLink>
          </section>
        </aside>
      </div>
    </>
  );
}
