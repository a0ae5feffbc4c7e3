import { queryOptions } from '@tanstack/react-query';
import { AGREEMENT_PAGE_SIZE, agreementConsentStatusOp, agreementDetailOp, agreementPageOp, type AgreementCode } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { opKey } from '../../../lib/query-keys';

/** All versions of a document, newest first (SPEC §7: page size 99). */
export const agreementHistoryQuery = (code: AgreementCode) =>
  queryOptions({
    queryKey: opKey(agreementPageOp, { asker: null, input: { code } }),
    queryFn: () => callApi(agreementPageOp, { code }, { pageParam: { pageNum: 1, pageSize: AGREEMENT_PAGE_SIZE }, silent: true }),
    staleTime: 5 * 60_000,
  });

export const agreementDetailQuery = (id: number) =>
  queryOptions({
    queryKey: opKey(agreementDetailOp, { asker: null, input: { id } }),
    queryFn: () => callApi(agreementDetailOp, { id }),
    staleTime: 5 * 60_000,
  });

export const consentStatusQuery = (token: string) =>
  queryOptions({
    queryKey: opKey(agreementConsentStatusOp, { asker: token }),
    queryFn: () => callApi(agreementConsentStatusOp, {}, { silent: true }),
    staleTime: 5 * 60_000,
  });
