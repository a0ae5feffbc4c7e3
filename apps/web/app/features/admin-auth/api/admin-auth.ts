import { queryOptions } from '@tanstack/react-query';
import {
  adminChangePasswordOp,
  adminLoginOp,
  adminLogoutOp,
  adminMeOp,
  adminOperatorCreateOp,
  adminOperatorListOp,
  adminOperatorUpdateOp,
  adminTotpConfirmOp,
  adminTotpDisableOp,
  adminTotpEnrolOp,
  adminTotpStatusOp,
  type OpInput,
} from '@shp/contracts';
import { adminCall } from '../../../lib/admin-call';
import { OPERATOR, opKey } from '../../../lib/query-keys';

export const operatorMeQuery = () =>
  queryOptions({
    queryKey: opKey(adminMeOp, { asker: OPERATOR }),
    // The session cookie is HttpOnly: only the server can tell who is signed in.
    queryFn: () => adminCall(adminMeOp, {}, { silent: true }),
    staleTime: 60_000,
  });

export const operatorListQuery = (pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: opKey(adminOperatorListOp, { asker: OPERATOR, input: {}, page: { pageNum, pageSize } }),
    queryFn: () => adminCall(adminOperatorListOp, {}, { pageParam: { pageNum, pageSize } }),
  });

export const login = (input: OpInput<typeof adminLoginOp>) => adminCall(adminLoginOp, input, { silent: true });
export const logout = () => adminCall(adminLogoutOp, {});
export const changePassword = (input: OpInput<typeof adminChangePasswordOp>) => adminCall(adminChangePasswordOp, input, { silent: true });
export const createOperator = (input: OpInput<typeof adminOperatorCreateOp>) => adminCall(adminOperatorCreateOp, input, { silent: true });
export const updateOperator = (input: OpInput<typeof adminOperatorUpdateOp>) => adminCall(adminOperatorUpdateOp, input, { silent: true });

export const totpStatusQuery = () =>
  queryOptions({ queryKey: opKey(adminTotpStatusOp, { asker: OPERATOR }), queryFn: () => adminCall(adminTotpStatusOp, {}, { silent: true }) });
export const totpEnrol = () => adminCall(adminTotpEnrolOp, {}, { silent: true });
export const totpConfirm = (code: string) => adminCall(adminTotpConfirmOp, { code }, { silent: true });
export const totpDisable = (code: string) => adminCall(adminTotpDisableOp, { code }, { silent: true });
