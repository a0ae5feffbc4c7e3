import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@shp/contracts';

/**
 * Page and size kept in the URL (`page`, `limit`) so lists render on the server, survive reload
 * and share by link. Unknown sizes fall back to the SPEC default 20, or to the list's own sizes
 * and default where it offers others (the points mall's grid of 12).
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

export function usePagerQuery(sizes: readonly number[] = PAGE_SIZES, defaultSize: number = DEFAULT_PAGE_SIZE) {
  const [search, setSearch] = useSearchParams();
  const { page, pageSize } = readPagerQuery(search, sizes, defaultSize);
  const setPage = useCallback(
    (nextPage: number, nextSize: number) => {
      setSearch(
        (prev) => {
          const q = new URLSearchParams(prev);
          if (nextPage > 1) q.set('page', String(nextPage));
          else q.delete('page');
          if (nextSize !== defaultSize) q.set('limit', String(nextSize));
          else q.delete('limit');
          return q;
        },
        { preventScrollReset: true },
      );
    },
    [setSearch, defaultSize],
  );
  return { page, pageSize, setPage };
}
