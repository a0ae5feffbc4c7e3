import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { useQuery } from '@tanstack/react-query';
import { ErrorText, StorageKey, autoLoginOp, gradeLabel } from '@shp/contracts';
import { Icon } from '../../components/Icon';
import { HoverMenu } from '../../components/frame/HoverMenu';
import { callApi } from '../../lib/api-client';
import { showError } from '../../lib/notify';
import { canSeeReport, hasSellerRole, logout, openLoginDialog, setSessionFromLogin, useSession, type Session } from '../../lib/session';
import { session as sessionStore } from '../../lib/storage';
import { memberInfoQuery } from './api/member-info';
import './header-user-menu.css';

const AUTO_LOGIN_DONE = 'autoLoginDone';

/** Personal-centre menu of SPEC §2; the business report only for L3/L4. */
export function personalCentreItems(s: Session | null) {
  const items = [
    { key: '/personalCenter', label: '个人中心' },
    { key: '/personalCenter/myBrand', label: '我的品牌' },
    { key: '/personalCenter/myCooperation', label: '我的合作' },
    { key: '/personalCenter/myReport?tab=0', label: '我的报告' },
    { key: '/personalCenter/makeAppointment', label: '我的预约' },
    { key: '/personalCenter/newsPage', label: '消息中心' },
    { key: '/personalCenter/point', label: '会员积分' },
    { key: '/personalCenter/accountSettings', label: '账号设置' },
  ];
  if (canSeeReport(s)) items.splice(4, 0, { key: '/personalCenter/operationalData', label: '经营报告' });
  return items;
}

const SELLER_ITEMS = [
  { key: '/sellerCenter/networkAcessManageList', label: '入驻管理', href: '/sellerCenter/networkAcessManageList' },
  { key: '/sellerCenter/withdrawalManagement', label: '提现管理', href: '/sellerCenter/withdrawalManagement' },
  { key: '/sellerCenter/goods/list', label: '场地活动服务', href: '/sellerCenter/goods/list' },
];

/**
 * Top-bar user area: greeting or login/register links, personal-centre menu with the VIP label,
 * seller-centre menu (role SH100011, else the SPEC §6 refusal).
 */
export function HeaderUserMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const info = useQuery({ ...memberInfoQuery(session?.token ?? ''), enabled: Boolean(session) });

  useEffect(() => {
    // SPEC §4/§7: a token cookie logs in through autoLogin {type '2'} once per browser session.
    if (!session || sessionStore.get(AUTO_LOGIN_DONE) === session.userId) return;
    sessionStore.set(AUTO_LOGIN_DONE, session.userId);
    const cityCode = sessionStore.get(StorageKey.SESSION_CITY_CODE) ?? undefined;
    callApi(autoLoginOp, { type: '2', ...(cityCode && /^\d{6}$/.test(cityCode) ? { cityCode } : {}) }, { silent: true }).then(setSessionFromLogin, () => {});
  }, [session]);

  const go = (path: string) => void navigate(path);

  if (!session) {
    return (
      <span className="shp-user-menu">
        <a
          href="/login"
          onClick={(e) => {
            e.preventDefault();
            openLoginDialog();
          }}
        >
          登录
        </a>
        <span aria-hidden> / </span>
        <a
          href="/login"
          onClick={(e) => {
            e.preventDefault();
            openLoginDialog();
          }}
        >
          注册
        </a>
        <SellerMenu session={null} go={go} />
      </span>
    );
  }

  const grade = info.data?.gradeCode ?? session.vipGradeCode;
  const vipLabel = gradeLabel(grade, info.data?.gradeName);
  const personal = [...personalCentreItems(session).map((i) => ({ ...i, href: i.key })), { key: 'logout', label: '退出登录' }];
  return (
    <span className="shp-user-menu">
      <span className="shp-user-greeting" data-testid="user-greeting">
        您好，{session.userName}
      </span>
      <HoverMenu
        label="个人中心菜单"
        items={personal}
        dividerBefore="logout"
        onSelect={(key) => (key === 'logout' ? void logout() : go(key))}
        trigger={
          // Named by its own text, '个人中心 <grade>' (WCAG 2.5.3): an aria-label '个人中心（…）' differed
          // from what is on screen, which is what a voice-control user reads out.
          <Link to="/personalCenter" className="shp-user-centre" aria-haspopup="menu">
            <img className="shp-avatar" src={session.userIcon} alt="" width={24} height={24} />
            <span className="shp-user-centre-text">个人中心</span>
            <span className={grade === 'L0' ? 'shp-tag' : 'shp-tag shp-tag-gold'} data-testid="vip-label">
              {vipLabel}
            </span>
            <Icon def={DownOutlined} style={{ fontSize: 10 }} />
          </Link>
        }
      />
      <SellerMenu session={session} go={go} />
    </span>
  );
}

function SellerMenu({ session, go }: { session: Session | null; go: (p: string) => void }) {
  const open = (path: string) => {
    if (!session) return openLoginDialog({ redirect: path });
    if (!hasSellerRole(session)) return showError(ErrorText.NO_SELLER_PERMISSION);
    go(path);
  };
  return (
    <HoverMenu
      label="商家中心菜单"
      items={SELLER_ITEMS}
      onSelect={open}
      trigger={
        <a
          href="/sellerCenter/networkAcessManageList"
          aria-haspopup="menu"
          onClick={(e) => {
            e.preventDefault();
            open('/sellerCenter/networkAcessManageList');
          }}
        >
          商家中心 <Icon def={DownOutlined} style={{ fontSize: 10 }} />
        </a>
      }
    />
  );
}
