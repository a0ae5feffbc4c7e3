import { useState } from 'react';
import { Button } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { consultantCollectOp, doTaskOp } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { showSuccess } from '../../lib/notify';
import { requireLogin } from '../../lib/session';

/**
 * Collect / uncollect a consultant. A visitor is asked to log in and the consultant is then
 * collected (the call is idempotent, so one the member had already collected stays collected):
 * reloading instead dropped what the visitor had asked for.
 */
export function CollectButton({ consultantId, initial }: { consultantId: number; initial: boolean }) {
  const [collected, setCollected] = useState(initial);
  const [busy, setBusy] = useState(false);
  const toggle = async (want = !collected) => {
    setBusy(true);
    try {
      const r = await callApi(consultantCollectOp, { consultantId, collect: want });
      setCollected(r.collected);
      showSuccess(r.collected ? '已收藏' : '已取消收藏');
      // Points task 'collect' (idempotent on the server; a refusal never affects the collection).
      if (r.collected)
        void callApi(doTaskOp, { actionType: 'collect', taskTemplateId: 'collect', targetId: `consultant:${consultantId}` }, { silent: true }).catch(() => {});
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={collected ? <HeartFilled style={{ color: '#d4380d' }} /> : <HeartOutlined />}
      loading={busy}
      onClick={() => requireLogin({ onSuccess: () => void toggle(true) }) && void toggle()}
    >
      {collected ? '已收藏' : '收藏'}
    </Button>
  );
}
