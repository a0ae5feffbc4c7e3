import { queryOptions } from '@tanstack/react-query';
import { branderSettledOp, leadSmsSettingOp, myLeadRequestsOp, setLeadSmsSettingOp, queryAllBrandOp, type BranderSettledInput } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { opKey } from '../../lib/query-keys';

export const fetchBrandSuggestions = (useBrandName: string, signal?: AbortSignal) => callApi(queryAllBrandOp, { useBrandName }, { silent: true, signal });

/** Silent: the form shows the SPEC §8 lead outcomes itself. */
export const submitLead = (input: BranderSettledInput) => callApi(branderSettledOp, input, { silent: true });

export const myLeadRequestsQuery = (token: string) =>
  queryOptions({ queryKey: opKey(myLeadRequestsOp, { asker: token }), queryFn: () => callApi(myLeadRequestsOp, {}, { silent: true }) });

export const leadSmsSettingQuery = (token: string) =>
  queryOptions({ queryKey: opKey(leadSmsSettingOp, { asker: token }), queryFn: () => callApi(leadSmsSettingOp, {}, { silent: true }) });
export const saveLeadSmsSetting = (enabled: boolean) => callApi(setLeadSmsSettingOp, { enabled });
