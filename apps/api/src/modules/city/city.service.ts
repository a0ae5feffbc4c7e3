import type { MallCity } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { distanceKm, EXTRA_CITY_CENTRES } from './city-centres.js';
import { listCityPoints, listMallCities, type MallCityRow } from './city.repository.js';

/** Beyond this distance from every known centre the position is not answered with a city. */
export const MAX_CITY_DISTANCE_KM = 150;
const CACHE_MS = 60_000;

const toMallCity = (r: MallCityRow): MallCity => ({
  cityCode: r.code,
  cityName: r.shortName,
  provinceCode: r.provinceCode,
  provinceName: r.provinceName,
  initial: r.initial,
  mallCount: r.mallCount,
});

interface Centre {
  code: string;
  name: string;
  at: [number, number];
  hasMall: boolean;
}

export function createCityService(db: Db) {
  // Cities and malls change only with content edits: a minute of staleness is fine.
  let centres: { at: number; value: Centre[] } | null = null;
  let mallCities: { at: number; value: MallCityRow[] } | null = null;

  async function cities() {
    if (mallCities && Date.now() - mallCities.at < CACHE_MS) return mallCities.value;
    mallCities = { at: Date.now(), value: await listMallCities(db) };
    return mallCities.value;
  }

  async function knownCentres(): Promise<Centre[]> {
    if (centres && Date.now() - centres.at < CACHE_MS) return centres.value;
    const points = await listCityPoints(db);
    const value: Centre[] = [];
    for (const p of points) {
      // Stored centre first, then our table, then where the city's malls are.
      const at: [number, number] | null =
        p.lat !== null && p.lng !== null
          ? [p.lat, p.lng]
          : (EXTRA_CITY_CENTRES[p.code] ?? (p.mallLat !== null && p.mallLng !== null ? [p.mallLat, p.mallLng] : null));
      if (at) value.push({ code: p.code, name: p.shortName, at, hasMall: p.hasMall });
    }
    centres = { at: Date.now(), value };
    return value;
  }

  return {
    async projectCityList(): Promise<MallCity[]> {
      return (await cities()).map(toMallCity);
    },

    async projectCityTree() {
      const list = (await cities()).map(toMallCity);
      const byProvince = new Map<string, { provinceCode: string; provinceName: string; cities: MallCity[] }>();
      for (const c of [...list].sort((a, b) => a.provinceCode.localeCompare(b.provinceCode) || a.cityCode.localeCompare(b.cityCode))) {
        const g = byProvince.get(c.provinceCode) ?? { provinceCode: c.provinceCode, provinceName: c.provinceName, cities: [] };
        g.cities.push(c);
        byProvince.set(c.provinceCode, g);
      }
      return [...byProvince.values()];
    },

    /** Nearest known city centre to a browser position (WGS-84), within 150 km. */
    async locate(latitude: number, longitude: number) {
      let best: { c: Centre; d: number } | null = null;
      for (const c of await knownCentres()) {
        const d = distanceKm([latitude, longitude], c.at);
        if (!best || d < best.d) best = { c, d };
      }
      if (!best || best.d > MAX_CITY_DISTANCE_KM) return { cityCode: null, cityName: null, hasMall: false, distanceKm: null };
      return { cityCode: best.c.code, cityName: best.c.name, hasMall: best.c.hasMall, distanceKm: Math.round(best.d * 10) / 10 };
    },
  };
}
export type CityService = ReturnType<typeof createCityService>;
