import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_SOCKET_PATHS } from '@shp/contracts';
import { useSession } from '../../lib/session';
import { liveConnection, useLiveEvents } from '../../lib/use-live-events';

/** Queries that show a member's leads or messages: refetched when the server says one changed. */
const refreshes = (key: readonly unknown[]) => {
  const head = key[0];
  return head === 'messages' || head === 'leads' || (typeof head === 'string' && /lead|cooperation|mine/i.test(head));
};

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
      if (frame.type === 'event') void client.invalidateQueries({ predicate: (q) => refreshes(q.queryKey) });
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
