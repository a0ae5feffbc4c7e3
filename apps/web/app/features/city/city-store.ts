import { useSyncExternalStore } from 'react';
import { CITY_COOKIE_DAYS, CookieKey, DEFAULT_CITY, StorageKey, TOP_BAR_CITIES } from '@shp/contracts';
import { getCookie, setCookie } from '../../lib/cookies';
import { session } from '../../lib/storage';

export interface CurrentCity {
  cityCode: string;
  cityName: string;
}

const listeners = new Set<() => void>();
let snapshot: CurrentCity | null = null;

const knownName = (code: string) =>
  TOP_BAR_CITIES.find((c) => c.cityCode === code)?.cityName ?? (session.get(StorageKey.SESSION_CITY_CODE) === code ? session.get(StorageKey.SESSION_CITY_NAME) : null);

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

/** Stores the city for 180 days and tells every subscriber (header, home page). */
export function storeCity(city: CurrentCity) {
  setCookie(CookieKey.CITY_CODE, city.cityCode, CITY_COOKIE_DAYS);
  session.set(StorageKey.SESSION_CITY_CODE, city.cityCode);
  session.set(StorageKey.SESSION_CITY_NAME, city.cityName);
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
