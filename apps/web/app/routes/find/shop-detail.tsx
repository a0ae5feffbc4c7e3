import { useEffect, useState } from 'react';
import { data as withStatus, isRouteErrorResponse, Link, useLoaderData, useRouteError, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { shopCanViewOp, shopDetailOp, shopHousekeeperOp, shopUserAccessListOp, similarShopListOp, TITLE_PREFIX } from '@shp/contracts';
import { isMissingRecord, load } from '../../lib/server-data';
import { openLoginDialog } from '../../lib/session';
import { useRevalidateOnMemberChange } from '../../hooks/use-revalidate-on-member-change';
import { ShopDetailView } from '../../features/shops/ShopDetailView';
import { CollectButton } from '../../features/collections/CollectButton';
import { TrustBadges } from '../../components/TrustBadges';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { EmptyState } from '../../components/EmptyState';
import { RouteError } from '../../components/RouteError';
import { AddToCompareButton } from '../../features/compare/AddToCompareButton';
import { ShareButton } from '../../features/share/ShareButton';
import { ReportButton } from '../../features/trust/ReportButton';
import { lazyIsland } from '../../components/lazy-island';
import { findListLink, type FindListKind } from '../../features/shops/find-list-link';
import { findListKindOfRequest, rememberedFindList } from '../../features/shops/find-list-from';
import { describeItem, itemIdOf, withDescription } from '../../lib/seo';
import '../../styles/shop-detail.css';
import '../../features/compare/compare.css';
import '../../features/market/market.css';

/**
 * A unit that does not exist (or was taken down): its kind is unknown, so the way on is the list the
 * visitor came from, 找点位 for a business point, not always 找铺. The API's reason names a 铺位
 * (it cannot know the kind of a unit it does not have); from the business-point list it is a 点位.
 */
const MISSING_POINT = '点位不存在或已下架';

// Panels beside the unit itself load after the first view (lazyIsland); the buttons stay in the first
// load, since a tap on an island whose code has not arrived yet is lost.
const CompareTray = lazyIsland(() => import('../../features/compare/CompareTray').then((m) => m.CompareTray));
const RentHistory = lazyIsland(() => import('../../features/market/RentHistory').then((m) => m.RentHistory));
const AffordabilityPanel = lazyIsland(() => import('../../features/market/AffordabilityPanel').then((m) => m.AffordabilityPanel));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = itemIdOf(new URL(request.url).searchParams);
  if (!id) return { shop: null };
  const shop = await load(context, shopDetailOp, { id }).catch((err: unknown) => {
    // The server's page says what the page says after hydration (its list kind is in a cookie).
    if (isMissingRecord(err) && findListKindOfRequest(request) === 'point') {
      throw withStatus({ message: MISSING_POINT, listKind: 'point' satisfies FindListKind }, { status: 404 });
    }
    throw err;
  });
  const [housekeeper, similar, access, canView] = await Promise.all([
    load(context, shopHousekeeperOp, { id }).catch(() => null),
    load(context, similarShopListOp, { id }),
    load(context, shopUserAccessListOp, { id }),
    load(context, shopCanViewOp, { id }),
  ]);
  return { shop, housekeeper, similar, access, hidden: canView.hidden };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const s = data?.shop;
  const tags = withDescription(matches, s ? describeItem(s.title, s.address, `面积${s.area}㎡`, `租金${s.rentText}`, s.description) : undefined);
  // The tab names the unit (商铺汇-<unit>), so several open details can be told apart.
  return s ? tags.map((t) => ('title' in t ? { title: `${TITLE_PREFIX}${s.title}` } : t)) : tags;
};

export default function ShopDetailPage() {
  const data = useLoaderData<typeof loader>();
  const [from, setFrom] = useState<string | null>(null);
  // Read after hydration: session storage does not exist on the server.
  useEffect(() => setFrom(rememberedFindList()), []);
  // After logging in here, read the page again: the member sees the full phones.
  useRevalidateOnMemberChange();

  // Plain markup throughout: /shopDetail's first view loads no antd (decision 009).
  if (!data.shop) {
    return (
      <div className="shp-container">
        <div className="shp-panel shp-sd-none">
          <EmptyState heading description="请选择要查看的铺位">
            <Link className="shp-btn shp-btn-primary" to="/findShopList?tabcheck=1">
              去找铺
            </Link>
          </EmptyState>
        </div>
      </div>
    );
  }
  const { shop } = data;
  const back = findListLink(from, shop.kind);
  return (
    <div className="shp-container shp-sd-page">
      <Breadcrumbs current={shop.title} trail={[{ title: back.title, to: back.to }]} />
      <ShopDetailView
        shop={shop}
        housekeeper={data.housekeeper}
        similar={data.similar}
        access={data.access}
        hidden={data.hidden}
        onLogin={() => openLoginDialog({})}
        actions={
          <>
            <TrustBadges trust={shop.trust} />
            <CollectButton key={`${shop.id}-${shop.collected}`} targetType="shop" targetId={shop.id} collected={shop.collected} />
            <AddToCompareButton kind={shop.kind} id={shop.id} />
            <ShareButton key={`share-${shop.id}`} title={shop.title} />
            <ReportButton target="shop" id={shop.id} />
            <Link className="shp-btn" to="/shopRecommended">
              智能选址
            </Link>
            <Link
              className="shp-btn shp-btn-link shp-sd-link-btn"
              to={`/personalCenter/complaintsReport?targetType=shop&targetId=${shop.id}&targetName=${encodeURIComponent(shop.title)}`}
            >
              信息纠错
            </Link>
          </>
        }
      />
      <div className="shp-find-layout">
        <div>
          <RentHistory key={`rent-${shop.id}`} shopId={shop.id} />
          <AffordabilityPanel
            key={`afford-${shop.id}`}
            unit={{ monthlyRent: shop.monthlyRent, area: shop.area, propertyFee: shop.propertyFee, transferFee: shop.transferFee }}
          />
        </div>
      </div>
      <CompareTray kind={shop.kind} />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const [from, setFrom] = useState<string | null>(null);
  // Read after hydration: session storage does not exist on the server, which knows only the list's kind.
  useEffect(() => setFrom(rememberedFindList()), []);
  const serverKind = isRouteErrorResponse(error) ? (error.data as { listKind?: FindListKind } | undefined)?.listKind : undefined;
  const list = from ? findListLink(from) : findListLink(null, serverKind);
  return <RouteError error={error} listLink={{ to: list.to, label: `去${list.title}` }} notFoundMessage={list.kind === 'point' ? MISSING_POINT : undefined} />;
}
