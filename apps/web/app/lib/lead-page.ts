import { LEAD_PAGE_PATH_MAX, LEAD_PAGE_TARGETS } from '@shp/contracts';
import { findRoute } from '../route-table';
import { itemIdOf } from './seo';

export interface LeadPage {
  /** The unit, mall or space the page shows, when it is a detail page. */
  targetType?: (typeof LEAD_PAGE_TARGETS)[number];
  targetId?: number;
  /** The page's same-site path with its query, for the consultant. */
  pagePath?: string;
}

const isTarget = (k: string | undefined): k is (typeof LEAD_PAGE_TARGETS)[number] => (LEAD_PAGE_TARGETS as readonly string[]).includes(k ?? '');

/**
 * What a lead form tells the server about the page it was sent from: the route table names the
 * item kind of each detail page (an alias page by its canonical one), the id is the page's `id`.
 * The server checks the item exists and takes the lead's city from it.
 */
export function leadPageOf(loc: { pathname: string; search: string }): LeadPage {
  const route = findRoute(loc.pathname);
  const kind = route?.itemKind ?? (route?.canonicalPath ? findRoute(route.canonicalPath)?.itemKind : undefined);
  const id = itemIdOf(loc.search);
  const path = `${loc.pathname}${loc.search}`.slice(0, LEAD_PAGE_PATH_MAX);
  // A path the server would read as another host's is left out rather than fail the lead.
  const pagePath = path.startsWith('/') && !path.startsWith('//') ? path : undefined;
  return isTarget(kind) && id ? { targetType: kind, targetId: id, pagePath } : { pagePath };
}
