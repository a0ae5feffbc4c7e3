import { useState } from 'react';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Breadcrumb, Button, Result } from 'antd';
import { fieldCompetitiveLeasingDetailsOp, storefrontGoodsListOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { describeItem, itemIdOf, withDescription } from '../../lib/seo';
import { requireLogin } from '../../lib/session';
import { Gallery } from '../../components/Gallery';
import { PageHeading } from '../../components/PageHeading';
import { QuoteDialog } from '../../features/spaces/QuoteDialog';
import { GoodsCard } from '../../features/storefront/GoodsCard';
import { CollectButton } from '../../features/collections/CollectButton';
import { ShareButton } from '../../features/share/ShareButton';
import { formatNumber } from '../../lib/format';
import { ButtonLink } from '../../components/ButtonLink';
import { PlainTag } from '../../components/PlainTag';
import { useRevalidateOnMemberChange } from '../../hooks/use-revalidate-on-member-change';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = itemIdOf(new URL(request.url).searchParams);
  if (!id) return { s: null, services: null };
  const [s, services] = await Promise.all([
    load(context, fieldCompetitiveLeasingDetailsOp, { id }),
    load(context, storefrontGoodsListOp, { spaceId: id, sort: 'sales' }, { pageNum: 1, pageSize: 4 }),
  ]);
  return { s, services };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const s = data?.s;
  return withDescription(
    matches,
    s ? describeItem(s.name, `${s.cityName}${s.districtName}`, `面积${s.area}㎡`, `${formatNumber(s.priceDay)}元/天起`, s.description) : undefined,
  );
};

export default function SpaceDetail() {
  const { s, services } = useLoaderData<typeof loader>();
  const [quoting, setQuoting] = useState(false);
  const revalidator = useRevalidator();
  const [sent, setSent] = useState<{ quoteId: number; estimate: number } | null>(null);
  // Logged in here (立即询价, the header): the 收藏 flag is the member's, read again.
  useRevalidateOnMemberChange();
  if (!s)
    return (
      <Result
        status="info"
        title={<PageHeading>请选择要查看的场地</PageHeading>}
        extra={
          <ButtonLink to="/spaceList?tabcheck=2" type="primary">
            去找场地
          </ButtonLink>
        }
      />
    );
  return (
    <div className="shp-container">
      <Breadcrumb
        style={{ margin: '16px 0' }}
        items={[{ title: <Link to="/">首页</Link> }, { title: <Link to="/spaceList?tabcheck=2">热门场地</Link> }, { title: s.name }]}
      />
      <section className="shp-detail-head">
        <Gallery images={s.images.length ? s.images : [s.coverUrl]} alt={s.name} />
        <div>
          <h1>{s.name}</h1>
          <p>
            <span className="shp-score">{formatNumber(s.priceDay)}</span> <span className="shp-find-muted">元/天 · {s.minDays}天起租</span>
          </p>
          <dl className="shp-kv">
            <div>
              <dt>位置</dt>
              <dd>{s.location}</dd>
            </div>
            <div>
              <dt>面积</dt>
              <dd>{s.area}㎡</dd>
            </div>
            <div>
              <dt>日均客流</dt>
              <dd>{formatNumber(s.dailyTraffic)}人次</dd>
            </div>
            <div>
              <dt>已收到询价</dt>
              <dd>{s.quoteCount}次</dd>
            </div>
          </dl>
          <p style={{ marginTop: 12 }}>
            租赁类型：
            {s.leaseTypes.map((t) => (
              <PlainTag key={t} color="blue">
                {t}
              </PlainTag>
            ))}
          </p>
          <p>
            可租面积：
            {s.rentableAreas.map((a) => (
              <PlainTag key={a.code}>{a.name}</PlainTag>
            ))}
          </p>
          <p>
            配套设施：
            {s.facilities.map((f) => (
              <PlainTag key={f}>{f}</PlainTag>
            ))}
          </p>
          <p className="shp-find-muted">
            <Link to={`/shoppingMallDetail?id=${s.mallId}`}>{s.mallName}</Link> · {s.mallAddress}
          </p>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button type="primary" onClick={() => requireLogin({ onSuccess: () => setQuoting(true) }) && setQuoting(true)}>
              立即询价
            </Button>
            <CollectButton key={`${s.id}-${s.collected}`} targetType="space" targetId={s.id} collected={s.collected} />
            <ShareButton key={`share-${s.id}`} title={s.name} />
          </div>
        </div>
      </section>
      {sent && (
        <Result
          status="success"
          title="询价已提交"
          subTitle={`询价编号 ${sent.quoteId}，预估费用 ${formatNumber(sent.estimate)} 元，顾问将在1个工作日内与您联系。`}
          style={{ background: '#fff', borderRadius: 8, marginBottom: 16 }}
        />
      )}
      <section className="shp-panel">
        <h2>场地介绍</h2>
        <p style={{ lineHeight: 1.8 }}>{s.description}</p>
        <p className="shp-find-muted">适合业态：{s.formats.join('、')}</p>
      </section>
      {services && services.total > 0 && (
        <section className="shp-panel" data-testid="venue-services">
          <h2>该场地可选活动服务</h2>
          {services.list.map((g) => (
            <GoodsCard key={g.goodsId} goods={g} />
          ))}
          <Link to={`/storefront?spaceId=${s.id}`}>查看全部{services.total}项服务</Link>
        </section>
      )}
      <QuoteDialog
        spaceId={s.id}
        open={quoting}
        onClose={() => setQuoting(false)}
        onDone={(r) => {
          setQuoting(false);
          setSent(r);
          void revalidator.revalidate();
        }}
      />
    </div>
  );
}
