import { useState } from 'react';
import { App, Button } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { cancelStoreUpOp, doTaskOp, storeUpOp, queryStoreFlagOp, type CollectType } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { requireLogin } from '../../lib/session';

/**
 * Collect / uncollect one item. Visitors are asked to log in first and the item is collected
 * right after (the call is idempotent, so a double click does no harm).
 */
export function CollectButton({ targetType, targetId, collected: initial }: { targetType: CollectType; targetId: number; collected: boolean }) {
  const { message } = App.useApp();
  const [collected, setCollected] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function toggle(next?: boolean) {
    setBusy(true);
    try {
      const want = next ?? !collected;
      const res = want ? await callApi(storeUpOp, { targetType, targetId }) : await callApi(cancelStoreUpOp, { targetType, targetId });
      setCollected(res.collected);
      message.success(res.collected ? '已收藏，可在个人中心「我的收藏」查看' : '已取消收藏');
      // Points task 'collect' (idempotent on the server; a refusal never affects the collection).
      if (res.collected) void callApi(doTaskOp, { actionType: 'collect', taskTemplateId: 'collect', targetId: `${targetType}:${targetId}` }, { silent: true }).catch(() => {});
    } catch {
      // callApi has shown the SPEC §8 message.
    } finally {
      setBusy(false);
    }
  }

  async function afterLogin() {
    // The member may have collected it before: read the flag, then collect.
    const flag = await callApi(queryStoreFlagOp, { targetType, targetId }, { silent: true }).catch(() => null);
    if (flag?.collected) setCollected(true);
    else await toggle(true);
  }

  return (
    <Button
      icon={collected ? <HeartFilled style={{ color: '#d4380d' }} /> : <HeartOutlined />}
      loading={busy}
      aria-pressed={collected}
      onClick={() => requireLogin({ onSuccess: () => void afterLogin() }) && void toggle()}
    >
      {collected ? '已收藏' : '收藏'}
    </Button>
  );
}
