import { z } from 'zod';
import { defineOp } from '../op.js';
import { noInput } from '../envelope.js';

/**
 * Items with a public page of their own (decision 019). Each is listed in /sitemap.xml under the
 * page the route table names for it: malls, shops and points, brands, franchise brands, event
 * spaces, articles (brand stories apart), consultants and cases.
 */
export const SITEMAP_KINDS = ['mall', 'shop', 'brand', 'franchise', 'space', 'article', 'brandStory', 'consultant', 'case'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The sitemap protocol's limit of URLs in one file; a part of a kind spans this many ids. */
export const SITEMAP_URLS_PER_FILE = 50_000;

export const sitemapKindSchema = z.enum(SITEMAP_KINDS, { message: '站点地图分类不存在' });

export const sitemapSummaryOp = defineOp({
  method: 'GET',
  path: '/api/foreground/sitemap/summary',
  access: 'public',
  summary: '站点地图：各类公开详情页的数量与分段',
  input: noInput,
  /** `parts`: the parts (see sitemapIdsOp) that hold at least one item, ascending. */
  output: z.array(z.object({ kind: sitemapKindSchema, count: z.number().int(), parts: z.array(z.number().int()) })),
  retry: true,
});

export const sitemapIdsOp = defineOp({
  method: 'POST',
  path: '/api/foreground/sitemap/ids',
  access: 'public',
  summary: '站点地图：一类详情页在一段编号内的公开条目',
  input: z.object({
    kind: sitemapKindSchema,
    /** Part n holds ids in ((n - 1) × SITEMAP_URLS_PER_FILE, n × SITEMAP_URLS_PER_FILE]. */
    part: z.coerce
      .number({ message: '分段有误' })
      .int('分段有误')
      .min(1, '分段有误')
      .max(Math.ceil(2147483647 / SITEMAP_URLS_PER_FILE), '分段有误'),
  }),
  output: z.array(z.number().int()),
  retry: true,
});
