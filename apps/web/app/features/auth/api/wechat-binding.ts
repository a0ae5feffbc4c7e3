import { queryOptions } from '@tanstack/react-query';
import { wechatBindingOp } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { opKey } from '../../../lib/query-keys';

/** The member's WeChat binding (账号设置); keyed by token so two members never share it. */
export const wechatBindingQuery = (token: string) =>
  queryOptions({
    queryKey: opKey(wechatBindingOp, { asker: token }),
    queryFn: () => callApi(wechatBindingOp, {}, { silent: true }),
    staleTime: 60_000,
  });
