import { TOP_BAR_CITIES } from '@shp/contracts';

/**
 * A city box's choices (the consultant list, 热门招商): the top-bar cities, plus the one asked for
 * when it is none of them (the home city card links there with its own city), named by the page's
 * data or 其他城市, so the box never shows a bare city code.
 */
export function cityOptionsWith(cityCode: string | undefined, cityName: string | undefined) {
  const options: { value: string; label: string }[] = TOP_BAR_CITIES.map((c) => ({ value: c.cityCode, label: c.cityName }));
  if (cityCode && !options.some((o) => o.value === cityCode)) options.push({ value: cityCode, label: cityName ?? '其他城市' });
  return options;
}
