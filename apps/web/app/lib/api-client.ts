import {
  CHANNEL_CODE,
  CookieKey,
  ErrorText,
  HTTP_RETRIES,
  HTTP_TIMEOUT_MS,
  ResultCode,
  TRACE_ID_LENGTH,
  encodePhoneKeys,
  type OpDef,
  type OpInput,
  type OpOutput,
  type PageParam,
} from '@shp/contracts';
import { readChannelRecord } from './channel';
import { clearCookiesExceptCity, getCookie } from './cookies';
import { showError } from './notify';
import { session as sessionStore } from './storage';

/** A refused or failed call. `network` is true when no answer arrived. */
export class ApiError extends Error {
  constructor(
    readonly code: number | string,
    message: string,
    readonly data: unknown = null,
    readonly network = false,
  ) {
    super(message);
  }
}

export interface CallOptions {
  pageParam?: Partial<PageParam>;
  /** Do not show the SPEC §8 message; the caller shows its own. */
  silent?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Send this member token instead of the cookie's (logout sends it after the cookies are gone). */
  token?: string;
}

export const UNAUTHORIZED_EVENT = 'shp:unauthorized';

/**
 * Set when a session ends with a 401 away from /login: the page then sends the member to /login,
 * which says '登录超时，请重新登录' (SPEC §8) once, so a member whose session lapsed on a form
 * learns why they were sent there. A visitor who never had a token is not told their login timed out.
 */
const LOGIN_TIMEOUT_KEY = 'shp:loginTimeout';

/** Shows '登录超时，请重新登录' if the last session ended with a 401 elsewhere; once. */
export function announceLoginTimeout() {
  if (!sessionStore.get(LOGIN_TIMEOUT_KEY)) return;
  sessionStore.remove(LOGIN_TIMEOUT_KEY);
  showError(ErrorText.LOGIN_TIMEOUT);
}

const AUTO_LOGIN_PATH = '/api/foreground/gl/autoLogin';

/** Operator-console calls: their own cookie session; a member's token is never sent, never cleared by them. */
const isOperatorCall = (op: OpDef) => op.access === 'operator' || op.path.startsWith('/api/admin/');

export function traceId(): string {
  const bytes = new Uint8Array(TRACE_ID_LENGTH / 2);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The SPEC §7 wrapper: channel, share and clue fields, time, token, trace id. */
export function buildWrapper(tokenOverride?: string): Record<string, string | number> {
  const channel = readChannelRecord();
  const token = tokenOverride ?? getCookie(CookieKey.TOKEN);
  const wrapper: Record<string, string | number> = {
    channelCode: CHANNEL_CODE,
    time: Date.now(),
    traceId: traceId(),
  };
  const put = (k: string, v: string | undefined) => {
    if (v) wrapper[k] = v.slice(0, 128);
  };
  put('shareChannel', channel.shareChannel);
  put('shareId', getCookie(CookieKey.USER_ID) ?? channel.shareId);
  put('token', token);
  put('clueUniqueId', channel.clueUniqueId);
  put('clueQrId', channel.clueQrId);
  put('clickId', channel.clickId);
  return wrapper;
}

function toQuery(params: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    q.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return q.toString();
}

function onLoginPage() {
  return typeof location !== 'undefined' && location.pathname.toLowerCase() === '/login';
}

/** Shows the SPEC §8 message for a refused call. */
export function reportError(op: OpDef, code: number | string, msg: string) {
  switch (Number(code)) {
    case ResultCode.UNAUTHORIZED:
      if (onLoginPage()) showError(ErrorText.LOGIN_TIMEOUT);
      return;
    case ResultCode.NOT_FOUND:
      return showError(ErrorText.NOT_FOUND);
    case ResultCode.SERVER_ERROR:
      return showError(ErrorText.SERVER_ERROR);
    case ResultCode.SUBMIT_ERROR:
      return showError(ErrorText.SUBMIT_ERROR);
    case ResultCode.BUSINESS:
      if (msg.includes('您已经留资过') || op.path === AUTO_LOGIN_PATH) return;
      return showError(msg);
    default:
      return showError(msg || ErrorText.SERVER_ERROR);
  }
}

async function once(op: OpDef, body: Record<string, unknown>, opts: CallOptions): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? HTTP_TIMEOUT_MS);
  opts.signal?.addEventListener('abort', () => controller.abort());
  const token = opts.token ?? getCookie(CookieKey.TOKEN);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token && !isOperatorCall(op)) headers['member-token'] = token;
  try {
    if (op.method === 'GET') {
      // The token never goes in a URL (logged, cached, sent on as Referer): the header carries it.
      const { data, pageParam, token: _token, ...wrapper } = body as { data?: Record<string, unknown>; pageParam?: Record<string, unknown>; token?: unknown };
      const url = `${op.path}?${toQuery({ ...wrapper, ...(data ?? {}), ...(pageParam ?? {}) })}`;
      return await fetch(url, { headers, signal: controller.signal, credentials: 'same-origin' });
    }
    headers['content-type'] = 'application/json';
    return await fetch(op.path, { method: 'POST', headers, body: JSON.stringify(body), signal: controller.signal, credentials: 'same-origin' });
  } finally {
    clearTimeout(timer);
  }
}

/** Calls an operation over HTTP with the SPEC envelope; answers its data or throws ApiError. */
export async function callApi<T extends OpDef>(op: T, input: OpInput<T>, opts: CallOptions = {}): Promise<OpOutput<T>> {
  // The cookie only: logout sends a token it already cleared, and its 401 is no timeout.
  const hadToken = Boolean(getCookie(CookieKey.TOKEN));
  // SPEC §7: phone fields the contract marks travel encoded (decision 008).
  const body: Record<string, unknown> = { ...buildWrapper(opts.token), data: encodePhoneKeys(op.phoneKeys, input ?? {}) };
  if (isOperatorCall(op)) delete body.token;
  if (opts.pageParam) body.pageParam = opts.pageParam;
  const attempts = op.retry ? HTTP_RETRIES + 1 : 1;
  let response: Response | null = null;
  for (let i = 0; i < attempts; i++) {
    try {
      response = await once(op, body, opts);
      if (response.status !== 503 || i === attempts - 1) break;
    } catch (err) {
      if (opts.signal?.aborted) throw err;
      response = null;
    }
  }
  if (!response) {
    if (!opts.silent) showError(ErrorText.NETWORK);
    throw new ApiError(-1, ErrorText.NETWORK, null, true);
  }
  if (op.binary && response.ok) return (await response.blob()) as OpOutput<T>;
  let payload: { code: number | string; msg: string; data: unknown };
  try {
    payload = await response.json();
  } catch {
    if (!opts.silent) showError(ErrorText.NETWORK);
    throw new ApiError(-1, ErrorText.NETWORK, null, true);
  }
  const success = op.successCode ?? ResultCode.SUCCESS;
  if (String(payload.code) === String(success)) return payload.data as OpOutput<T>;
  if (Number(payload.code) === ResultCode.UNAUTHORIZED && !isOperatorCall(op)) {
    if (hadToken && !onLoginPage()) sessionStore.set(LOGIN_TIMEOUT_KEY, '1');
    clearCookiesExceptCity();
    window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT));
  }
  if (!opts.silent) reportError(op, payload.code, payload.msg);
  throw new ApiError(payload.code, payload.msg, payload.data);
}
