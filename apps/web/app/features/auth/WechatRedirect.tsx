import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Result, Spin } from 'antd';
import { ErrorText, TITLE_PREFIX, WechatText, wechatCallbackOp, type LoginResult } from '@shp/contracts';
import { ApiError, callApi } from '../../lib/api-client';
import { showSuccess } from '../../lib/notify';
import { setSessionFromLogin } from '../../lib/session';
import { PageHeading } from '../../components/PageHeading';
import { safeRedirect } from './safe-redirect';
import { WechatBindPhoneForm } from './WechatBindPhoneForm';

type Phase =
  { kind: 'working' } | { kind: 'done' } | { kind: 'error'; message: string } | { kind: 'phone'; bindTicket: string; nickName: string; redirect: string };

/**
 * /redirectLogin?code=…&state=…: WeChat sent the browser back (decision 037). The server checks
 * the state against this browser's cookie and exchanges the code (once: WeChat's codes are
 * one-time). A first-time WeChat user binds a phone here before the account is used.
 */
export function WechatRedirect() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ kind: 'working' });
  const started = useRef(false);
  const code = params.get('code');
  const state = params.get('state') ?? '';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // WeChat sends the browser back without a code when the person refused on the phone.
    if (!code) {
      setPhase({ kind: 'error', message: WechatText.DENIED });
      return;
    }
    const finish = (to: string) => {
      setPhase({ kind: 'done' });
      void navigate(safeRedirect(to), { replace: true });
    };
    callApi(wechatCallbackOp, { code, state }, { silent: true }).then(
      (res) => {
        if (res.result === 'loggedIn' && res.login) {
          setSessionFromLogin(res.login);
          finish(res.redirect);
        } else if (res.result === 'bound') {
          showSuccess('微信绑定成功');
          finish(res.redirect);
        } else if (res.bindTicket) {
          setPhase({ kind: 'phone', bindTicket: res.bindTicket, nickName: res.wechatNickName, redirect: res.redirect });
        }
      },
      (e: unknown) => {
        const network = e instanceof ApiError && e.network;
        setPhase({ kind: 'error', message: network ? ErrorText.NETWORK : (e as Error).message || ErrorText.LOGIN_FAILED });
      },
    );
  }, [code, state, navigate]);

  useEffect(() => {
    if (phase.kind === 'error') document.title = `${TITLE_PREFIX}登录未完成`;
    else if (phase.kind === 'phone') document.title = `${TITLE_PREFIX}绑定手机号`;
  }, [phase.kind]);

  if (phase.kind === 'error') {
    return (
      <Result
        status="warning"
        title={<PageHeading>登录未完成</PageHeading>}
        subTitle={phase.message}
        extra={
          <>
            <Link to="/login">
              <Button type="primary">返回登录</Button>
            </Link>
            <Link to="/">返回首页</Link>
          </>
        }
      />
    );
  }
  if (phase.kind === 'phone') {
    return (
      <div style={{ maxWidth: 420, margin: '48px auto', padding: '0 16px' }}>
        <Card title={<PageHeading>绑定手机号</PageHeading>}>
          <p style={{ marginBottom: 16 }}>
            {phase.nickName ? `微信用户「${phase.nickName}」，` : ''}首次使用微信登录，请绑定手机号。已注册的手机号将与该微信关联。
          </p>
          <WechatBindPhoneForm bindTicket={phase.bindTicket} onLoggedIn={(_r: LoginResult) => void navigate(safeRedirect(phase.redirect), { replace: true })} />
          <p style={{ marginTop: 12 }}>
            <Link to="/login">返回登录</Link>
          </p>
        </Card>
      </div>
    );
  }
  return (
    <div style={{ textAlign: 'center', padding: '120px 0' }}>
      <Spin size="large" />
      <h1 style={{ marginTop: 16, font: 'inherit' }}>{phase.kind === 'done' ? '登录成功，正在跳转…' : '正在登录…'}</h1>
    </div>
  );
}
