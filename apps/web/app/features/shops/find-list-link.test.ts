import { describe, expect, it } from 'vitest';
import { findListLink } from './find-list-link';

describe('findListLink', () => {
  it("leads a unit back to the list of its own kind, keeping that list's filters", () => {
    expect(findListLink('/findShopList?tabcheck=2&region=1', 'point')).toEqual({ kind: 'point', to: '/findShopList?tabcheck=2&region=1', title: '找点位' });
    expect(findListLink('/findShopList?tabcheck=1&region=1', 'shop').to).toBe('/findShopList?tabcheck=1&region=1');
  });

  it('does not send a shop back to the business-point list it was not found in (nor the other way)', () => {
    expect(findListLink('/findShopList?tabcheck=2&region=1', 'shop')).toEqual({ kind: 'shop', to: '/findShopList?tabcheck=1', title: '找铺' });
    expect(findListLink('/findShopList?tabcheck=1', 'point')).toEqual({ kind: 'point', to: '/findShopList?tabcheck=2&titleCode=1', title: '找点位' });
  });

  it('takes the kind from the list visited when the unit is unknown, 找铺 without one', () => {
    expect(findListLink('/findShopList?tabcheck=2').title).toBe('找点位');
    expect(findListLink(null)).toEqual({ kind: 'shop', to: '/findShopList?tabcheck=1', title: '找铺' });
    expect(findListLink('https://evil.example/findShopList?tabcheck=2')).toEqual({ kind: 'shop', to: '/findShopList?tabcheck=1', title: '找铺' });
  });
});
