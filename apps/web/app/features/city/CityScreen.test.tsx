import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { City, CityList } from '@shp/contracts';
import { CityScreen } from './CityScreen';

const beijing: City = { cityCode: '110000', cityName: '北京', provinceCode: '110000', provinceName: '北京', initial: 'B', tier: '一线', hasMall: true };
const group = (key: string, name: string) => [{ key, name, cities: [beijing] }];
const cities: CityList = {
  hot: [beijing],
  region: group('B', 'B'),
  province: group('110000', '北京'),
  regionWeb: group('ABCDE', 'ABCDE'),
  tier: group('1', '一线'),
};

describe('<CityScreen>', () => {
  it('says the counts are of open malls, as the home card does (商场 13 there counts every mall, 已开业商场 11)', () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <CityScreen
              cities={cities}
              mallCities={[{ cityCode: '110000', cityName: '北京', provinceCode: '110000', provinceName: '北京', initial: 'B', mallCount: 11 }]}
              currentCode="110000"
            />
          ),
        },
      ],
      { initialEntries: ['/citySCreen'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    // A button, so a keyboard reaches it (a clickable tag alone took no focus).
    expect(screen.getByRole('button', { name: '北京 · 11个已开业商场' })).toBeTruthy();
    expect(screen.getAllByTitle('北京：11个已开业商场').length).toBeGreaterThan(0);
  });
});
