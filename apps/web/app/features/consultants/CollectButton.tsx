import { useState } from 'react';
import { Button } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { consultantCollectOp } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { requireLogin } from '../../lib/session';

export function CollectButton({ consultantId, initial }: { consultantId: number; initial: boolean }) {
  const [collected, setCollected] = useState(initial);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      const r = await callApi(consultantCollectOp, { consultantId, collect: !collected });
      setCollected(r.collected);
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={collected ? <HeartFilled style={{ color: '#d4380d' }} /> : <HeartOutlined />} loading={busy} onClick={() => requireLogin({ onSuccess: () => window.location.reload() }) && void toggle()}>
      {collected ? '已收藏' : '收藏'}
    </Button>
  );
}
