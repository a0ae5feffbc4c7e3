import { TITLE_PREFIX } from '@shp/contracts';
import { findRoute, type FlatRoute } from '../route-table';

/**
 * SPEC §2: prefix + child title by titleCode (default 0); else prefix + own title; else the prefix.
 * A path no route knows is the 404 page, and says so (a tab or a bookmark reading only 商铺汇 tells
 * the user nothing).
 */
export function titleFor(route: Pick<FlatRoute, 'title' | 'childTitles' | 'titleQuery' | 'titleIndexOf'> | undefined, search: URLSearchParams): string {
  if (!route) return `${TITLE_PREFIX}页面不存在`;
  if (route.childTitles?.length) {
    const explicit = search.get('titleCode');
    let index = explicit !== null ? Number(explicit) : NaN;
    if (Number.isNaN(index) && route.titleQuery) {
      const v = search.get(route.titleQuery);
      if (v !== null) index = route.titleIndexOf ? (route.titleIndexOf[v] ?? 0) : Number(v);
    }
    if (!Number.isInteger(index) || index < 0 || index >= route.childTitles.length) index = 0;
    return TITLE_PREFIX + route.childTitles[index];
  }
  if (route.title) return TITLE_PREFIX + route.title;
  return TITLE_PREFIX.slice(0, -1);
}

export function titleForLocation(pathname: string, search: string): string {
  return titleFor(findRoute(pathname), new URLSearchParams(search));
}
