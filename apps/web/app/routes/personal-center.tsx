import { useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Avatar, Button, Menu, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_NAME, roleListOp, vipLabel } from '@shp/contracts';
import { canSeeReport, hasSellerRole, logout, refreshRoles, useSession, DEFAULT_AVATAR, type Session } from '../lib/session';
import { callApi } from '../lib/api-client';
import { MessageEntry } from '../features/messages/MessageEntry';
import { LiveRefresh } from '../features/chat/LiveRefresh';
import { memberInfoQuery, memberLevelQuery } from '../features/member/api/member-info';
import './personal-center.css';
import { ButtonLink } from '../components/ButtonLink';
import { PageAnnouncer } from '../components/PageAnnouncer';

/** SPEC §2 'Personal-centre menu': brand, cooperation, report, appointment, messages, points, settings; business report for L3/L4; seller-centre entries for sellers. */
export function centreMenu(s: Session | null) {
  const items = [
    { path: '/personalCenter', label: '个人中心' },
    { path: '/personalCenter/myBrand', label: '我的品牌' },
    { path: '/personalCenter/myCooperation', label: '我的合作' },
    { path: '/personalCenter/myReport?tab=0', label: '我的报告' },
    { path: '/personalCenter/makeAppointment', label: '我的预约' },
    { path: '/personalCenter/myCollection', label: '我的收藏' },
    { path: '/personalCenter/subscriptions', label: '我的订阅' },
    { path: '/personalCenter/newsPage', label: '消息中心' },
    { path: '/personalCenter/point', label: '会员积分' },
    { path: '/personalCenter/scorecardShop', label: '积分商城' },
    { path: '/personalCenter/task', label: '积分抽奖' },
    { path: '/personalCenter/myOrder', label: '我的订单' },
    { path: '/personalCenter/myPrize', label: '我的奖品' },
    { path: '/personalCenter/newsContractList', label: '我的合同' },
    { path: '/personalCenter/proPosal', label: '投诉建议' },
    { path: '/personalCenter/complaintsReport', label: '信息纠错' },
    { path: '/personalCenter/accountSettings', label: '账号设置' },
  ];
  if (canSeeReport(s)) items.splice(4, 0, { path: '/personalCenter/operationalData', label: '经营报告' });
  // SPEC §2: the seller-centre entries, for members who hold the seller role (others are refused there).
  if (hasSellerRole(s)) {
    items.push(
      { path: '/sellerCenter/networkAcessManageList', label: '入驻管理' },
      { path: '/sellerCenter/withdrawalManagement', label: '提现管理' },
      { path: '/sellerCenter/goods/list', label: '场地活动服务' },
    );
  }
  return items;
}

/** The menu entry a path belongs to (children such as /fabu light up their parent). */
const ALIASES: Record<string, string> = {
  '/personalCenter/fabu': '/personalCenter/myBrand',
  '/personalCenter/particulars': '/personalCenter/point',
  '/personalCenter/coinDetail': '/personalCenter/task',
  '/personalCenter/newsContractDetail': '/personalCenter/newsContractList',
  '/personalCenter/newsContractDetails': '/personalCenter/newsContractList',
  '/personalCenter/wshpage': '/personalCenter',
};

/** /personalCenter layout: the frame's header and bottom bar are hidden (route flags); this is the centre's own. */
export default function PersonalCenterLayout() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const level = useQuery({ ...memberLevelQuery(session?.token ?? ''), enabled: Boolean(session) });
  // The profile call refreshes the session cookies (SPEC §4): a grade or name changed since login
  // (an upgrade to L3 opens 经营报告) takes effect on any centre page, not only the overview.
  useQuery({ ...memberInfoQuery(session?.token ?? ''), enabled: Boolean(session) });
  const loggedIn = Boolean(session);
  useEffect(() => {
    // The role cookie is written at login; a seller role granted since then shows the seller-centre
    // entries and 微商户's way in (as the seller centre itself asks).
    if (!loggedIn) return;
    callApi(roleListOp, {}, { silent: true }).then(
      (r) => refreshRoles(r.userRole),
      () => {},
    );
  }, [loggedIn]);
  const items = centreMenu(session);
  const current = ALIASES[location.pathname] ?? location.pathname;
  const selected = items.find((i) => i.path.split('?')[0] === current)?.path ?? '';
  const grade = session?.vipGradeCode ?? 'L0';
  const tabs = useRef<HTMLElement>(null);
  const hasStrip = Boolean(session);
  useEffect(() => {
    // On phones the menu is a scrolling strip: keep the current entry in view. The strip appears
    // only once the session is read after hydration, so a page opened directly scrolls then.
    tabs.current?.querySelector('a.active')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [selected, hasStrip]);

  return (
    <div className="pc-shell">
      <header className="pc-topbar">
        <div className="shp-container pc-topbar-inner">
          <Link to="/" className="shp-logo" aria-label={`${PRODUCT_NAME}首页`}>
            {PRODUCT_NAME}
          </Link>
          <span className="pc-topbar-title">个人中心</span>
          <div className="pc-topbar-right">
            <Link to="/" className="pc-topbar-home">
              返回首页
            </Link>
            {session ? (
              <>
                <MessageEntry />
                {/* The centre has its own top bar: its lead timelines and badge follow the member's live events too. */}
                <LiveRefresh />
                <Button size="small" onClick={() => void logout()}>
                  退出登录
                </Button>
              </>
            ) : (
              <Link to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}>登录/注册</Link>
            )}
          </div>
        </div>
      </header>
      {session && (
        <nav className="pc-tabs" aria-label="个人中心菜单（窄屏）" ref={tabs}>
          {items.map((i) => (
            <NavLink key={i.path} to={i.path} className={i.path === selected ? 'active' : ''} end>
              {i.label}
            </NavLink>
          ))}
        </nav>
      )}
      <div className="shp-container pc-body">
        {session ? (
          <aside className="pc-side" aria-label="个人中心菜单">
            <div className="pc-profile">
              <Avatar src={session.userIcon || DEFAULT_AVATAR} size={44} alt="头像" />
              <div>
                <div className="pc-profile-name" title={session.userName}>
                  {session.userName || '会员'}
                </div>
                <Tag color={grade === 'L0' ? 'default' : 'gold'} data-testid="vip-label" style={{ marginTop: 4 }}>
                  {vipLabel(grade, level.data?.gradeName)}
                </Tag>
              </div>
            </div>
            <Menu mode="inline" selectedKeys={[selected]} items={items.map((i) => ({ key: i.path, label: i.label }))} onClick={(e) => void navigate(e.key)} />
          </aside>
        ) : (
          <aside className="pc-side" aria-label="个人中心菜单">
            <div style={{ padding: 16 }}>
              <p>登录后查看品牌、合作、积分等个人中心内容。</p>
              <ButtonLink to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} type="primary" block>
                登录/注册
              </ButtonLink>
            </div>
          </aside>
        )}
        <section>
          <PageAnnouncer />
          <Outlet />
        </section>
      </div>
    </div>
  );
}
