import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Avatar, Descriptions, Steps } from 'antd';
import { franchiseDetailOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { ApplyForm } from '../../features/franchise/ApplyForm';
import { investText } from '../../lib/format';
import { ShareButton } from '../../features/share/ShareButton';
import { MissingItem, idFromRequest } from '../../features/content/MissingItem';
import { describeItem, withDescription } from '../../lib/seo';
import '../../styles/content.css';
import { PlainTag } from '../../components/PlainTag';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = idFromRequest(request);
  if (!id) return { b: null };
  return { b: await load(context, franchiseDetailOp, { id }) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const b = data?.b;
  return withDescription(matches, b ? describeItem(`${b.name}加盟`, b.slogan, `投资额${investText(b)}`, `门店${b.storeCount}家`, b.intro) : undefined);
};

export default function JoinbrandDetail() {
  const { b } = useLoaderData<typeof loader>();
  // After applying, the 人已申请 count read again includes this application.
  const revalidator = useRevalidator();
  if (!b) return <MissingItem what="加盟品牌" listTo="/franchiseBrands?titleCode=2" listLabel="去看品牌列表" />;
  return (
    <div className="shp-container">
      <Breadcrumbs current={b.name} trail={[{ title: '品牌列表', to: '/franchiseBrands?titleCode=2' }]} />
      <section className="shp-c-panel" style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar shape="square" size={88} src={b.logoUrl} alt="" />
        <div style={{ flex: 1, minWidth: 220 }}>
          {/* The tag sits beside the heading, not in it: the page's name is the brand's alone. */}
          <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
            <h1 className="shp-page-title" style={{ margin: 0 }}>
              {b.name}
            </h1>
            {b.hot && <PlainTag color="red">热门</PlainTag>}
          </div>
          <p className="shp-c-meta">
            {b.formatName} · 创立于{b.foundedYear}年 · {b.origin} · {b.applyCount}人已申请
          </p>
          <p>{b.slogan}</p>
        </div>
        <ShareButton title={`${b.name}加盟`} />
      </section>
      <div className="shp-c-stats">
        <div className="shp-c-stat">
          <b>{investText(b)}</b>投资额
        </div>
        <div className="shp-c-stat">
          <b>{b.storeCount}</b>门店数
        </div>
        <div className="shp-c-stat">
          <b>
            {b.areaMin}-{b.areaMax}㎡
          </b>
          店铺面积
        </div>
        <div className="shp-c-stat">
          <b>{b.paybackMonths}个月</b>预计回本
        </div>
      </div>
      <div className="shp-c-layout">
        <div>
          <section className="shp-c-panel">
            <h2>品牌介绍</h2>
            <p>{b.intro}</p>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              bordered
              items={[
                { key: 'fee', label: '加盟费', children: `${b.joinFee}万元` },
                { key: 'deposit', label: '保证金', children: `${b.deposit}万元` },
                { key: 'royalty', label: '管理费', children: b.royaltyText },
                { key: 'invest', label: '总投资', children: investText(b) },
              ]}
            />
          </section>
          <section className="shp-c-panel">
            <h2>加盟支持</h2>
            <div className="shp-c-steps">
              {b.support.map((s) => (
                <div className="shp-c-step" key={s.title}>
                  <b>{s.title}</b>
                  <p style={{ margin: '6px 0 0' }}>{s.text}</p>
                </div>
              ))}
            </div>
          </section>
          <section className="shp-c-panel">
            <h2>加盟条件</h2>
            <ul>
              {b.conditions.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <h2>加盟流程</h2>
            <Steps size="small" current={-1} items={b.process.map((p) => ({ title: p }))} responsive />
          </section>
          {b.related.length > 0 && (
            <section className="shp-c-panel">
              <h2>同类品牌</h2>
              <ul className="shp-c-related">
                {b.related.map((r) => (
                  <li key={r.id}>
                    <Link to={`/joinbrandDetail?id=${r.id}`}>{r.name}</Link> · 投资{investText(r)} · {r.storeCount}家门店
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside className="shp-c-panel">
          <h2>申请加盟</h2>
          {/* Keyed: a similar brand opened from here gets its own form, not this one's 已提交. */}
          <ApplyForm key={b.id} brandId={b.id} brandName={b.name} onDone={() => void revalidator.revalidate()} />
        </aside>
      </div>
    </div>
  );
}
