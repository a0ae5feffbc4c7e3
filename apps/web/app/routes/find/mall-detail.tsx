import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Breadcrumb, Result } from 'antd';
import { queryProjectDetailsOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { describeItem, itemIdOf, withDescription } from '../../lib/seo';
import { openLoginDialog } from '../../lib/session';
import { useRevalidateOnMemberChange } from '../../hooks/use-revalidate-on-member-change';
import { MallDetailView } from '../../features/malls/MallDetailView';
import { CollectButton } from '../../features/collections/CollectButton';
import { ShareButton } from '../../features/share/ShareButton';
import { ReportButton } from '../../features/trust/ReportButton';
import { TrustBadges } from '../../components/TrustBadges';
import { ButtonLink } from '../../components/ButtonLink';
import { PageHeading } from '../../components/PageHeading';
import { wanSquareMetres } from '../../lib/format';
import { AddToCompareButton } from '../../features/compare/AddToCompareButton';
import { CompareTray } from '../../features/compare/CompareTray';
import { MarketTrendPanel } from '../../features/market/MarketTrendPanel';

/** Serves /productDetail and /shoppingMallDetail (query id). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = itemIdOf(new URL(request.url).searchParams);
  return { mall: id ? await load(context, queryProjectDetailsOp, { id }) : null };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const m = data?.mall;
  return withDescription(
    matches,
    m ? describeItem(m.name, m.address, `建筑面积${wanSquareMetres(m.totalArea)}`, `在租铺位${m.vacantShops}个`, m.intro) : undefined,
  );
};

export default function MallDetailPage() {
  const { mall } = useLoaderData<typeof loader>();
  useRevalidateOnMemberChange();
  if (!mall) {
    return (
      <div className="shp-container">
        <Result
          status="info"
          title={<PageHeading>请选择要查看的商场</PageHeading>}
          extra={
            <ButtonLink to="/product" type="primary">
              去找商场
            </ButtonLink>
          }
        />
      </div>
    );
  }
  return (
    <div className="shp-container">
      <Breadcrumb
        style={{ margin: '16px 0' }}
        items={[{ title: <Link to="/">首页</Link> }, { title: <Link to="/product">找商场</Link> }, { title: mall.name }]}
      />
      <MallDetailView
        mall={mall}
        onLogin={() => openLoginDialog({})}
        actions={
          <>
            <TrustBadges trust={mall.trust} />
            <CollectButton key={`${mall.id}-${mall.collected}`} targetType="mall" targetId={mall.id} collected={mall.collected} />
            <AddToCompareButton kind="mall" id={mall.id} />
            <ShareButton key={`share-${mall.id}`} title={mall.name} />
            <ReportButton target="mall" id={mall.id} />
            <ButtonLink to={`/personalCenter/complaintsReport?targetType=mall&targetId=${mall.id}&targetName=${encodeURIComponent(mall.name)}`} type="link">
              信息纠错
            </ButtonLink>
          </>
        }
      />
      <MarketTrendPanel key={`trend-${mall.id}`} ask={{ mallId: mall.id }} title={`${mall.districtName}铺位 近24个月租金中位数`} defaultOpen />
      <CompareTray kind="mall" />
    </div>
  );
}
