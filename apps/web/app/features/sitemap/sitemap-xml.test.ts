import { describe, expect, it } from 'vitest';
import { SITEMAP_KINDS, SITEMAP_URLS_PER_FILE } from '@shp/contracts';
import { findRoute } from '../../route-table';
import { fitsOneFile, itemPathOf, partNames, parsePart, sitemapIndex, staticPaths, urlset, type KindSummary } from './sitemap-xml';

const kinds = (count: number): KindSummary[] => SITEMAP_KINDS.map((kind) => ({ kind, count, parts: [1] }));

describe('sitemap (decision 019)', () => {
  it('lists public pages without detail pages, aliases or patterns', () => {
    const paths = staticPaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/findShopList');
    expect(paths).toContain('/case');
    for (const p of ['/shopDetail', '/newShopDetails', '/productDetail', '/shoppingMallDetail', '/BrandDetail', '/consDetails', '/personalCenter', '/login'])
      expect(paths).not.toContain(p);
    expect(paths.every((p) => !p.includes(':'))).toBe(true);
  });

  it('has one public page for every kind, and it is that kind’s own page', () => {
    for (const kind of SITEMAP_KINDS) {
      const route = findRoute(itemPathOf(kind))!;
      expect(route.public, kind).toBe(true);
      expect(route.itemKind, kind).toBe(kind);
      expect(route.canonicalPath, kind).toBeUndefined();
    }
  });

  it('is one file up to 50,000 URLs, an index of parts beyond', () => {
    const room = Math.floor((SITEMAP_URLS_PER_FILE - staticPaths().length) / SITEMAP_KINDS.length);
    expect(fitsOneFile(kinds(room))).toBe(true);
    expect(fitsOneFile(kinds(room + 1))).toBe(false);
    const big = kinds(10);
    big[1] = { kind: 'shop', count: 1_000_000, parts: Array.from({ length: 21 }, (_, i) => i + 1).filter((n) => n !== 7) };
    const names = partNames(big);
    expect(names[0]).toBe('pages');
    expect(names.filter((n) => n.startsWith('shop-'))).toHaveLength(20);
    expect(names).not.toContain('shop-7');
    expect(names).toContain('mall-1');
    // A kind with no public item has no part.
    expect(partNames([{ kind: 'case', count: 0, parts: [] }])).toEqual(['pages']);
  });

  it('accepts only the parts the index names', () => {
    const big: KindSummary[] = [{ kind: 'shop', count: 100_000, parts: [1, 3] }];
    expect(parsePart('pages', big)).toEqual({ kind: 'pages' });
    expect(parsePart('shop-3', big)).toEqual({ kind: 'shop', part: 3 });
    for (const raw of ['shop-2', 'shop-4', 'shop-0', 'shop-01', 'mall-1', 'shop', '', 'shop-1;drop', '__proto__-1'])
      expect(parsePart(raw, big), raw).toBeNull();
  });

  it('escapes what it writes', () => {
    expect(urlset(['https://a.example/x?id=1&b=<2>'])).toContain('<loc>https://a.example/x?id=1&#38;b=&#60;2&#62;</loc>');
    expect(sitemapIndex(['https://a.example/sitemap.xml?part=shop-1'])).toContain('<sitemap><loc>https://a.example/sitemap.xml?part=shop-1</loc></sitemap>');
  });
});
