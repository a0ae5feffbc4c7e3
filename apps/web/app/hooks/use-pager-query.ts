import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { PaginationProps } from 'antd';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@shp/contracts';

/**
 * Page and size kept in the URL (`page`, `limit`) so lists render on the server, survive reload
 * and share by link. Unknown sizes fall back to the SPEC default 20, or to the list's own sizes
 * and default where it offers others.
 */
export function readPagerQuery(
  search: URLSearchParams,
  sizes: readonly number[] = PAGE_SIZES,
  defaultSize: number = DEFAULT_PAGE_SIZE,
): { page: number; pageSize: number } {
  const page = Math.max(1, Math.min(100000, Number.parseInt(search.get('page') ?? '1', 10) || 1));
  const limit = Number.parseInt(search.get('limit') ?? '', 10);
  const pageSize = sizes.includes(limit) ? limit : defaultSize;
  return { page, pageSize };
}

/** The query with page and size written in, the rest (filters, tab) kept; page 1 and the default size are left out. */
export function withPagerQuery(prev: URLSearchParams, page: number, pageSize: number, defaultSize: number = DEFAULT_PAGE_SIZE): URLSearchParams {
  const q = new URLSearchParams(prev);
  if (page > 1) q.set('page', String(page));
  else q.delete('page');
  if (pageSize !== defaultSize) q.set('limit', String(pageSize));
  else q.delete('limit');
  return q;
}

export function usePagerQuery(sizes: readonly number[] = PAGE_SIZES, defaultSize: number = DEFAULT_PAGE_SIZE) {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const { page, pageSize } = readPagerQuery(search, sizes, defaultSize);
  const setPage = useCallback(
    (nextPage: number, nextSize: number) => {
      setSearch((prev) => withPagerQuery(prev, nextPage, nextSize, defaultSize), { preventScrollReset: true });
    },
    [setSearch, defaultSize],
  );
  /** The address of another page of this list at the current size: the Pager's links (server HTML, crawlers). */
  const hrefFor = useCallback(
    (nextPage: number) => {
      const q = withPagerQuery(search, nextPage, pageSize, defaultSize).toString();
      return q ? `${pathname}?${q}` : pathname;
    },
    [search, pathname, pageSize, defaultSize],
  );
  return { page, pageSize, setPage, hrefFor };
}

/**
 * A list paged by `usePagerQuery` as antd's Table/Pagination props (console lists and their phone
 * cards): a new page size starts again at page 1.
 */
export function tablePagination(
  { page, pageSize, setPage }: Pick<ReturnType<typeof usePagerQuery>, 'page' | 'pageSize' | 'setPage'>,
  total: number,
): PaginationProps {
  return { current: page, pageSize, total, onChange: (nextPage, nextSize) => setPage(nextSize === pageSize ? nextPage : 1, nextSize) };
}
