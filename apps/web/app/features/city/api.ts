import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { cityListOp, DEFAULT_CITY, ErrorText, gdCoordinateQueryOp, projectCityListOp, StorageKey, type City } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { opKey } from '../../lib/query-keys';
import { showInfo } from '../../lib/notify';
import { readJson, session } from '../../lib/storage';
import { storeCity } from './city-store';

type CityBrief = Pick<City, 'cityCode' | 'cityName' | 'hasMall'>;
const SESSION_LIST_MS = 10 * 60_000;

/**
 * Every city with whether it has open malls, for the city rules. Kept in session storage
 * (SPEC §3 "session city list") so a full page load does not fetch the list again.
 */
export const cityIndexQuery = queryOptions({
  // A view: it holds the briefs kept in session storage, not the op's answer other pages cache.
  queryKey: opKey(cityListOp, { asker: null, view: 'brief' }),
  queryFn: async (): Promise<CityBrief[]> => {
    const saved = readJson<{ at: number; list: CityBrief[] }>(session.get(StorageKey.SESSION_CITY_LIST));
    if (saved && Date.now() - saved.at < SESSION_LIST_MS && Array.isArray(saved.list)) return saved.list;
    const all = await callApi(cityListOp, {}, { silent: true });
    const list = all.region.flatMap((g) => g.cities.map((c) => ({ cityCode: c.cityCode, cityName: c.cityName, hasMall: c.hasMall })));
    session.set(StorageKey.SESSION_CITY_LIST, JSON.stringify({ at: Date.now(), list }));
    return list;
  },
  staleTime: SESSION_LIST_MS,
});

export const mallCitiesQuery = queryOptions({
  queryKey: opKey(projectCityListOp, { asker: null, input: { state: '5' } }),
  queryFn: () => callApi(projectCityListOp, { state: '5' }, { silent: true }),
  staleTime: 10 * 60_000,
});

export function locateCity(latitude: number, longitude: number) {
  return callApi(gdCoordinateQueryOp, { latitude, longitude }, { silent: true });
}

export async function findCity(client: QueryClient, cityCode: string): Promise<CityBrief | null> {
  const list = await client.fetchQuery(cityIndexQuery);
  return list.find((c) => c.cityCode === cityCode) ?? null;
}

/**
 * SPEC §4: choosing a city with no open malls switches to Beijing and says so. Answers the city
 * actually stored. `chosen` (default): the visitor picked it, and the city stored is saved as
 * their region (decision 023); false when the city rules re-check a stored city on page load.
 */
export async function chooseCity(
  client: QueryClient,
  cityCode: string,
  { chosen = true }: { chosen?: boolean } = {},
): Promise<{ cityCode: string; cityName: string }> {
  const city = await findCity(client, cityCode);
  if (!city || !city.hasMall) {
    storeCity({ ...DEFAULT_CITY }, { chosen });
    showInfo(ErrorText.CITY_NO_MALL);
    return { ...DEFAULT_CITY };
  }
  storeCity({ cityCode: city.cityCode, cityName: city.cityName }, { chosen });
  return { cityCode: city.cityCode, cityName: city.cityName };
}
