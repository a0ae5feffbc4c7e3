import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Rate, Result } from 'antd';
import { storefrontGoodsDetailOp } from '@shp/contracts';
import { isMissingRecord, load } from '../../lib/server-data';
import { describeItem, itemIdOf, withDescription } from '../../lib/seo';
import { formatNumber } from '../../lib/format';
import { Gallery } from '../../components/Gallery';
import { PageHeading } from '../../components/PageHeading';
import { ButtonLink } from '../../components/ButtonLink';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { PlainTag } from '../../components/PlainTag';
import { OrderPanel } from '../../features/storefront/OrderPanel';
import { GoodsEvaluations } from '../../features/storefront/GoodsEvaluations';
import '../../features/storefront/storefront.css';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = itemIdOf(new URL(request.url).searchParams);
  if (!id) return { g: null, missing: false };
  try {
    return { g: await load(context, storefrontGoodsDetailOp, { goodsId: id }), missing: false };
  } catch (err) {
    if (isMissingRecord(err)) return { g: null, missing: true };
    throw err;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const g = data?.g;
  return withDescription(matches, g ? describeItem(g.name, g.cityName, g.typeName, `${formatNumber(g.minPrice)}元起`, g.description) : undefined);
};

/** /storefrontDetail?id=: one 场地活动服务 with its SKUs, seller, 已售 and evaluations; ordering for members. */
export default function StorefrontDetail() {
  const { g, missing } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  if (!g)
    return (
      <Result
        status={missing ? '404' : 'info'}
        title={<PageHeading>{missing ? '该服务不存在或已下架' : '请选择要查看的服务'}</PageHeading>}
        extra={
          <ButtonLink to="/storefront" type="primary">
            去看场地活动服务
          </ButtonLink>
        }
      />
    );
  return (
    <div className="shp-container">
      <Breadcrumbs current={g.name} trail={[{ title: '场地活动服务', to: '/storefront' }]} />
      <section className="shp-detail-head">
        <Gallery images={g.images} alt={g.name} />
        <div style={{ minWidth: 0 }}>
          <h1>{g.name}</h1>
          <p>
            <span className="shp-score">{formatNumber(g.minPrice)}</span> <span className="shp-find-muted">元起 · 已售{g.sales}</span>
          </p>
          <dl className="shp-kv">
            <div>
              <dt>服务类别</dt>
              <dd>{g.typeName}</dd>
            </div>
            <div>
              <dt>服务城市</dt>
              <dd>{g.cityName}</dd>
            </div>
            <div>
              <dt>商家</dt>
              <dd data-testid="goods-seller">{g.sellerName || '商家'}</dd>
            </div>
            <div>
              <dt>评价</dt>
              <dd>
                {g.evaluationCount ? (
                  <>
                    <Rate disabled allowHalf value={g.rating ?? 0} style={{ fontSize: 12 }} /> {g.rating}分（{g.evaluationCount}条）
                  </>
                ) : (
                  '暂无评价'
                )}
              </dd>
            </div>
          </dl>
          {(g.brandName || g.modelName) && (
            <p>
              {g.brandName && <PlainTag>{g.brandName}</PlainTag>}
              {g.modelName && <PlainTag>{g.modelName}</PlainTag>}
            </p>
          )}
          {g.spaces.length > 0 && (
            <p className="shp-find-muted">
              可服务场地：
              {g.spaces.map((s, i) => (
                <span key={s.id}>
                  {i > 0 && '、'}
                  <Link to={`/spaceDetail?id=${s.id}`}>{s.name}</Link>
                </span>
              ))}
            </p>
          )}
          <OrderPanel key={g.goodsId} goods={g} onOrdered={() => void revalidator.revalidate()} />
        </div>
      </section>
      <section className="shp-panel">
        <h2>服务介绍</h2>
        <p style={{ lineHeight: 1.8, overflowWrap: 'anywhere' }}>{g.description}</p>
        <h3 style={{ fontSize: 15 }}>规格与价格</h3>
        <ul>
          {g.skus.map((s) => (
            <li key={s.skuId}>
              {s.text}：{formatNumber(s.price)} 元{s.stock < 1 ? '（已售罄）' : ''}
            </li>
          ))}
        </ul>
      </section>
      <section className="shp-panel">
        <h2>买家评价{g.evaluationCount ? `（${g.evaluationCount}）` : ''}</h2>
        <GoodsEvaluations goodsId={g.goodsId} count={g.evaluationCount} />
      </section>
    </div>
  );
}
