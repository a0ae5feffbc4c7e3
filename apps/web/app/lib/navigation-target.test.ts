import { describe, expect, it } from 'vitest';
import { navigationTarget } from './navigation-target';

describe('navigationTarget', () => {
  it('keeps same-site absolute paths and query-only links, resolved against the current page', () => {
    expect(navigationTarget('/product?page=2#list', '/')).toBe('/product?page=2#list');
    expect(navigationTarget('?tabcheck=2', '/findShopList?tabcheck=1')).toBe('/findShopList?tabcheck=2');
  });

  it('skips history steps, route-relative paths, other sites and the current page', () => {
    expect(navigationTarget(-1, '/product')).toBeNull();
    expect(navigationTarget('detail', '/product')).toBeNull();
    expect(navigationTarget('//evil.example/x', '/')).toBeNull();
    expect(navigationTarget('/product#top', '/product')).toBeNull();
  });
});
