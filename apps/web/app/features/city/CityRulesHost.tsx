import { Suspense, useEffect, useRef, useState } from 'react';
import { useEffectInNextTask } from '../../hooks/use-effect-next-task';
import { useRevalidator } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CookieKey, DEFAULT_CITY, StorageKey } from '@shp/contracts';
import { lazyWithAntd } from '../../components/lazy-antd';
import { getCookie } from '../../lib/cookies';
import { local, session } from '../../lib/storage';
import { readCity, storeCity, subscribeCity } from './city-store';
import { chooseCity, findCity, locateCity } from './api';
import { handler } from '../../lib/handler';

/** The beginner guide walks a first home visit (SPEC §4); the switch question waits for it to end. */
const guideShowing = () => location.pathname === '/' && !local.get(StorageKey.IS_NOVICE);
const GUIDE_POLL_MS = 400;

// The only part that needs antd; it loads when there is something to ask (decision 009).
const CitySwitchConfirm = lazyWithAntd(() => import('./CitySwitchConfirm').then((m) => m.CitySwitchConfirm));

/**
 * The city rules of SPEC §4, once per page load in the browser:
 * - no stored city → Beijing; a stored city without open malls → Beijing with the SPEC message;
 * - browser geolocation (once per session) → nearest city; if it differs, ask to switch.
 * Pages that read the city on the server reload their data when it changes.
 */
export function CityRulesHost() {
  const client = useQueryClient();
  const [ask, setAsk] = useState<{ cityCode: string; cityName: string } | null>(null);
  // A first visit would otherwise get the guide's first step and this question on top of each other.
  const [guideDone, setGuideDone] = useState(false);
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

  // The cookie, the city list and geolocation: in a task after hydration's effects.
  useEffectInNextTask(() => {
    let cancelled = false;
    void (async () => {
      const stored = getCookie(CookieKey.CITY_CODE);
      if (!stored) storeCity({ ...DEFAULT_CITY });
      else {
        const city = await findCity(client, stored).catch(() => undefined);
        if (city === undefined) return; // list unavailable: keep what is stored
        // A code the list does not know was never picked here (tampered, or another site's): the
        // default quietly, as with no cookie. Only a chosen city without malls is worth saying so.
        if (!city) storeCity({ ...DEFAULT_CITY });
        else if (!city.hasMall) await chooseCity(client, stored, { chosen: false });
        else storeCity({ cityCode: city.cityCode, cityName: city.cityName });
      }
      if (cancelled || session.get(StorageKey.AD_CODE) || typeof navigator === 'undefined' || !navigator.geolocation) return;
      navigator.geolocation.getCurrentPosition(
        handler(async (pos) => {
          const located = await locateCity(pos.coords.latitude, pos.coords.longitude).catch(() => null);
          session.set(StorageKey.AD_CODE, located?.cityCode ?? '-');
          if (cancelled || !located?.cityCode || located.cityCode === readCity().cityCode) return;
          setAsk({ cityCode: located.cityCode, cityName: located.cityName ?? '' });
        }),
        () => session.set(StorageKey.AD_CODE, '-'),
        { timeout: 10_000, maximumAge: 10 * 60_000 },
      );
    })();
    return () => {
      cancelled = true;
    };
  }, [client]);
  useEffect(() => {
    if (!ask || guideDone) return;
    if (!guideShowing()) {
      setGuideDone(true);
      return;
    }
    const timer = setInterval(() => {
      if (!guideShowing()) setGuideDone(true);
    }, GUIDE_POLL_MS);
    return () => clearInterval(timer);
  }, [ask, guideDone]);
  if (!ask || !guideDone) return null;
  return (
    <Suspense fallback={null}>
      <CitySwitchConfirm city={ask} onOk={() => chooseCity(client, ask.cityCode)} onClose={() => setAsk(null)} />
    </Suspense>
  );
}
