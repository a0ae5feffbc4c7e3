import { useState } from 'react';
import { Button, Typography } from 'antd';
import { leadLoginOp } from '@shp/contracts';
import { ApiError, callApi } from '../../lib/api-client';
import { chinaMonthDayTimeZh } from '../../lib/format';
import { setSessionFromLogin } from '../../lib/session';

export interface LeadSuccessProps {
  /** ISO time by which a consultant calls back. */
  deadlineAt: string;
  /** /personalCenter/fabu with what the form knew (never the phone: the centre shows the member's own). */
  fabuHref: string;
  /** A visitor's one-time login grant and the phone it was issued for; absent for a member. */
  grant?: { loginGrant: string; phone: string } | null;
}

/**
 * The lead's success dialog: when the consultant calls back, a link to complete the brand, and for
 * a visitor 一键登录 with the phone the form just verified (no second slider and code); after it
 * the lead is in their centre.
 */
export function LeadSuccess({ deadlineAt, fabuHref, grant }: LeadSuccessProps) {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  const login = async () => {
    if (!grant) return;
    setState('busy');
    setError(null);
    try {
      setSessionFromLogin(await callApi(leadLoginOp, { grant: grant.loginGrant, mobileCode: grant.phone }, { silent: true }));
      setState('done');
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : '登录失败，请稍后重试');
      setState('idle');
    }
  };
  return (
    <div data-testid="lead-success">
      <p>我们已收到您的预约，顾问将于 {chinaMonthDayTimeZh(deadlineAt)} 前联系您。</p>
      <p>
        <Typography.Link href={fabuHref} underline>
          完善品牌信息
        </Typography.Link>
        ，获得更精准的选址推荐。
      </p>
      {grant && state !== 'done' && (
        <div className="shp-lead-success-login">
          <p>刚才的验证码已验证手机号，无需再次获取验证码即可登录，查看预约进度。</p>
          <Button type="primary" loading={state === 'busy'} onClick={() => void login()} autoInsertSpace={false}>
            一键登录
          </Button>
          {error && (
            <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 4 }}>
              {error}
            </Typography.Text>
          )}
        </div>
      )}
      {state === 'done' && (
        <p role="status">
          已登录，
          <Typography.Link href="/personalCenter/makeAppointment" underline>
            查看我的预约
          </Typography.Link>
        </p>
      )}
    </div>
  );
}
