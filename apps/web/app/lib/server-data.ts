import { data, redirect } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { CookieKey, SESSION_COOKIE, type OpDef, type OpInput, type OpOutput, type PageParam } from '@shp/contracts';

/**
 * Calls an operation from a server loader through the API process (no HTTP to itself).
 * A missing record becomes a 404 page; a bad query a 400, never a 500; an expired login goes to
 * /login with every cookie but the city code cleared (SPEC §4).
 */
export async function load<T extends OpDef>(context: AppLoadContext, op: T, input: OpInput<T>, pageParam?: Partial<PageParam>): Promise<OpOutput<T>> {
  try {
    return await context.api.call(op, input, { pageParam });
  } catch (err) {
    const e = err as { httpStatus?: number; code?: number; message?: string };
    if (e.httpStatus === 401) {
      const headers = new Headers();
      for (const name of Object.values(CookieKey)) {
        if (name !== CookieKey.CITY_CODE) headers.append('set-cookie', `${name}=; Max-Age=0; Path=/; SameSite=Lax`);
      }
      headers.append('set-cookie', `${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`);
      throw redirect(`/login?redirect=${encodeURIComponent(context.pageUrl ?? '/')}`, { headers });
    }
    if (e.httpStatus && e.httpStatus < 500) {
      throw data({ message: e.message ?? '请求有误', code: e.code }, { status: e.httpStatus });
    }
    throw err;
  }
}

/** Whether `load` failed because the record does not exist (its 404, before the page shows it). */
export function isMissingRecord(err: unknown): boolean {
  return (err as { init?: { status?: number } } | null)?.init?.status === 404;
}
