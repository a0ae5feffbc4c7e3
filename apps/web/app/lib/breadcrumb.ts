import { flatRoutes, findRoute } from '../route-table';
import { titleFor } from './title';
import { TITLE_PREFIX } from '@shp/contracts';

/**
 * SPEC §2 breadcrumb: the `breadcrumb` query holds dash-separated "title,path" pairs of the earlier
 * steps (a pair without a path is matched on the route table's titles), and `queryStr` holds JSON of
 * those steps' queries (an array in step order, or an object keyed by path).
 *   /consDetails?id=3&breadcrumb=资讯,/consIndex-品牌故事&queryStr=[{"titleCode":"0"},{}]
 */
export interface Crumb {
  title: string;
  /** Path with its query, or null when the step cannot be linked. */
  to: string | null;
}

const MAX_STEPS = 6;

/** Route path of a title (own title or a child title), for pairs that carry only the name. */
function pathOfTitle(title: string): { path: string; query: Record<string, string> } | null {
  for (const r of flatRoutes) {
    if (r.title === title) return { path: r.fullPath, query: {} };
    const i = r.childTitles?.indexOf(title) ?? -1;
    if (i < 0) continue;
    // A route whose query value is not the index itself (findShopList: tabcheck 1 shops, 2 points)
    // is linked with the value that picks this title, not the index.
    const value = r.titleIndexOf ? Object.keys(r.titleIndexOf).find((v) => r.titleIndexOf?.[v] === i) : String(i);
    if (value === undefined) return { path: r.fullPath, query: {} };
    return { path: r.fullPath, query: r.titleIndexOf || i > 0 ? { [r.titleQuery ?? 'titleCode']: value } : {} };
  }
  return null;
}

function parseQueryStr(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Only same-site paths of known routes are linked (never an open redirect). */
function safePath(path: string): string | null {
  if (!/^\/(?!\/)[A-Za-z0-9/_-]*$/.test(path)) return null;
  return findRoute(path) ? path : null;
}

function toQuery(obj: unknown): string {
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return '';
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') q.set(k, String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The earlier steps named by the query (without 首页 and without the current page). */
export function parseBreadcrumb(search: URLSearchParams): Crumb[] {
  const raw = search.get('breadcrumb');
  if (!raw) return [];
  const queries = parseQueryStr(search.get('queryStr'));
  return raw
    .split('-')
    .slice(0, MAX_STEPS)
    .map((pair, i): Crumb | null => {
      const [titleRaw, pathRaw] = pair.split(',');
      const title = (titleRaw ?? '').trim().slice(0, 20);
      if (!title) return null;
      const byTitle = pathOfTitle(title);
      const path = pathRaw ? safePath(pathRaw.trim().startsWith('/') ? pathRaw.trim() : `/${pathRaw.trim()}`) : (byTitle?.path ?? null);
      if (!path) return { title, to: null };
      const q = Array.isArray(queries) ? queries[i] : queries && typeof queries === 'object' ? (queries as Record<string, unknown>)[path] : null;
      // A step named only by title keeps the query that picks its child title (e.g. titleCode=1).
      const own = q && typeof q === 'object' && !Array.isArray(q) ? (q as Record<string, unknown>) : {};
      const query = toQuery({ ...(pathRaw ? {} : byTitle?.query), ...own });
      return { title, to: path + query };
    })
    .filter((c): c is Crumb => c !== null);
}

/** Title of the current page as the route table names it (child title by titleCode/tab). */
export function currentTitle(pathname: string, search: URLSearchParams): string {
  return titleFor(findRoute(pathname), search).replace(TITLE_PREFIX, '');
}

/**
 * A link that carries the trail onwards: the current page becomes the last step.
 * `from` is the current location; `title` overrides the current page's step title.
 */
export function linkWithTrail(to: string, from: { pathname: string; search: string }, title?: string): string {
  const search = new URLSearchParams(from.search);
  const steps = parseBreadcrumb(search);
  const own = new URLSearchParams(from.search);
  own.delete('breadcrumb');
  own.delete('queryStr');
  const pairs = [
    ...steps.map((s) => ({ title: s.title, to: s.to })),
    { title: title ?? currentTitle(from.pathname, search), to: from.pathname + (own.toString() ? `?${own}` : '') },
  ].slice(-MAX_STEPS);
  const queries = pairs.map((p) => Object.fromEntries(new URLSearchParams(p.to?.split('?')[1] ?? '')));
  const url = new URL(to, 'http://x');
  url.searchParams.set('breadcrumb', pairs.map((p) => `${p.title.replace(/[-,]/g, ' ')}${p.to ? `,${p.to.split('?')[0]}` : ''}`).join('-'));
  url.searchParams.set('queryStr', JSON.stringify(queries));
  return url.pathname + url.search;
}
