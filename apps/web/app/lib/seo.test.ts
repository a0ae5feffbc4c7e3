import { describe, expect, it } from 'vitest';
import { findRoute, flatRoutes } from '../route-table';
import { canonicalUrl, describeItem, itemIdOf, withCanonicalPath, withDescription } from './seo';

const o = 'https://shp.example';
const canonical = (path: string) => {
  const u = new URL(path, o);
  return canonicalUrl(o, findRoute(u.pathname)!, u.pathname, u.search);
};

describe('canonical addresses (decision 019)', () => {
  it('names a detail page by its item only, under the one path of pages served twice', () => {
    expect(canonical('/shopDetail?id=12&breadcrumb=找铺,/findShopList&from=share')).toBe(`${o}/shopDetail?id=12`);
    expect(canonical('/newShopDetails?id=12')).toBe(`${o}/shopDetail?id=12`);
    expect(canonical('/productDetail?id=3')).toBe(`${o}/shoppingMallDetail?id=3`);
    expect(canonical('/shoppingMallDetail?id=3')).toBe(`${o}/shoppingMallDetail?id=3`);
    expect(canonical('/consDetails?id=5&queryStr=[{}]')).toBe(`${o}/consDetails?id=5`);
  });

  it('gives a detail page without an item no canonical (the root then marks it noindex)', () => {
    for (const p of ['/shopDetail', '/shopDetail?id=abc', '/shopDetail?id=0', '/BrandDetail?id=-1', '/spaceDetail?id=1e3']) expect(canonical(p), p).toBeNull();
  });

  it('keeps a listing query, less the breadcrumb trail; private pages have none', () => {
    expect(canonical('/findShopList?tabcheck=2&titleCode=1&breadcrumb=首页,/')).toBe(`${o}/findShopList?tabcheck=2&titleCode=1`);
    expect(canonical('/case?id=4')).toBe(`${o}/case?id=4`);
    // The case page shows its list for a malformed id, and names the list.
    expect(canonical('/case?id=abc')).toBe(`${o}/case`);
    expect(canonical('/case?id=0&pageNum=2')).toBe(`${o}/case?pageNum=2`);
    expect(canonical('/case?id=0042')).toBe(`${o}/case?id=42`);
    expect(canonical('/product')).toBe(`${o}/product`);
    // The same page under another letter case or a trailing slash is one address, the route's.
    expect(canonical('/findshoplist?tabcheck=2')).toBe(`${o}/findShopList?tabcheck=2`);
    expect(canonical('/ABOUTUS?tabcheck=1')).toBe(`${o}/aboutUs?tabcheck=1`);
    expect(canonical('/product/')).toBe(`${o}/product`);
    expect(canonical('/')).toBe(`${o}/`);
    expect(canonical('/personalCenter')).toBeNull();
    expect(canonical('/cloudDetail?id=1')).toBeNull();
  });

  it('reads ids as the detail loaders do', () => {
    expect(itemIdOf('?id=42')).toBe(42);
    expect(itemIdOf('?id=0042')).toBe(42);
    for (const s of ['', '?id=', '?id=0', '?id=1.5', '?id=%201', '?id=1234567890']) expect(itemIdOf(s), s).toBeNull();
  });
});

describe('detail descriptions', () => {
  it('joins the facts that exist and cuts at 150 characters', () => {
    expect(describeItem('北京环球汇 3F-10铺', '', null, undefined, false, '面积40㎡', ' 租金\n 6.3元/㎡/天 ')).toBe(
      '北京环球汇 3F-10铺，面积40㎡，租金 6.3元/㎡/天',
    );
    const long = describeItem('某商场', '介'.repeat(300));
    expect(long).toHaveLength(150);
    expect(long.endsWith('…')).toBe(true);
  });

  it('replaces the route description and keeps the other tags', () => {
    const matches = [
      { meta: [{ title: '商铺汇-铺位详情' }, { name: 'description', content: '通用' }, { tagName: 'link', rel: 'canonical', href: 'x' }] },
      undefined,
    ];
    expect(withDescription(matches, '这一个铺位')).toEqual([
      { title: '商铺汇-铺位详情' },
      { tagName: 'link', rel: 'canonical', href: 'x' },
      { name: 'description', content: '这一个铺位' },
    ]);
    expect(withDescription(matches, undefined)).toEqual(matches[0]!.meta);
  });

  it('takes the tags once when layouts without meta of their own carry copies of the root tags', () => {
    const root = [{ title: '商铺汇-精彩案例' }, { name: 'description', content: '通用' }];
    // Root, page shell and antd shell, then the page itself (its meta is being computed: empty).
    const matches = [{ meta: root }, { meta: [...root] }, { meta: [...root] }, { meta: [] }];
    expect(withDescription(matches, '这一个案例')).toEqual([{ title: '商铺汇-精彩案例' }, { name: 'description', content: '这一个案例' }]);
    expect(withDescription(matches, undefined)).toEqual(root);
  });
});

describe('listing descriptions', () => {
  it('gives every public page that is not an item page a description of its own', () => {
    const pages = flatRoutes.filter((r) => r.public && !r.needsId);
    for (const r of pages) expect(r.description, r.fullPath).toBeTruthy();
    expect(new Set(pages.map((r) => r.description)).size).toBe(pages.length);
  });
});

describe("an item opened under its type's other path", () => {
  it('moves the canonical link to the given path, query and other tags kept', () => {
    const tags = [{ title: 't' }, { tagName: 'link', rel: 'canonical', href: `${o}/brandDetails?id=7` }, { name: 'description', content: 'd' }];
    expect(withCanonicalPath(tags, '/consDetails')).toEqual([
      { title: 't' },
      { tagName: 'link', rel: 'canonical', href: `${o}/consDetails?id=7` },
      { name: 'description', content: 'd' },
    ]);
    // A page with no canonical (noindex) gets none.
    expect(withCanonicalPath([{ name: 'robots', content: 'noindex' }], '/consDetails')).toEqual([{ name: 'robots', content: 'noindex' }]);
  });
});
