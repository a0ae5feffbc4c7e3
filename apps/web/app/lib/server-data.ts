import { data } from 'react-router';
import type { AppLoadContext } from 'react-router';
import type { OpDef, OpInput, OpOutput, PageParam } from '@shp/contracts';

/**
 * Calls an operation from a server loader through the API process (no HTTP to itself).
 * A missing record becomes a 404 page; a bad query a 400, never a 500.
 */
export async function load<T extends OpDef>(
  context: AppLoadContext,
  op: T,
  input: OpInput<T>,
  pageParam?: Partial<PageParam>,
): Promise<OpOutput<T>> {
  try {
    return await context.api.call(op, input, { pageParam });
  } catch (err) {
    const e = err as { httpStatus?: number; code?: number; message?: string };
    if (e.httpStatus && e.httpStatus < 500) {
      throw data({ message: e.message ?? '请求有误', code: e.code }, { status: e.httpStatus });
    }
    throw err;
  }
}
