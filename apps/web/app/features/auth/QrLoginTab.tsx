import { useEffect, useState } from 'react';
import { Button, Spin } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { wechatStartOp } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { showError } from '../../lib/notify';
import { QrLoginPanel } from './QrLoginPanel';

/**
 * The 扫码登录 tab: WeChat's own QR page when the site runs with QR_LOGIN_PROVIDER=wechat
 * (decision 037), else the local stand-in. The server says which.
 */
export function QrLoginTab({ redirect }: { redirect: string }) {
  const [provider, setProvider] = useState<'loading' | 'local' | 'wechat'>('loading');
  const [going, setGoing] = useState(false);

  useEffect(() => {
    let live = true;
    callApi(wechatStartOp, { purpose: 'login', redirect }, { silent: true }).then(
      (res) => live && setProvider(res.provider),
      // Unknown: the local stand-in still works.
      () => live && setProvider('local'),
    );
    return () => {
      live = false;
    };
  }, [redirect]);

  async function openWechat() {
    setGoing(true);
    try {
      // A fresh state for this click: the cookie of the first answer may have lapsed meanwhile.
      const res = await callApi(wechatStartOp, { purpose: 'login', redirect }, { silent: true });
      if (res.authorizeUrl) location.assign(res.authorizeUrl);
    } catch {
      showError('微信登录暂不可用，请使用短信登录');
      setGoing(false);
    }
  }

  if (provider === 'loading') return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (provider === 'local') return <QrLoginPanel redirect={redirect} />;
  return (
    <div style={{ textAlign: 'center', padding: '24px 0' }} data-testid="wechat-login">
      <WechatOutlined style={{ fontSize: 56, color: '#07c160' }} />
      <p style={{ margin: '16px 0' }}>使用微信扫一扫，授权后即可登录商铺汇</p>
      <Button type="primary" size="large" loading={going} onClick={() => void openWechat()}>
        微信扫码登录
      </Button>
      <p style={{ fontSize: 12, color: '#666', marginTop: 12 }}>首次使用微信登录需绑定手机号</p>
    </div>
  );
}
