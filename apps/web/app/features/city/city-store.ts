import { useSyncExternalStore } from 'react';
import { CITY_COOKIE_DAYS, CookieKey, DEFAULT_CITY, StorageKey, TOP_BAR_CITIES } from '@shp/contracts';
import { getCookie, setCookie } from '../../lib/cookies';
import { local, readJson, session } from '../../lib/storage';

export interface CurrentCity {
  cityCode: string;
  cityName: string;
}

const listeners = new Set<() => void>();
let snapshot: CurrentCity | null = null;

const knownName = (code: string) =>
  TOP_BAR_CITIES.find((c) => c.cityCode === code)?.cityName ??
  (session.get(StorageKey.SESSION_CITY_CODE) === code ? session.get(StorageKey.SESSION_CITY_NAME) : null);

/** The chosen city: cityCode cookie (SPEC §3, 180 days), name from session storage. */
export function readCity(): CurrentCity {
  const code = getCookie(CookieKey.CITY_CODE);
  if (!code || !/^\d{6}$/.test(code)) return { ...DEFAULT_CITY };
  return { cityCode: code, cityName: knownName(code) ?? '' };
}

function refresh() {
  const next = readCity();
  if (!snapshot || snapshot.cityCode !== next.cityCode || snapshot.cityName !== next.cityName) snapshot = next;
  listeners.forEach((l) => l());
}

/**
 * The region a visitor chose (SPEC §2/§3 "a region with an id"), kept in local storage: the city
 * picked in the top bar, on /citySCreen or in the switch question, its division code as the id
 * (decision 023). Analytics events carry that id as their region id.
 */
export interface SavedRegion {
  id: string;
  cityCode: string;
  cityName: string;
}

export function readRegion(): SavedRegion | null {
  const region = readJson<Partial<SavedRegion>>(local.get(StorageKey.REGION));
  return region && typeof region.id === 'string' && region.id !== '' ? (region as SavedRegion) : null;
}

/** A region with an id is saved: the 'no region chosen' flag is cleared at once (SPEC §2). */
function saveRegion(city: CurrentCity) {
  local.set(StorageKey.REGION, JSON.stringify({ id: city.cityCode, cityCode: city.cityCode, cityName: city.cityName } satisfies SavedRegion));
  local.remove(StorageKey.NO_REGION);
}

/**
 * Stores the city for 180 days and tells every subscriber (header, home page). `chosen`: the
 * visitor picked it, so it is saved as their region. A city put in place without a choice (the
 * default, or Beijing for a stored city that lost its malls) ends a saved region naming another
 * city: the flag is set again, and events no longer carry a city the visitor is not in.
 */
export function storeCity(city: CurrentCity, { chosen = false }: { chosen?: boolean } = {}) {
  setCookie(CookieKey.CITY_CODE, city.cityCode, CITY_COOKIE_DAYS);
  session.set(StorageKey.SESSION_CITY_CODE, city.cityCode);
  session.set(StorageKey.SESSION_CITY_NAME, city.cityName);
  const saved = readRegion();
  if (chosen) saveRegion(city);
  else if (saved && saved.id !== city.cityCode) {
    local.remove(StorageKey.REGION);
    local.set(StorageKey.NO_REGION, '1');
  }
  refresh();
}

export function subscribeCity(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The current city. The server (and the first client render) use `serverCity`, which the root
 * loader reads from the request's cityCode cookie, so the header renders the same both sides.
 */
export function useCurrentCity(serverCity?: CurrentCity | null): CurrentCity {
  const fallback = serverCity ?? DEFAULT_CITY;
  return useSyncExternalStore(
    subscribeCity,
    () => {
      snapshot ??= readCity();
      // The name may be unknown until the city list arrives: keep the server's name meanwhile.
      // The same city is answered with the server's object, so hydration needs no second render.
      if (serverCity?.cityCode === snapshot.cityCode && (!snapshot.cityName || snapshot.cityName === serverCity.cityName)) return serverCity;
      return snapshot;
    },
    () => fallback,
  );
}
