import { vi } from 'vitest';
import { envelope } from './render';

export interface ListCall {
  data: Record<string, unknown>;
  pageParam: { pageNum: number; pageSize: number };
}

/**
 * Stubs `fetch` with a paged list of `total` items at `path` (item n made by `make`); every other
 * call answers an empty list. Each list call is recorded with its filter and page.
 */
export function stubListApi(path: string, total: number, make: (n: number) => object) {
  const calls: ListCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url !== path) return envelope([]);
    const body = JSON.parse(String(init?.body)) as ListCall;
    calls.push({ data: body.data, pageParam: body.pageParam });
    const { pageNum, pageSize } = body.pageParam;
    const first = (pageNum - 1) * pageSize;
    const list = Array.from({ length: Math.max(0, Math.min(pageSize, total - first)) }, (_, i) => make(first + i + 1));
    return envelope({ list, total, pageNum, pageSize });
  });
  return { calls, last: () => calls[calls.length - 1] };
}
