import type { MetaDescriptor } from 'react-router';
import type { FlatRoute } from '../route-table';

/** Query keys that carry how the visitor got here (the SPEC §2 breadcrumb trail), not what the page shows. */
const TRAIL_KEYS = ['breadcrumb', 'queryStr'];

/**
 * The `id` (or `key`) of a detail page's query when it can name an item (1–9 digits, within the
 * database's integer ids), else null. The detail loaders and the canonical link read it the same
 * way, so a page has a canonical address exactly when it shows an item.
 */
export function itemIdOf(search: string | URLSearchParams, key = 'id'): number | null {
  const raw = (typeof search === 'string' ? new URLSearchParams(search) : search).get(key);
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/**
 * The address search engines should index for this page (decision 019), or null when there is none:
 * a detail page names its item only (`?id=N`), under its canonical path when the page has two;
 * other pages keep their own query, less the breadcrumb trail, so one listing is one address.
 */
export function canonicalUrl(
  origin: string,
  route: Pick<FlatRoute, 'fullPath' | 'public' | 'needsId' | 'canonicalPath' | 'itemKind'>,
  pathname: string,
  search: string,
): string | null {
  if (!route.public) return null;
  if (route.needsId) {
    const id = itemIdOf(search);
    return id ? `${origin}${route.canonicalPath ?? route.fullPath}?id=${id}` : null;
  }
  const q = new URLSearchParams(search);
  for (const k of TRAIL_KEYS) q.delete(k);
  // A list that also shows one item (/case?id=N) names the item as the sitemap does (?id=42 for
  // ?id=0042), and shows the list for an id that is no id.
  if (route.itemKind && q.has('id')) {
    const id = itemIdOf(q);
    if (id) q.set('id', String(id));
    else q.delete('id');
  }
  // Paths match in any letter case (/findshoplist opens /findShopList): the address is the route's own.
  const path = route.fullPath.includes(':') ? pathname : route.fullPath;
  return `${origin}${path}${q.size ? `?${q}` : ''}`;
}

const DESCRIPTION_MAX = 150;

/**
 * A detail page's own description from its facts: the parts that exist, joined with '，', white
 * space collapsed, cut at 150 characters (what result pages show of it).
 */
export function describeItem(...parts: (string | number | false | null | undefined)[]): string {
  const text = parts
    .filter((p) => p !== false && p !== null && p !== undefined && String(p).trim() !== '')
    .map((p) => String(p).replace(/\s+/g, ' ').trim())
    .join('，');
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text;
}

/**
 * The parent route's tags, with this page's description in place of the route's (kept when there is none).
 * Only the nearest parent's: a layout without its own meta carries a copy of the root's, so joining
 * every match's tags wrote each title, description and canonical two or three times, and React
 * then left the stale titles in <head> after a client navigation (Back showed the detail's title).
 */
export function withDescription(matches: readonly ({ meta?: MetaDescriptor[] } | undefined)[], description: string | undefined): MetaDescriptor[] {
  const parent = matches.findLast((m) => m?.meta?.length)?.meta ?? [];
  if (!description) return parent;
  return [...parent.filter((t) => !('name' in t && t.name === 'description')), { name: 'description', content: description }];
}

/**
 * The tags with the canonical link under `path` (origin and query kept): one item type served by two
 * paths (an article and a brand story both open under /consDetails and /brandDetails) names the
 * path the sitemap lists for it, whichever it was opened under.
 */
export function withCanonicalPath(tags: MetaDescriptor[], path: string): MetaDescriptor[] {
  return tags.map((t) => {
    if (!('tagName' in t) || t.tagName !== 'link' || t.rel !== 'canonical' || typeof t.href !== 'string') return t;
    const u = new URL(t.href);
    u.pathname = path;
    return { ...t, href: u.toString() };
  });
}
