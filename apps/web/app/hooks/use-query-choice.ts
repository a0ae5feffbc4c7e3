import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { withParams } from '../lib/query-filter';

/** The choice in `search[key]` when it is one of `choices`; anything else (an old link, a typo) reads as `fallback`. */
export function readQueryChoice<T extends string>(search: URLSearchParams, key: string, choices: readonly T[], fallback: T): T {
  const v = search.get(key);
  return v !== null && (choices as readonly string[]).includes(v) ? (v as T) : fallback;
}

/**
 * One choice of a list (a tab, a segmented filter) kept in the URL beside the pager's `page` and
 * `limit` (usePagerQuery), so Back from an opened item, a bookmark or a shared link shows the same
 * list. The default is left out of the URL; a new choice starts again at page 1.
 */
export function useQueryChoice<T extends string>(key: string, choices: readonly T[], fallback: T): [T, (next: T) => void] {
  const [search, setSearch] = useSearchParams();
  const value = readQueryChoice(search, key, choices, fallback);
  const set = useCallback(
    (next: T) => setSearch((prev) => withParams(prev, { [key]: next === fallback ? undefined : next }), { preventScrollReset: true }),
    [setSearch, key, fallback],
  );
  return [value, set];
}
