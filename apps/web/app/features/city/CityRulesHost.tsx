import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { CookieKey, DEFAULT_CITY, StorageKey } from '@shp/contracts';
import { getCookie } from '../../lib/cookies';
import { session } from '../../lib/storage';
import { readCity, storeCity, subscribeCity } from './city-store';
import { chooseCity, findCity, locateCity } from './api';

/**
 * The city rules of SPEC §4, once per page load in the browser:
 * - no stored city → Beijing; a stored city without open malls → Beijing with the SPEC message;
 * - browser geolocation (once per session) → nearest city; if it differs, ask to switch.
 * Pages that read the city on the server reload their data when it changes.
 */
export function CityRulesHost() {
  const client = useQueryClient();
  const { modal } = App.useApp();
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    let last = readCity().cityCode;
    return subscribeCity(() => {
      const now = readCity().cityCode;
      if (now !== last) {
        last = now;
        void revalidate.current();
      }
    });
  }, []);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const stored = getCookie(CookieKey.CITY_CODE);
      if (!stored) storeCity({ ...DEFAULT_CITY });
      else {
        const city = await findCity(client, stored).catch(() => undefined);
        if (city === undefined) return; // list unavailable: keep what is stored
        if (!city || !city.hasMall) await chooseCity(client, stored);
        else storeCity({ cityCode: city.cityCode, cityName: city.cityName });
      }
      if (cancelled || session.get(StorageKey.AD_CODE) || typeof navigator === 'undefined' || !navigator.geolocation) return;
      navigator.geolocation.getCurrentPosition(
        async (pos) => {
          const located = await locateCity(pos.coords.latitude, pos.coords.longitude).catch(() => null);
          session.set(StorageKey.AD_CODE, located?.cityCode ?? '-');
          if (cancelled || !located?.cityCode || located.cityCode === readCity().cityCode) return;
          const target = located.cityCode;
          modal.confirm({
            title: '切换城市',
            content: `定位到您当前在【${located.cityName}】，是否切换到${located.cityName}？`,
            okText: '切换',
            cancelText: '取消',
            centered: true,
            onOk: () => chooseCity(client, target),
          });
        },
        () => session.set(StorageKey.AD_CODE, '-'),
        { timeout: 10_000, maximumAge: 10 * 60_000 },
      );
    })();
    return () => {
      cancelled = true;
    };
  }, [client, modal]);
  return null;
}
