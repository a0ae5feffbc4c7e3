import { useEffect, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { ErrorText, qrLoginConfirmOp, qrLoginInfoOp } from '@shp/contracts';
import { chinaTime } from '../../lib/format';
import { ApiError, callApi } from '../../lib/api-client';
import { showError } from '../../lib/notify';

type Info = { status: 'pending' | 'confirmed' | 'expired' | 'cancelled'; createdAt: string; device: string };

/** Phone side of the QR login: a logged-in member approves (or refuses) the computer's request. */
export function QrConfirmPanel({ requestId }: { requestId: string }) {
  const [info, setInfo] = useState<Info | null>(null);
  const [error, setError] = useState('');
  const [result, setResult] = useState<'approved' | 'refused' | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    callApi(qrLoginInfoOp, { requestId }, { silent: true }).then(setInfo, (e: Error) => setError(e.message || '二维码已失效，请刷新后重试'));
  }, [requestId]);

  async function decide(approve: boolean) {
    setBusy(true);
    try {
      await callApi(qrLoginConfirmOp, { requestId, approve }, { silent: true });
      setResult(approve ? 'approved' : 'refused');
    } catch (e) {
      // A dropped connection leaves the choice on screen to try again; a refusal (expired, used) ends it.
      if (e instanceof ApiError && e.network) showError(ErrorText.NETWORK);
      else setError((e as Error).message || '二维码已失效，请刷新后重试');
    } finally {
      setBusy(false);
    }
  }

  if (error) return <Result status="warning" title={error} />;
  if (result === 'approved') return <Result status="success" title="已确认登录" subTitle="电脑端将自动完成登录，可关闭本页" />;
  if (result === 'refused') return <Result status="info" title="已取消登录" />;
  if (!info) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (info.status !== 'pending') return <Result status="warning" title="二维码已失效，请刷新后重试" />;
  return (
    <Result
      status="info"
      title="确认在电脑上登录商铺汇？"
      subTitle={`${info.device}，${chinaTime(info.createdAt)} 发起。如非本人操作，请取消。`}
      extra={
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <Button type="primary" size="large" block loading={busy} onClick={() => void decide(true)}>
            确认登录
          </Button>
          <Button size="large" block disabled={busy} onClick={() => void decide(false)}>
            取消
          </Button>
        </div>
      }
    />
  );
}
