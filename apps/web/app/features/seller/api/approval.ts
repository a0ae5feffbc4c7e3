import { ErrorText, ResultCode, sellerApprovalDetailsOp, type OpOutput } from '@shp/contracts';
import { buildWrapper, ApiError, reportError } from '../../../lib/api-client';
import { getCookie } from '../../../lib/cookies';

/**
 * SPEC §7: the approval-details helper sends GET query parameters to a separate API base
 * (config APPROVAL_API_BASE, handed over by the seller profile), with the same wrapper fields.
 */
export async function fetchApprovalDetails(base: string, bizId: number): Promise<OpOutput<typeof sellerApprovalDetailsOp>> {
  const params = new URLSearchParams();
  // Every wrapper field but the token, which travels only in its header (never in a URL).
  const { token: _token, ...wrapper } = buildWrapper();
  for (const [k, v] of Object.entries({ ...wrapper, bizType: 'goods', bizId })) params.set(k, String(v));
  const token = getCookie('token');
  let res: Response;
  try {
    res = await fetch(`${base.replace(/\/$/, '')}/details?${params}`, { headers: token ? { 'member-token': token } : {}, credentials: 'include' });
  } catch {
    throw new ApiError(-1, ErrorText.NETWORK, null, true);
  }
  const body = (await res.json().catch(() => null)) as { code: number | string; msg: string; data: OpOutput<typeof sellerApprovalDetailsOp> } | null;
  if (!body) throw new ApiError(-1, ErrorText.NETWORK, null, true);
  if (String(body.code) !== String(ResultCode.SUCCESS)) {
    reportError(sellerApprovalDetailsOp, body.code, body.msg);
    throw new ApiError(body.code, body.msg);
  }
  return body.data;
}
