import { Link, Outlet } from 'react-router';

/** /sellerCenter layout: header and bottom bar hidden. */
export default function SellerCenterLayout() {
  return (
    <div className="shp-container">
      <nav aria-label="商家中心" style={{ padding: '16px 0' }}>
        <Link to="/">返回首页</Link>
      </nav>
      <Outlet />
    </div>
  );
}
