import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { mallDetailSchema } from '@shp/contracts';
import { MallDetailView } from './MallDetailView';

// Checked against the contract so the fixture cannot drift from what the API answers.
const mall = mallDetailSchema.parse({
  id: 64,
  name: '北京首创新天地',
  coverUrl: '/m.svg',
  cityName: '北京',
  districtName: '西城区',
  address: '世纪大道909号',
  openStatus: 'open',
  openDate: '2024-08-12',
  totalArea: 200000,
  floorsAbove: 4,
  floorsBelow: 1,
  formats: ['火锅'],
  rentMin: 10.7,
  rentMax: 26.8,
  dailyTraffic: 29000,
  grade: 'A',
  investmentScore: 82,
  vacantShops: 15,
  cityCode: '110000',
  lat: 39.8,
  lng: 116.5,
  businessArea: 120000,
  parkingSpaces: 1000,
  annualSales: 160000,
  developer: '中海商业',
  images: [],
  intro: '简介',
  floors: [],
  leasingContact: { name: '王经理', phone: '138****0000', phoneMasked: true },
  consultant: null,
  brandCount: 17,
  spaceCount: 3,
  hasBrochure: false,
  surroundings: { transport: [], residential: [], competitors: [], schools: [] },
  articles: [],
  collected: false,
});

describe('<MallDetailView>', () => {
  it('links its counts to lists in the mall’s own city, so a visitor from another city sees the same number', () => {
    const router = createMemoryRouter([{ path: '*', element: <MallDetailView mall={mall} actions={null} onLogin={() => {}} /> }], {
      initialEntries: ['/shoppingMallDetail?id=64'],
    });
    render(<RouterProvider router={router} />);
    const spaces = new URL(screen.getByTestId('mall-spaces-link').getAttribute('href')!, 'http://x');
    expect(screen.getByText('本项目有3处可短租的活动场地')).toBeTruthy();
    expect(spaces.pathname).toBe('/spaceList');
    expect(Object.fromEntries(spaces.searchParams)).toEqual({ tabcheck: '2', cityCode: '110000', mallId: '64' });
    const shops = new URL(screen.getByTestId('mall-vacant-shops').getAttribute('href')!, 'http://x');
    expect(shops.searchParams.get('cityCode')).toBe('110000');
    expect(shops.searchParams.get('mallId')).toBe('64');
  });
});
