import { SITEMAP_URLS_PER_FILE, type OpOutput, type SitemapKind, type sitemapSummaryOp } from '@shp/contracts';
import { flatRoutes } from '../../route-table';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Pages that stand without an item: the public routes less detail pages, aliases and patterns. */
export const staticPaths = (): string[] =>
  flatRoutes.filter((r) => r.public && !r.needsId && !r.canonicalPath && !r.fullPath.includes(':')).map((r) => r.fullPath);

/** Where an item of each kind has its page (the route table's own, never an alias). */
export function itemPathOf(kind: SitemapKind): string {
  const route = flatRoutes.find((r) => r.itemKind === kind && !r.canonicalPath);
  if (!route) throw new Error(`No page for sitemap kind ${kind}`);
  return route.fullPath;
}

export const itemUrls = (origin: string, kind: SitemapKind, ids: number[]) => ids.map((id) => `${origin}${itemPathOf(kind)}?id=${id}`);

/** A kind's count and its parts that hold items (part n spans ids ((n - 1) × 50,000, n × 50,000]). */
export type KindSummary = OpOutput<typeof sitemapSummaryOp>[number];

/**
 * One file while the whole site fits the protocol's 50,000 URLs (the demo and a young site), an
 * index of parts beyond that.
 */
export const fitsOneFile = (kinds: KindSummary[]) => staticPaths().length + kinds.reduce((n, k) => n + k.count, 0) <= SITEMAP_URLS_PER_FILE;

export const partNames = (kinds: KindSummary[]) => ['pages', ...kinds.flatMap((k) => k.parts.map((n) => `${k.kind}-${n}`))];

/** `pages`, or `<kind>-<n>`; null for anything else. */
export function parsePart(raw: string, kinds: KindSummary[]): { kind: 'pages' } | { kind: SitemapKind; part: number } | null {
  if (raw === 'pages') return { kind: 'pages' };
  const m = /^([A-Za-z]+)-([1-9]\d{0,5})$/.exec(raw);
  const k = m && kinds.find((x) => x.kind === m[1]);
  return k && k.parts.includes(Number(m[2])) ? { kind: k.kind, part: Number(m[2]) } : null;
}

export const urlset = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((u) => `  <url><loc>${escapeXml(u)}</loc></url>`)
    .join('\n')}\n</urlset>\n`;

export const sitemapIndex = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((u) => `  <sitemap><loc>${escapeXml(u)}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
