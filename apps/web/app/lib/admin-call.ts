import { ResultCode, type OpDef, type OpInput, type OpOutput } from '@shp/contracts';
import { ApiError, callApi, type CallOptions } from './api-client';

/** Fired when the operator session ended (expired, revoked): the console shows its login form again. */
export const OPERATOR_LOGGED_OUT_EVENT = 'shp:operator-logged-out';

/**
 * Calls an operator-console operation. A 401 means the operator's session is gone: the console
 * asks for the password again instead of showing an error for every query.
 */
export async function adminCall<T extends OpDef>(op: T, input: OpInput<T>, opts: CallOptions = {}): Promise<OpOutput<T>> {
  try {
    return await callApi(op, input, opts);
  } catch (err) {
    if (err instanceof ApiError && Number(err.code) === ResultCode.UNAUTHORIZED && typeof window !== 'undefined') {
      window.dispatchEvent(new CustomEvent(OPERATOR_LOGGED_OUT_EVENT));
    }
    throw err;
  }
}

/** Formats an ISO time for the console (China time, to the minute). */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  return new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(d);
}
