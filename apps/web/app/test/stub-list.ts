import { vi } from 'vitest';
import { envelope } from './render';

export interface ListCall {
  data: Record<string, unknown>;
  pageParam: { pageNum: number; pageSize: number };
}

export interface PathListCall extends ListCall {
  path: string;
}

/**
 * Stubs `fetch` with paged lists, one per path (`total` items, item n made by `make`); every other
 * call answers an empty list. Each list call is recorded with its path, filter and page.
 */
export function stubListsApi(lists: Record<string, { total: number; make: (n: number) => object }>) {
  const calls: PathListCall[] = [];
  const byPath: Record<string, ListCall[]> = Object.fromEntries(Object.keys(lists).map((p) => [p, []]));
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const stub = lists[url];
    if (!stub) return envelope([]);
    const body = JSON.parse(String(init?.body)) as ListCall;
    calls.push({ path: url, data: body.data, pageParam: body.pageParam });
    byPath[url].push({ data: body.data, pageParam: body.pageParam });
    const { pageNum, pageSize } = body.pageParam;
    const first = (pageNum - 1) * pageSize;
    const list = Array.from({ length: Math.max(0, Math.min(pageSize, stub.total - first)) }, (_, i) => stub.make(first + i + 1));
    return envelope({ list, total: stub.total, pageNum, pageSize });
  });
  return { calls, byPath, last: () => calls[calls.length - 1] };
}

/** stubListsApi with one list at `path`. */
export function stubListApi(path: string, total: number, make: (n: number) => object) {
  const calls = stubListsApi({ [path]: { total, make } }).byPath[path];
  return { calls, last: () => calls[calls.length - 1] };
}
