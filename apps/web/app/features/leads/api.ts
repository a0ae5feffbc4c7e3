import { queryOptions } from '@tanstack/react-query';
import { branderSettledOp, leadSmsSettingOp, myLeadRequestsOp, setLeadSmsSettingOp, queryAllBrandOp, type BranderSettledInput } from '@shp/contracts';
import { callApi } from '../../lib/api-client';

export const fetchBrandSuggestions = (useBrandName: string, signal?: AbortSignal) => callApi(queryAllBrandOp, { useBrandName }, { silent: true, signal });

/** Silent: the form shows the SPEC §8 lead outcomes itself. */
export const submitLead = (input: BranderSettledInput) => callApi(branderSettledOp, input, { silent: true });

export const myLeadRequestsQuery = (token: string) =>
  queryOptions({ queryKey: ['leads', token, 'mine'], queryFn: () => callApi(myLeadRequestsOp, {}, { silent: true }) });

export const leadSmsSettingQuery = (token: string) =>
  queryOptions({ queryKey: ['leads', token, 'smsSetting'], queryFn: () => callApi(leadSmsSettingOp, {}, { silent: true }) });
export const saveLeadSmsSetting = (enabled: boolean) => callApi(setLeadSmsSettingOp, { enabled });
