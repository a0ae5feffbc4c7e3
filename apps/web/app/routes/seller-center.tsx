import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Button, Menu, Result, Spin } from 'antd';
import { ErrorText, PRODUCT_NAME, roleListOp } from '@shp/contracts';
import { hasSellerRole, logout, refreshRoles, useSession } from '../lib/session';
import { callApi } from '../lib/api-client';
import '../features/seller/seller.css';
import { ButtonLink } from '../components/ButtonLink';
import { PageAnnouncer } from '../components/PageAnnouncer';

/** SPEC §2 / §9 seller-centre menu: entry management, withdrawals, site activity services (goods), plus orders and evaluations. */
export const SELLER_MENU = [
  { path: '/sellerCenter/networkAcessManageList', label: '入驻管理' },
  { path: '/sellerCenter/withdrawalManagement', label: '提现管理' },
  { path: '/sellerCenter/goods/list', label: '场地活动服务' },
  { path: '/sellerCenter/orderManageList', label: '订单管理' },
  { path: '/sellerCenter/evaluationManagement', label: '评价管理' },
];

/** Detail pages light up their list's menu entry. */
const PARENT: Record<string, string> = {
  '/sellerCenter/goods/addOrEdit': '/sellerCenter/goods/list',
  '/sellerCenter/goods/details': '/sellerCenter/goods/list',
  '/sellerCenter/orderDetail': '/sellerCenter/orderManageList',
  '/sellerCenter/evaluationDetail': '/sellerCenter/evaluationManagement',
};

/** /sellerCenter layout: the frame's header and bottom bar are hidden (route flags); this is the centre's own. */
export default function SellerCenterLayout() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // The session lives in cookies, read only after hydration.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const loggedIn = Boolean(session);
  useEffect(() => {
    // The role cookie is written at login; ask the server so a role granted since then opens the centre.
    if (!loggedIn) return;
    callApi(roleListOp, {}, { silent: true }).then(
      (r) => refreshRoles(r.userRole),
      () => {},
    );
  }, [loggedIn]);
  const loginPath = `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;
  useEffect(() => {
    // A session that ends here (a 401 clears the cookies) goes to /login, as in the personal
    // centre, which then says '登录超时，请重新登录'.
    if (mounted && !loggedIn) void navigate(loginPath, { replace: true });
  }, [mounted, loggedIn, navigate, loginPath]);
  const current = PARENT[location.pathname] ?? location.pathname;
  const allowed = hasSellerRole(session);
  const tabs = useRef<HTMLElement>(null);
  const hasStrip = mounted && allowed;
  useEffect(() => {
    // On phones the menu is a scrolling strip: keep the current entry in view, also when the strip
    // first appears (after the session is read).
    tabs.current?.querySelector('a.active')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [current, hasStrip]);

  return (
    <div className="sc-shell">
      <header className="sc-topbar">
        <div className="shp-container sc-topbar-inner">
          <Link to="/" className="shp-logo" aria-label={`${PRODUCT_NAME}首页`}>
            {PRODUCT_NAME}
          </Link>
          <span className="sc-topbar-title">商家中心</span>
          <div className="sc-topbar-right">
            <Link to="/" className="sc-topbar-home">
              返回首页
            </Link>
            {session && <Link to="/personalCenter">个人中心</Link>}
            {session && (
              <Button size="small" onClick={() => void logout()}>
                退出登录
              </Button>
            )}
          </div>
        </div>
      </header>
      {!mounted || (session && !allowed) || !session ? (
        <div className="shp-container" style={{ paddingTop: 48 }}>
          {!mounted ? (
            <div style={{ textAlign: 'center' }}>
              <Spin description="加载中…">
                <div style={{ height: 80 }} />
              </Spin>
            </div>
          ) : !session ? (
            <Result
              status="info"
              title="请先登录"
              extra={
                <ButtonLink to={loginPath} type="primary">
                  登录/注册
                </ButtonLink>
              }
            />
          ) : (
            <Result
              status="403"
              title="暂无权限"
              subTitle={ErrorText.NO_SELLER_PERMISSION}
              extra={<ButtonLink to="/">返回首页</ButtonLink>}
              data-testid="seller-no-permission"
            />
          )}
        </div>
      ) : (
        <>
          <nav className="sc-tabs" aria-label="商家中心菜单（窄屏）" ref={tabs}>
            {SELLER_MENU.map((i) => (
              <NavLink key={i.path} to={i.path} className={i.path === current ? 'active' : ''}>
                {i.label}
              </NavLink>
            ))}
          </nav>
          <div className="shp-container sc-body">
            <aside className="sc-side" aria-label="商家中心菜单">
              <div className="sc-side-head">
                <Link to="/sellerCenter">商家中心</Link>
              </div>
              <Menu
                mode="inline"
                selectedKeys={[current]}
                items={SELLER_MENU.map((i) => ({ key: i.path, label: i.label }))}
                onClick={(e) => void navigate(e.key)}
              />
            </aside>
            <section>
              <PageAnnouncer />
              <Outlet />
            </section>
          </div>
        </>
      )}
    </div>
  );
}
