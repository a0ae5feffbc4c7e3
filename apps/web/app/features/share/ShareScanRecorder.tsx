import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { doTaskOp, shareScanOp } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { useSession } from '../../lib/session';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A logged-in member who arrived by a share's link or QR code (`?shareId=`): the server records
 * the scan, then the points task 扫码看铺 is claimed for it (the server pays only recorded scans).
 * Silent: neither call may disturb the page.
 */
export function ShareScanRecorder() {
  const { search } = useLocation();
  const loggedIn = Boolean(useSession());
  useEffect(() => {
    const shareId = new URLSearchParams(search).get('shareId');
    if (!loggedIn || !shareId || !UUID.test(shareId)) return;
    void callApi(shareScanOp, { shareUniqueId: shareId }, { silent: true })
      .then((r) => (r.recorded ? callApi(doTaskOp, { actionType: 'scan', taskTemplateId: 'scan', targetId: shareId }, { silent: true }) : null))
      .catch(() => {});
  }, [search, loggedIn]);
  return null;
}
