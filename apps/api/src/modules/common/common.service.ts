import type { City, CityList, SiteConfig } from '@shp/contracts';
import { PRODUCT_NAME, TOP_BAR_CITIES } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { Config } from '../../config.js';
import { listCities, listDistricts, type CityRow } from './common.repository.js';
import { onContentChange } from '../../lib/content-events.js';

const WEB_RANGES = ['ABCDE', 'FGHJ', 'KLMN', 'PQRST', 'WXYZ'];
const TIER_ORDER = ['一线', '新一线', '二线', '其他'];

const toCity = (r: CityRow): City => ({
  cityCode: r.code,
  cityName: r.shortName,
  provinceCode: r.provinceCode,
  provinceName: r.provinceName,
  initial: r.initial,
  tier: r.tier,
  hasMall: r.hasMall,
});

function groupBy(cities: City[], keyOf: (c: City) => string, nameOf: (key: string) => string = (k) => k) {
  const groups = new Map<string, City[]>();
  for (const c of cities) {
    const k = keyOf(c);
    const list = groups.get(k);
    if (list) list.push(c);
    else groups.set(k, [c]);
  }
  return [...groups.entries()].map(([key, list]) => ({ key, name: nameOf(key), cities: list }));
}

export function createCommonService(db: Db, config: Config) {
  // The division table changes only with a new seed; cache it per process.
  let cached: { at: number; value: CityList } | null = null;
  // hasMall follows mall publication: the operator console drops the cache when malls change.
  onContentChange((kind) => {
    if (kind === 'mall') cached = null;
  });
  return {
    async cityList(): Promise<CityList> {
      if (cached && Date.now() - cached.at < 60_000) return cached.value;
      const rows = await listCities(db);
      const cities = rows.map(toCity);
      const byCode = new Map(cities.map((c) => [c.cityCode, c]));
      const hot = TOP_BAR_CITIES.map((c) => byCode.get(c.cityCode)).filter((c): c is City => Boolean(c));
      const provinceNames = new Map(cities.map((c) => [c.provinceCode, c.provinceName]));
      const province = groupBy(
        [...cities].sort((a, b) => a.provinceCode.localeCompare(b.provinceCode)),
        (c) => c.provinceCode,
        (k) => provinceNames.get(k) ?? k,
      );
      const region = groupBy(cities, (c) => c.initial);
      const regionWeb = WEB_RANGES.map((range) => ({
        key: range,
        name: range,
        cities: cities.filter((c) => range.includes(c.initial)),
      }));
      const tier = TIER_ORDER.map((t) => ({ key: t, name: t, cities: cities.filter((c) => c.tier === t) })).filter((g) => g.cities.length > 0);
      const value = { hot, province, region, regionWeb, tier };
      cached = { at: Date.now(), value };
      return value;
    },
    async districts(cityCode: string) {
      const rows = await listDistricts(db, cityCode);
      return rows.map((r) => ({ regionId: r.code, regionName: r.name }));
    },
    siteConfig(): SiteConfig {
      const s = config.site;
      return {
        productName: PRODUCT_NAME,
        phone: s.phone,
        email: s.email,
        licenceNo: s.licenceNo,
        icpNo: s.icpNo,
        policeNo: s.policeNo,
        company: s.company,
        contractUrl: s.contractUrl,
        maintenance: config.maintenance,
        captcha:
          config.captcha.driver === 'tencent'
            ? { driver: 'tencent', appId: String(config.captcha.appId), scriptUrl: config.captcha.scriptUrl }
            : { driver: 'slider' },
      };
    },
  };
}
