import type { LoaderFunctionArgs } from 'react-router';
import { sitemapIdsOp, sitemapSummaryOp, SITEMAP_URLS_PER_FILE } from '@shp/contracts';
import { load } from '../lib/server-data';
import { fitsOneFile, itemUrls, partNames, parsePart, sitemapIndex, staticPaths, urlset } from '../features/sitemap/sitemap-xml';

const xml = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' } });

/**
 * /sitemap.xml: every public page and every public item's page (decision 019). Past the protocol's
 * 50,000 URLs a file it is an index of /sitemap.xml?part=pages and ?part=<kind>-<n>.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const origin = url.origin;
  const kinds = await load(context, sitemapSummaryOp, {});
  const raw = url.searchParams.get('part');
  const pages = () => staticPaths().map((p) => `${origin}${p}`);
  if (raw === null) {
    if (!fitsOneFile(kinds)) return xml(sitemapIndex(partNames(kinds).map((p) => `${origin}/sitemap.xml?part=${p}`)));
    const items = await Promise.all(
      kinds.flatMap((k) => k.parts.map(async (part) => itemUrls(origin, k.kind, await load(context, sitemapIdsOp, { kind: k.kind, part })))),
    );
    // The summary and the parts are cached apart: a burst of new items between them must not overfill the file.
    return xml(urlset([...pages(), ...items.flat()].slice(0, SITEMAP_URLS_PER_FILE)));
  }
  const part = parsePart(raw, kinds);
  if (!part) return xml(urlset([]), 404);
  if (part.kind === 'pages') return xml(urlset(pages()));
  return xml(urlset(itemUrls(origin, part.kind, await load(context, sitemapIdsOp, { kind: part.kind, part: part.part }))));
}
