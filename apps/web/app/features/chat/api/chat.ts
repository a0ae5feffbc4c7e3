import { queryOptions } from '@tanstack/react-query';
import {
  adminChatContextOp,
  adminChatListOp,
  adminChatMessagesOp,
  adminChatReadOp,
  adminChatSendOp,
  adminChatTakeOp,
  CHAT_INBOX_VIEWS,
  CHAT_POLL_SECONDS,
  chatHistoryOp,
  chatReadOp,
  chatSendOp,
} from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { adminCall } from '../../../lib/admin-call';
import { OPERATOR, opKey } from '../../../lib/query-keys';

const POLL_MS = CHAT_POLL_SECONDS * 1000;

/** The member's conversation; polled only while the live socket is down (the fallback). */
export const chatHistoryQuery = (asker: string, live: boolean) =>
  queryOptions({
    queryKey: opKey(chatHistoryOp, { asker }),
    queryFn: () => callApi(chatHistoryOp, {}),
    refetchInterval: live ? false : POLL_MS,
  });

export const sendChat = (content: string) => callApi(chatSendOp, { content });
export const readChat = (upToId: string) => callApi(chatReadOp, { upToId }, { silent: true });

export type InboxView = (typeof CHAT_INBOX_VIEWS)[number];

export const inboxQuery = (view: InboxView, pageNum: number, live: boolean) =>
  queryOptions({
    queryKey: opKey(adminChatListOp, { asker: OPERATOR, input: { view }, page: { pageNum } }),
    queryFn: () => adminCall(adminChatListOp, { view }, { pageParam: { pageNum, pageSize: 20 } }),
    refetchInterval: live ? 60_000 : POLL_MS,
  });

export const conversationQuery = (conversationId: string, live: boolean) =>
  queryOptions({
    queryKey: opKey(adminChatMessagesOp, { asker: OPERATOR, input: { conversationId } }),
    queryFn: () => adminCall(adminChatMessagesOp, { conversationId }),
    refetchInterval: live ? false : POLL_MS,
  });

export const memberContextQuery = (conversationId: string) =>
  queryOptions({
    queryKey: opKey(adminChatContextOp, { asker: OPERATOR, input: { conversationId } }),
    queryFn: () => adminCall(adminChatContextOp, { conversationId }, { silent: true }),
    staleTime: 30_000,
  });

export const operatorSend = (conversationId: string, content: string) => adminCall(adminChatSendOp, { conversationId, content });
export const operatorRead = (conversationId: string, upToId: string) => adminCall(adminChatReadOp, { conversationId, upToId }, { silent: true });
export const takeConversation = (conversationId: string) => adminCall(adminChatTakeOp, { conversationId });
