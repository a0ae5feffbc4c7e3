import type { AppLoadContext } from 'react-router';
import { cityListOp, CookieKey, DEFAULT_CITY } from '@shp/contracts';
import { cookieFromHeader } from '../../lib/cookies';
import type { CurrentCity } from './city-store';

/**
 * The request's city for server rendering: the cityCode cookie resolved to a name (the browser
 * applies the no-mall rule after hydration). Unknown or missing → Beijing.
 */
export async function cityOfRequest(context: AppLoadContext, request: Request): Promise<CurrentCity & { hasMall: boolean }> {
  const code = cookieFromHeader(request.headers.get('cookie'), CookieKey.CITY_CODE);
  if (!code || !/^\d{6}$/.test(code)) return { ...DEFAULT_CITY, hasMall: true };
  try {
    const list = await context.api.call(cityListOp, {});
    for (const g of list.region) {
      const hit = g.cities.find((c) => c.cityCode === code);
      if (hit) return { cityCode: hit.cityCode, cityName: hit.cityName, hasMall: hit.hasMall };
    }
  } catch {
    // The header falls back to Beijing; the page itself still renders.
  }
  return { ...DEFAULT_CITY, hasMall: true };
}
