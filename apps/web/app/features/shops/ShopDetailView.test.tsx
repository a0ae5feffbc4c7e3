import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { render } from '../../test/render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { shopDetailSchema, type ShopDetail } from '@shp/contracts';
import { ShopDetailView, type ShopDetailProps } from './ShopDetailView';

// Checked against the contract so the fixture cannot drift from what the API answers.
const shop: ShopDetail = shopDetailSchema.parse({
  id: 7,
  kind: 'shop',
  title: '测试广场 1F-01铺',
  coverUrl: '/c.svg',
  cityCode: '310100',
  cityName: '上海',
  districtName: '黄浦区',
  mallId: 3,
  mallName: '测试广场',
  address: '测试路1号',
  area: 120,
  floor: '1F',
  frontage: 8,
  rent: 10,
  rentUnit: 'day_sqm',
  rentText: '10元/㎡/天',
  monthlyRent: 36000,
  propertyFee: 30,
  formats: ['餐饮'],
  openingStatus: 'vacant',
  grade: 'A',
  availableDate: '2026-12-01',
  dailyTraffic: 5000,
  food: { powerKw: 60, water: true, exhaust: false, gas: true },
  createdAt: '2026-01-01T00:00:00Z',
  depth: 15,
  ceilingHeight: 5,
  transferFee: 0,
  formatIds: [1],
  description: '临街转角',
  images: ['/a.svg', '/b.svg'],
  views: 12,
  lat: 31,
  lng: 121,
  mall: { id: 3, name: '测试广场', openStatus: 'open', dailyTraffic: 20000, grade: 'A', coverUrl: '/m.svg', address: '测试路1号' },
  leasingContact: { name: '王经理', phone: '138****0000', phoneMasked: true },
  suitability: [{ label: '餐饮', ok: false, reason: '无排烟' }],
  collected: false,
});

function renderView(props: Partial<ShopDetailProps>) {
  const el = (
    <ShopDetailView
      shop={shop}
      housekeeper={null}
      similar={[]}
      access={{ views: 3, visitors: 1, recent: [] }}
      hidden={[]}
      actions={null}
      onLogin={() => {}}
      {...props}
    />
  );
  const router = createMemoryRouter([{ path: '*', element: el }], { initialEntries: ['/shopDetail?id=7'] });
  return render(<RouterProvider router={router} />);
}

describe('<ShopDetailView> (plain markup, decision 009)', () => {
  it('asks a visitor to log in for the full phone and calls onLogin', () => {
    const onLogin = vi.fn();
    renderView({ hidden: [{ field: 'phone', reason: 'login' }], onLogin });
    expect(screen.getByTestId('leasing-phone').textContent).toBe('138****0000');
    expect(screen.queryByRole('link', { name: /138/ })).toBeNull();
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('登录后查看完整电话并可收藏');
    fireEvent.click(within(note).getByRole('button', { name: '登录' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it('shows a member the phone as a tel: link, the mall facts and the housekeeper rating', () => {
    renderView({
      shop: { ...shop, leasingContact: { name: '王经理', phone: '13800000000', phoneMasked: false } },
      housekeeper: {
        id: 1,
        name: '李管家',
        title: '资深',
        avatarUrl: '/h.svg',
        years: 5,
        rating: 4.5,
        serviceCount: 30,
        phone: '13900000000',
        phoneMasked: false,
        specialties: ['餐饮'],
      },
    });
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('link', { name: '13800000000' }).getAttribute('href')).toBe('tel:13800000000');
    expect(screen.getByRole('link', { name: '测试广场' }).getAttribute('href')).toBe('/shoppingMallDetail?id=3');
    expect(screen.getByText('商场日均客流').nextElementSibling?.textContent).toBe('20,000人次');
    expect(screen.getByRole('img', { name: '评分 4.5 星' })).toBeTruthy();
    expect(screen.getByText('无排烟')).toBeTruthy();
  });

  it('shows 暂无评分 for a housekeeper nobody has evaluated, and no stars', () => {
    renderView({
      housekeeper: {
        id: 1,
        name: '李管家',
        title: '资深',
        avatarUrl: '/h.svg',
        years: 5,
        rating: null,
        serviceCount: 30,
        phone: '139****0000',
        phoneMasked: true,
        specialties: [],
      },
    });
    expect(screen.getByTestId('housekeeper-rating').textContent).toBe('暂无评分');
    expect(screen.queryByRole('img', { name: /^评分/ })).toBeNull();
  });

  it('shows a daily rent per ㎡ with its month in 万元 as the list does, and a monthly rent once', () => {
    const daily = renderView({});
    expect(daily.container.querySelector('.shp-score')?.parentElement?.textContent).toBe('10元/㎡/天 · 约3.6万元/月');
    daily.unmount();
    renderView({ shop: { ...shop, rent: 89810, rentUnit: 'month', rentText: '89,810元/月', monthlyRent: 89810 } });
    expect(document.querySelector('.shp-score')?.parentElement?.textContent).toBe('89,810元/月');
  });

  it("says when the unit can be had in the list card's words, never a past date as 可租", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T04:00:00Z'));
    try {
      const cases = [
        [{ openingStatus: 'vacant', availableDate: '2025-06-01' }, '现可租'],
        [{ openingStatus: 'vacant', availableDate: '2027-03-11' }, '2027-03-11 起可租'],
        [{ openingStatus: 'leased', availableDate: '2027-01-05' }, '预计2027-01-05空出'],
        [{ openingStatus: 'leased', availableDate: '2025-06-01' }, '已出租'],
      ] as const;
      for (const [facts, text] of cases) {
        const view = renderView({ shop: { ...shop, ...facts } });
        expect(screen.getByTestId('shop-availability').textContent).toBe(text);
        view.unmount();
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads the first photo first (not lazy, high priority) and switches photos from the thumbnails', () => {
    renderView({});
    const main = screen.getByAltText('测试广场 1F-01铺 图1');
    expect(main.getAttribute('loading')).toBeNull();
    expect(main.getAttribute('fetchpriority')).toBe('high');
    fireEvent.click(screen.getByRole('button', { name: '查看第2张图' }));
    expect(screen.getByAltText('测试广场 1F-01铺 图2').getAttribute('src')).toBe('/b.svg');
  });
});
