import { afterEach, describe, expect, it } from 'vitest';
import { findListKindOfRequest, forgetFindList, rememberedFindList, rememberFindList } from './find-list-from';

const request = () => new Request('http://x/shopDetail?id=1', { headers: { cookie: document.cookie } });

afterEach(() => {
  forgetFindList();
  window.sessionStorage.clear();
});

describe('the find list the visitor last browsed', () => {
  it('keeps the list with its filters for this tab and its kind for the server', () => {
    rememberFindList('/findShopList?tabcheck=2&titleCode=1&region=110105');
    expect(rememberedFindList()).toBe('/findShopList?tabcheck=2&titleCode=1&region=110105');
    expect(findListKindOfRequest(request())).toBe('point');
    rememberFindList('/findShopList?tabcheck=1');
    expect(findListKindOfRequest(request())).toBe('shop');
  });

  it('forgets both on the way to 智能选址', () => {
    rememberFindList('/findShopList?tabcheck=2');
    forgetFindList();
    expect(rememberedFindList()).toBeNull();
    expect(findListKindOfRequest(request())).toBeUndefined();
  });

  it('ignores a cookie value that is not a list kind', () => {
    expect(findListKindOfRequest(new Request('http://x/', { headers: { cookie: 'findListKind=mall' } }))).toBeUndefined();
  });
});
