import { describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { shopCardItemSchema, type ShopCardItem } from '@shp/contracts';
import { ShopCard } from './ShopCard';

// Checked against the contract so the fixture cannot drift from what the list sends.
const card = (over: Partial<ShopCardItem>): ShopCardItem =>
  shopCardItemSchema.parse({
    id: 9,
    title: '测试街 临街旺铺',
    coverUrl: '/c.svg',
    cityName: '上海',
    districtName: '嘉定区',
    mallName: null,
    area: 77.3,
    floor: '1F',
    frontage: 16.1,
    rentText: '8.5元/㎡/天',
    monthlyRent: 19711,
    propertyFee: 43.1,
    formats: ['儿童教育'],
    openingStatus: 'vacant',
    grade: 'B',
    availableDate: '2026-01-01',
    dailyTraffic: 45283,
    foodReady: false,
    ...over,
  });

function renderCard(shop: ShopCardItem) {
  const router = createMemoryRouter([{ path: '*', element: <ShopCard shop={shop} /> }]);
  return render(<RouterProvider router={router} />).container;
}

describe('<ShopCard>', () => {
  it('shows one comparable price (约X万元/月) on every card, beside the rent as quoted (元/㎡/天 or 元/月)', () => {
    const daily = renderCard(card({}));
    expect(daily.querySelector('[data-testid="comparable-rent"]')!.textContent).toBe('约1.97万元/月');
    expect(daily.querySelector('.shp-find-price')!.textContent).toContain('报价 8.5元/㎡/天');
    const monthly = renderCard(card({ rentText: '89,810元/月', monthlyRent: 89810 }));
    expect(monthly.querySelector('[data-testid="comparable-rent"]')!.textContent).toBe('约8.98万元/月');
    expect(monthly.querySelector('.shp-find-price')!.textContent).toContain('报价 89,810元/月');
  });

  it('says 可餐饮 exactly when the unit suits catering', () => {
    expect(renderCard(card({ foodReady: true })).textContent).toContain('可餐饮');
    expect(renderCard(card({ foodReady: false })).textContent).not.toContain('可餐饮');
  });
});
