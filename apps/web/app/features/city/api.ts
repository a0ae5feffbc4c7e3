import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { cityListOp, DEFAULT_CITY, ErrorText, gdCoordinateQueryOp, projectCityListOp, type City } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { showInfo } from '../../lib/notify';
import { storeCity } from './city-store';

export const cityListQuery = queryOptions({
  queryKey: ['common', 'cityList'],
  queryFn: () => callApi(cityListOp, {}, { silent: true }),
  staleTime: 10 * 60_000,
});

export const mallCitiesQuery = queryOptions({
  queryKey: ['city', 'projectCityList'],
  queryFn: () => callApi(projectCityListOp, { state: '5' }, { silent: true }),
  staleTime: 10 * 60_000,
});

export function locateCity(latitude: number, longitude: number) {
  return callApi(gdCoordinateQueryOp, { latitude, longitude }, { silent: true });
}

export async function findCity(client: QueryClient, cityCode: string): Promise<City | null> {
  const list = await client.fetchQuery(cityListQuery);
  for (const g of list.region) {
    const hit = g.cities.find((c) => c.cityCode === cityCode);
    if (hit) return hit;
  }
  return null;
}

/**
 * SPEC §4: choosing a city with no open malls switches to Beijing and says so. Answers the city
 * actually stored.
 */
export async function chooseCity(client: QueryClient, cityCode: string): Promise<{ cityCode: string; cityName: string }> {
  const city = await findCity(client, cityCode);
  if (!city || !city.hasMall) {
    storeCity({ ...DEFAULT_CITY });
    showInfo(ErrorText.CITY_NO_MALL);
    return { ...DEFAULT_CITY };
  }
  storeCity({ cityCode: city.cityCode, cityName: city.cityName });
  return { cityCode: city.cityCode, cityName: city.cityName };
}
