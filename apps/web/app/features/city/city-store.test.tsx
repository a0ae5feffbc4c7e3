import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { CookieKey } from '@shp/contracts';
import { useCurrentCity, type CurrentCity } from './city-store';

const shanghai: CurrentCity = { cityCode: '310000', cityName: '上海' };
let renders = 0;

function Header({ city }: { city: CurrentCity }) {
  renders += 1;
  const current = useCurrentCity(city);
  return <span>{current.cityName}</span>;
}

afterEach(() => {
  document.cookie = `${CookieKey.CITY_CODE}=; max-age=0; path=/`;
});

describe('useCurrentCity', () => {
  it('hydrates the city the server rendered without a second render', async () => {
    document.cookie = `${CookieKey.CITY_CODE}=310000; path=/`;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Header city={shanghai} />);
    renders = 0;
    await act(async () => {
      hydrateRoot(container, <Header city={shanghai} />);
    });
    expect(container.textContent).toBe('上海');
    expect(renders).toBe(1);
  });
});
