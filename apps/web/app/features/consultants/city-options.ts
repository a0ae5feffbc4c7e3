import { TOP_BAR_CITIES } from '@shp/contracts';

/**
 * The consultant list's city choices: the top-bar cities, plus the one asked for when it is none
 * of them (the home city card links there with its own city), so the box names that city instead
 * of showing its code.
 */
export function consultantCityOptions(cityCode: string | undefined, cityName: string | undefined) {
  const options: { value: string; label: string }[] = TOP_BAR_CITIES.map((c) => ({ value: c.cityCode, label: c.cityName }));
  if (cityCode && !options.some((o) => o.value === cityCode)) options.push({ value: cityCode, label: cityName ?? '其他城市' });
  return options;
}
