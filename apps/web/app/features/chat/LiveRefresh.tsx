import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_SOCKET_PATHS, leadSmsSettingOp, myLeadRequestsOp, queryMyCooperationDetailOp, queryMyCooperationListOp } from '@shp/contracts';
import { invalidateOps, MESSAGE_CENTRE_OPS } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { liveConnection, useLiveEvents } from '../../lib/use-live-events';

/** The ops that show a member's leads or messages: refetched when the server says one changed. */
const LIVE_OPS = [...MESSAGE_CENTRE_OPS, myLeadRequestsOp, leadSmsSettingOp, queryMyCooperationListOp, queryMyCooperationDetailOp];

/**
 * Keeps a signed-in member's open page live: when a consultant moves one of their leads (or
 * anything else sends them a message) the top-bar badge and lead views refresh without a reload.
 * Renders nothing; mounted once in the frame.
 */
export function LiveRefresh() {
  const session = useSession();
  const client = useQueryClient();
  const token = session?.token ?? null;
  useLiveEvents(
    CHAT_SOCKET_PATHS.member,
    (frame) => {
      if (frame.type === 'event') void invalidateOps(client, LIVE_OPS);
    },
    Boolean(token),
  );
  // Another login in this tab: the socket must speak for the new session.
  const seen = useRef(token);
  useEffect(() => {
    if (seen.current && token && seen.current !== token) liveConnection(CHAT_SOCKET_PATHS.member).restart();
    seen.current = token;
  }, [token]);
  return null;
}
