import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Spin } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { ResultCode, qrLoginCreateOp, qrLoginPollOp } from '@shp/contracts';
import { ApiError, callApi } from '../../lib/api-client';

type Qr = { requestId: string; pollSecret: string; qrDataUrl: string; confirmUrl: string };
const POLL_MS = 2000;

/**
 * Third-party QR login, local provider: our server draws the QR code of a confirm URL; a logged-in
 * phone opens it and approves; this panel polls and then lands on /redirectLogin?code=….
 */
export function QrLoginPanel({ redirect }: { redirect: string }) {
  const [qr, setQr] = useState<Qr | null>(null);
  const [status, setStatus] = useState<'loading' | 'pending' | 'expired' | 'cancelled' | 'error' | 'done'>('loading');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const create = useCallback(async () => {
    setStatus('loading');
    try {
      const res = await callApi(qrLoginCreateOp, {}, { silent: true });
      setQr(res);
      setStatus('pending');
    } catch {
      setStatus('error');
    }
  }, []);

  useEffect(() => {
    void create();
  }, [create]);

  useEffect(() => {
    if (status !== 'pending' || !qr) return;
    let stopped = false;
    const tick = async () => {
      if (stopped) return;
      if (document.visibilityState === 'visible') {
        try {
          const res = await callApi(qrLoginPollOp, { requestId: qr.requestId, pollSecret: qr.pollSecret }, { silent: true });
          if (stopped) return;
          if (res.status === 'confirmed' && res.code) {
            setStatus('done');
            location.assign(`/redirectLogin?code=${encodeURIComponent(res.code)}&redirect=${encodeURIComponent(redirect)}`);
            return;
          }
          if (res.status !== 'pending') {
            setStatus(res.status === 'confirmed' ? 'expired' : res.status);
            return;
          }
        } catch (err) {
          // The server no longer knows the request (pruned after a day, or reset): asking again
          // cannot help, the code shown is dead. A dropped poll is retried on the next tick.
          if (err instanceof ApiError && !err.network && Number(err.code) === ResultCode.NOT_FOUND) {
            if (!stopped) setStatus('expired');
            return;
          }
        }
      }
      timer.current = setTimeout(() => void tick(), POLL_MS);
    };
    timer.current = setTimeout(() => void tick(), POLL_MS);
    return () => {
      stopped = true;
      if (timer.current) clearTimeout(timer.current);
    };
  }, [status, qr, redirect]);

  return (
    <div style={{ textAlign: 'center', padding: '8px 0' }} data-testid="qr-login">
      <div style={{ position: 'relative', width: 200, height: 200, margin: '0 auto' }}>
        {qr && <img src={qr.qrDataUrl} alt="扫码登录二维码" width={200} height={200} style={{ opacity: status === 'pending' ? 1 : 0.15 }} />}
        {(status === 'loading' || status === 'done') && <Spin style={{ position: 'absolute', inset: 0, margin: 'auto', height: 32 }} />}
        {(status === 'expired' || status === 'cancelled' || status === 'error') && (
          <div style={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 8 }}>
            <span>{status === 'cancelled' ? '已在手机上取消登录' : status === 'error' ? '二维码加载失败' : '二维码已失效'}</span>
            <Button icon={<ReloadOutlined />} onClick={() => void create()}>
              刷新二维码
            </Button>
          </div>
        )}
      </div>
      <p style={{ marginTop: 12 }}>请使用已登录商铺汇的手机扫码，并在手机上确认登录</p>
      {qr && status === 'pending' && (
        <p style={{ fontSize: 12, color: '#666', wordBreak: 'break-all' }}>
          无法扫码？在已登录的手机浏览器中打开：
          <a href={qr.confirmUrl} target="_blank" rel="noopener" data-testid="qr-confirm-link">
            {qr.confirmUrl}
          </a>
        </p>
      )}
    </div>
  );
}
