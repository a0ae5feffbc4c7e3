import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Button } from 'antd';
import { franchiseListOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { ButtonLink } from '../../components/ButtonLink';
import { EmptyState } from '../../components/EmptyState';
import { ApplyForm } from '../../features/franchise/ApplyForm';
import { FranchiseBrandCard } from '../../features/franchise/FranchiseBrandCard';
import '../../styles/content.css';

/** /LandingPage: the franchise campaign page (hot brands and a general application). */
export async function loader({ context }: LoaderFunctionArgs) {
  const [hot, all] = await Promise.all([
    load(context, franchiseListOp, { hot: true }, { pageNum: 1, pageSize: 6 }),
    load(context, franchiseListOp, {}, { pageNum: 1, pageSize: 1 }),
  ]);
  return { hot, total: all.total };
}

export default function LandingPage() {
  const { hot, total } = useLoaderData<typeof loader>();
  return (
    <div className="shp-container">
      {/* The route's title is 品牌加盟, the name of the brand list too: this page is that list's
          campaign page, so its own step names what it offers (the trail read 品牌加盟/品牌加盟). */}
      <Breadcrumbs current="加盟方案" trail={[{ title: '品牌加盟', to: '/franchiseBrands' }]} />
      <div className="shp-c-hero">
        <h1>加盟好品牌 稳健开新店</h1>
        {/* Before any brand is listed a count would read 0个连锁品牌: the offer stands without it. */}
        <p>{total > 0 ? `${total}个连锁品牌开放加盟，投资额透明，商铺汇顾问免费帮您选址` : '连锁品牌即将开放加盟，留下您的需求，商铺汇顾问免费帮您选址'}</p>
        {/* On a phone the form comes after the six hot brands, several screens down. */}
        <Button href="#apply" style={{ marginTop: 16 }}>
          免费获取加盟方案
        </Button>
      </div>
      <div className="shp-c-layout">
        <div>
          <h2>热门加盟品牌</h2>
          {hot.list.length === 0 ? (
            // No brand is marked hot: the way on is the whole list, not an empty heading.
            <EmptyState description="暂无热门加盟品牌">
              <ButtonLink to="/franchiseBrands?titleCode=2">查看全部品牌</ButtonLink>
            </EmptyState>
          ) : (
            <div className="shp-c-grid">
              {hot.list.map((b) => (
                <FranchiseBrandCard key={b.id} b={b} />
              ))}
            </div>
          )}
        </div>
        <aside className="shp-c-panel" id="apply">
          <h2>免费获取加盟方案</h2>
          <ApplyForm />
        </aside>
      </div>
    </div>
  );
}
