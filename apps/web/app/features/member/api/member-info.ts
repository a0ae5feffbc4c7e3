import { queryOptions } from '@tanstack/react-query';
import { gradeEquityRelationListOp, memberInfoOp, memberLevelOp, queryAffiliatedStoreOp } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { refreshSessionFromMemberInfo } from '../../../lib/session';

/** Member profile; SPEC §4: a 10000 answer refreshes the cookies. Keyed by token so users never share it. */
export const memberInfoQuery = (token: string) =>
  queryOptions({
    queryKey: ['member', 'info', token],
    queryFn: async () => {
      const info = await callApi(memberInfoOp, {}, { silent: true });
      refreshSessionFromMemberInfo(info);
      return info;
    },
    staleTime: 60_000,
  });

export const memberLevelQuery = (token: string) =>
  queryOptions({ queryKey: ['member', 'level', token], queryFn: () => callApi(memberLevelOp, {}), staleTime: 60_000 });

export const gradeEquityQuery = () =>
  queryOptions({ queryKey: ['member', 'gradeEquity'], queryFn: () => callApi(gradeEquityRelationListOp, {}), staleTime: 10 * 60_000 });

/** SPEC §7 queryAffiliatedStore: the stores this member runs in the seller centre. */
export const affiliatedStoresQuery = (token: string) =>
  queryOptions({ queryKey: ['member', 'affiliatedStores', token], queryFn: () => callApi(queryAffiliatedStoreOp, {}, { silent: true }), staleTime: 60_000 });
