import { useSearchParams } from 'react-router';
import { num } from '../lib/query-filter';

/**
 * The record a list has open (a drawer or a detail pane), kept in the URL (`?id=` unless another
 * key is given) so Back, a reload or a link from a message shows the same. Opening adds a step
 * Back closes; closing adds no step Back would reopen.
 */
export function useOpenIdQuery(key = 'id'): [number | null, (id: number | null) => void] {
  const [search, setSearch] = useSearchParams();
  const openId = num(search.get(key)) ?? null;
  const setOpenId = (id: number | null) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === null) next.delete(key);
        else next.set(key, String(id));
        return next;
      },
      { preventScrollReset: true, replace: id === null },
    );
  return [openId, setOpenId];
}
