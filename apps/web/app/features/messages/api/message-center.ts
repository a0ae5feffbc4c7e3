import { queryOptions } from '@tanstack/react-query';
import { searchFeedbackListOp, searchServiceListOp, unreadCntOp } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';

export const MESSAGE_TABS = ['service', 'feedback'] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];

/** Keyed by token so two users on one browser never share counts. */
export const unreadCountQuery = (token: string) =>
  queryOptions({
    queryKey: ['messages', 'unread', token],
    // The badge is background information: a failure must not pop an error message on every page.
    queryFn: () => callApi(unreadCntOp, {}, { silent: true }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export const messageListQuery = (token: string, tab: MessageTab, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: ['messages', 'list', token, tab, pageNum, pageSize],
    queryFn: () => callApi(tab === 'service' ? searchServiceListOp : searchFeedbackListOp, {}, { pageParam: { pageNum, pageSize } }),
  });
