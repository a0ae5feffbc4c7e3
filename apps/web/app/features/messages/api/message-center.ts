import { queryOptions } from '@tanstack/react-query';
import { searchFeedbackListOp, searchServiceListOp, unreadCntOp } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { opKey } from '../../../lib/query-keys';

export const MESSAGE_TABS = ['service', 'feedback'] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];

/** Keyed by token so two users on one browser never share counts. */
export const unreadCountQuery = (token: string) =>
  queryOptions({
    queryKey: opKey(unreadCntOp, { asker: token }),
    // The badge is background information: a failure must not pop an error message on every page.
    queryFn: () => callApi(unreadCntOp, {}, { silent: true }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

const messageListOp = (tab: MessageTab) => (tab === 'service' ? searchServiceListOp : searchFeedbackListOp);

export const messageListQuery = (token: string, tab: MessageTab, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: opKey(messageListOp(tab), { asker: token, page: { pageNum, pageSize } }),
    queryFn: () => callApi(messageListOp(tab), {}, { pageParam: { pageNum, pageSize } }),
  });
