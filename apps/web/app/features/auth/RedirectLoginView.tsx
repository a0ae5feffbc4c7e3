import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Result, Spin } from 'antd';
import { ErrorText, TITLE_PREFIX, qrLoginExchangeOp } from '@shp/contracts';
import { ApiError, callApi } from '../../lib/api-client';
import { setSessionFromLogin } from '../../lib/session';
import { safeRedirect } from './safe-redirect';
import { PageHeading } from '../../components/PageHeading';
import { WechatRedirect } from './WechatRedirect';

/**
 * /redirectLogin: back from the QR login. WeChat's callback carries `state` (WechatRedirect);
 * the local stand-in's only a one-time `code`, which becomes a session here.
 */
export function RedirectLoginView() {
  const [params] = useSearchParams();
  if (params.has('state')) return <WechatRedirect />;
  return <LocalRedirect />;
}

function LocalRedirect() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  // A dropped connection may never have reached the server, the one-time code unspent: offer it
  // again (spent after all, the retry answers the server's refusal).
  const [offline, setOffline] = useState(false);
  const [done, setDone] = useState(false);
  const started = useRef(false);
  const code = params.get('code');
  const redirect = safeRedirect(params.get('redirect'));

  const exchange = useCallback(() => {
    if (!code) {
      setError('缺少登录凭证，请重新扫码登录');
      return;
    }
    setError('');
    setOffline(false);
    callApi(qrLoginExchangeOp, { code }, { silent: true }).then(
      (result) => {
        setSessionFromLogin(result);
        setDone(true);
        void navigate(redirect, { replace: true });
      },
      (e: unknown) => {
        const network = e instanceof ApiError && e.network;
        setOffline(network);
        setError(network ? ErrorText.NETWORK : (e as Error).message || ErrorText.LOGIN_FAILED);
      },
    );
  }, [code, redirect, navigate]);

  useEffect(() => {
    // The code is one-time: never exchange it twice on its own (StrictMode, re-renders).
    if (started.current) return;
    started.current = true;
    exchange();
  }, [exchange]);

  // The route's title (登录中) is right only while the code is exchanged: the tab says how it ended,
  // as the heading does. After a login the page being opened sets its own title when it arrives.
  useEffect(() => {
    if (error) document.title = `${TITLE_PREFIX}登录未完成`;
    else if (done) document.title = `${TITLE_PREFIX}登录成功`;
  }, [error, done]);

  if (error) {
    return (
      <Result
        status="warning"
        title={<PageHeading>登录未完成</PageHeading>}
        subTitle={error}
        extra={
          <>
            {offline && (
              <Button type="primary" onClick={exchange}>
                重试
              </Button>
            )}
            {/* Back to the login page with the page the member was logging in for, not the home page. */}
            <Link to={redirect === '/' ? '/login' : `/login?redirect=${encodeURIComponent(redirect)}`}>返回登录</Link>
          </>
        }
      />
    );
  }
  return (
    <div style={{ textAlign: 'center', padding: '120px 0' }}>
      <Spin size="large" />
      <h1 style={{ marginTop: 16, font: 'inherit' }}>{done ? '登录成功，正在跳转…' : '正在登录…'}</h1>
    </div>
  );
}
