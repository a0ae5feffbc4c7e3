import { Link, useLocation } from 'react-router';
import { PRODUCT_NAME } from '@shp/contracts';
import { QrMenu } from './QrMenu';

/** Top bar of every public page. Domain menus (city, user, messages) are slotted in by the root. */
export function SiteHeader({ slots }: { slots?: React.ReactNode }) {
  const { pathname } = useLocation();
  return (
    <header className="shp-header" role="banner">
      <div className="shp-container shp-header-inner">
        <Link to="/" className="shp-logo" aria-label={`${PRODUCT_NAME}首页`}>
          {PRODUCT_NAME}
        </Link>
        {pathname !== '/' && (
          <Link to="/" className="shp-header-home">
            首页
          </Link>
        )}
        <nav className="shp-header-nav" aria-label="主导航">
          <Link to="/product">找商场</Link>
          <Link to="/findShopList?tabcheck=1">找铺</Link>
          <Link to="/findShopList?tabcheck=2&titleCode=1">找点位</Link>
          <Link to="/spaceList?tabcheck=2">找场地</Link>
          <Link to="/shopRecommended" data-guide="smart">
            智能选址
          </Link>
          <Link to="/cooperAtions?tabcheck=0" data-guide="cooperation">
            找合作
          </Link>
          <Link to="/franchiseBrands">品牌加盟</Link>
          <Link to="/merchantService" data-guide="merchant">
            商户服务
          </Link>
          <Link to="/consIndex">资讯</Link>
        </nav>
        <div className="shp-header-slots" data-guide="login">
          {slots}
          <QrMenu />
        </div>
      </div>
    </header>
  );
}
