import { ResultCode } from '@shp/contracts';
import { ApiError } from './api-client';

/**
 * Whether a detail call failed because the server refused that record for this member rather than
 * because the load failed. The server answers 404 for a record that is not there (or not the
 * member's), 403 for one they may not see, and a 502 refusal with its message (HTTP 400) for an id
 * it rejects outright, e.g. `?id=0` → '合同不存在'. None of these is mended by a retry, so the page
 * says the record does not exist; only a network failure or a 5xx is '加载失败' with 重试.
 */
export function isRefusal(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error.network) return false;
  const code = Number(error.code);
  return code === ResultCode.NOT_FOUND || code === ResultCode.FORBIDDEN || code === ResultCode.BUSINESS;
}

/** The server's own words for a refusal, when they say more than the page's title already does. */
export function refusalDetail(error: ApiError, title: string): string | undefined {
  const msg = error.message.trim();
  return msg && msg !== title && !title.startsWith(msg) ? msg : undefined;
}
