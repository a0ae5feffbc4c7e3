import { queryOptions } from '@tanstack/react-query';
import { gradeEquityRelationListOp, memberInfoOp, memberLevelOp, queryAffiliatedStoreOp } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { refreshSessionFromMemberInfo } from '../../../lib/session';
import { opKey } from '../../../lib/query-keys';

/** Member profile; SPEC §4: a 10000 answer refreshes the cookies. Keyed by token so users never share it. */
export const memberInfoQuery = (token: string) =>
  queryOptions({
    queryKey: opKey(memberInfoOp, { asker: token }),
    queryFn: async () => {
      const info = await callApi(memberInfoOp, {}, { silent: true });
      refreshSessionFromMemberInfo(info);
      return info;
    },
    staleTime: 60_000,
  });

export const memberLevelQuery = (token: string) =>
  queryOptions({ queryKey: opKey(memberLevelOp, { asker: token }), queryFn: () => callApi(memberLevelOp, {}), staleTime: 60_000 });

export const gradeEquityQuery = () =>
  queryOptions({ queryKey: opKey(gradeEquityRelationListOp, { asker: null }), queryFn: () => callApi(gradeEquityRelationListOp, {}), staleTime: 10 * 60_000 });

/** SPEC §7 queryAffiliatedStore: the stores this member runs in the seller centre. */
export const affiliatedStoresQuery = (token: string) =>
  queryOptions({
    queryKey: opKey(queryAffiliatedStoreOp, { asker: token }),
    queryFn: () => callApi(queryAffiliatedStoreOp, {}, { silent: true }),
    staleTime: 60_000,
  });
