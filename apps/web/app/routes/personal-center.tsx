import { Link, Outlet } from 'react-router';

/** /personalCenter layout: header and bottom bar hidden; the menu arrives with the member issue. */
export default function PersonalCenterLayout() {
  return (
    <div className="shp-container">
      <nav aria-label="个人中心" style={{ padding: '16px 0' }}>
        <Link to="/">返回首页</Link>
      </nav>
      <Outlet />
    </div>
  );
}
