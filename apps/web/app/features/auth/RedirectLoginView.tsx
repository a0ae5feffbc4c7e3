import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Result, Spin } from 'antd';
import { qrLoginExchangeOp } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { setSessionFromLogin } from '../../lib/session';
import { safeRedirect } from './safe-redirect';
import { PageHeading } from '../../components/PageHeading';

/** /redirectLogin?code=…: back from the third-party QR login; the one-time code becomes a session. */
export function RedirectLoginView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const started = useRef(false);
  const code = params.get('code');
  const redirect = safeRedirect(params.get('redirect'));

  useEffect(() => {
    // The code is one-time: never exchange it twice (StrictMode, re-renders).
    if (started.current) return;
    started.current = true;
    if (!code) {
      setError('缺少登录凭证，请重新扫码登录');
      return;
    }
    callApi(qrLoginExchangeOp, { code }, { silent: true }).then(
      (result) => {
        setSessionFromLogin(result);
        void navigate(redirect, { replace: true });
      },
      (e: Error) => setError(e.message || '登录失败'),
    );
  }, [code, redirect, navigate]);

  if (error) {
    return <Result status="warning" title={<PageHeading>登录未完成</PageHeading>} subTitle={error} extra={<Link to="/login">返回登录</Link>} />;
  }
  return (
    <div style={{ textAlign: 'center', padding: '120px 0' }}>
      <Spin size="large" />
      <h1 style={{ marginTop: 16, font: 'inherit' }}>正在登录…</h1>
    </div>
  );
}
