import { useState } from 'react';
import HeartFilled from '@ant-design/icons-svg/es/asn/HeartFilled';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import { cancelStoreUpOp, doTaskOp, storeUpOp, queryStoreFlagOp, type CollectType } from '@shp/contracts';
import { Icon } from '../../components/Icon';
import { callApi } from '../../lib/api-client';
import { showSuccess } from '../../lib/notify';
import { requireLogin } from '../../lib/session';

/**
 * Collect / uncollect one item. Visitors are asked to log in first and the item is collected
 * right after (the call is idempotent, so a double click does no harm). Plain markup and
 * lib/notify messages: it sits on plain pages' first view (/shopDetail, decision 009) as well as
 * on antd pages.
 */
export function CollectButton({ targetType, targetId, collected: initial }: { targetType: CollectType; targetId: number; collected: boolean }) {
  const [collected, setCollected] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function toggle(next?: boolean) {
    setBusy(true);
    try {
      const want = next ?? !collected;
      const res = want ? await callApi(storeUpOp, { targetType, targetId }) : await callApi(cancelStoreUpOp, { targetType, targetId });
      setCollected(res.collected);
      showSuccess(res.collected ? '已收藏，可在个人中心「我的收藏」查看' : '已取消收藏');
      // Points task 'collect' (idempotent on the server; a refusal never affects the collection).
      if (res.collected)
        void callApi(doTaskOp, { actionType: 'collect', taskTemplateId: 'collect', targetId: `${targetType}:${targetId}` }, { silent: true }).catch(() => {});
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
    <button
      type="button"
      className="shp-btn"
      aria-pressed={collected}
      aria-busy={busy}
      disabled={busy}
      onClick={() => requireLogin({ onSuccess: () => void afterLogin() }) && void toggle()}
    >
      {/* Inline styles: the button also sits on antd pages that do not load a shop-detail stylesheet. */}
      {busy ? (
        <span className="shp-loading-dot" aria-hidden="true" style={{ display: 'inline-block', width: 12, height: 12, marginRight: 8, verticalAlign: -1 }} />
      ) : (
        <Icon def={collected ? HeartFilled : HeartOutlined} style={{ marginRight: 8, color: collected ? '#d4380d' : undefined }} />
      )}
      {collected ? '已收藏' : '收藏'}
    </button>
  );
}
