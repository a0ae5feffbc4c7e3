import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Card, Result, Tabs } from 'antd';
import { PRODUCT_NAME, autoLoginOp } from '@shp/contracts';
import { announceLoginTimeout, callApi } from '../../lib/api-client';
import { setSessionFromLogin, useSession } from '../../lib/session';
import { LoginForm } from './LoginForm';
import './login.css';
import { QrConfirmPanel } from './QrConfirmPanel';
import { QrLoginTab } from './QrLoginTab';
import { safeRedirect } from './safe-redirect';
import { PageHeading } from '../../components/PageHeading';
import { loginReason } from '../../lib/login-reason';

/** /login: SMS login or QR login; with ?qrConfirm=<id> it is the phone's confirm page. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const redirect = safeRedirect(params.get('redirect'));
  // A visitor sent here from a member feature is told which one (登录后使用智能选址).
  const reason = loginReason(redirect);
  const qrConfirm = params.get('qrConfirm');
  const token = session?.token;

  // A session that ended with a 401 on another page sent the member here: say why (SPEC §8).
  useEffect(() => announceLoginTimeout(), []);

  useEffect(() => {
    // A token cookie may have expired: check it. A 401 clears the cookies and, on this page,
    // shows '登录超时，请重新登录' (SPEC §8); the form then appears.
    if (!token) return;
    callApi(autoLoginOp, { type: '2' }).then(setSessionFromLogin, () => {});
  }, [token]);

  const done = () => {
    if (!qrConfirm) void navigate(redirect, { replace: true });
  };

  let body: React.ReactNode;
  if (qrConfirm && session) {
    body = <QrConfirmPanel requestId={qrConfirm} />;
  } else if (qrConfirm) {
    body = (
      <>
        <p style={{ marginBottom: 16 }}>请先登录，再确认电脑端的扫码登录。</p>
        <LoginForm onLoggedIn={done} />
      </>
    );
  } else if (session) {
    body = (
      <Result
        status="success"
        title={`您已登录，${session.userName}`}
        extra={
          <Button type="primary" onClick={() => void navigate(redirect, { replace: true })}>
            继续
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        {reason && <Alert className="shp-login-reason" type="info" showIcon message={reason} style={{ marginBottom: 12 }} />}
        <Tabs
          centered
          items={[
            { key: 'sms', label: '短信登录', children: <LoginForm onLoggedIn={done} /> },
            { key: 'qr', label: '扫码登录', children: <QrLoginTab redirect={redirect} /> },
          ]}
        />
      </>
    );
  }

  return (
    <div className="shp-login-page">
      <div className="shp-login-brand">
        <Link to="/" className="shp-login-logo">
          {PRODUCT_NAME}
        </Link>
        <p>全国商业地产招商租赁平台</p>
        <ul>
          <li>海量商场、铺位、点位与活动场地</li>
          <li>专属招商顾问1个工作日内跟进</li>
          <li>VIP会员享经营报告等专属权益</li>
        </ul>
      </div>
      <Card className="shp-login-card" title={<PageHeading>{qrConfirm ? '扫码登录确认' : `登录${PRODUCT_NAME}`}</PageHeading>}>
        {body}
      </Card>
    </div>
  );
}
