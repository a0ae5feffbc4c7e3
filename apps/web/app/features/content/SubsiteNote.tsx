import { useQuery } from '@tanstack/react-query';
import { CookieKey, DEFAULT_CITY } from '@shp/contracts';
import { subsiteQuery } from './api/subsite';
import { getCookie } from '../../lib/cookies';
import { PhoneNumber } from '../../components/PhoneNumber';

/** The chosen city's sub-site (getSubsite): shown when the city has one; failures stay silent (SPEC §8). */
export function SubsiteNote() {
  const cityCode = (typeof document === 'undefined' ? null : getCookie(CookieKey.CITY_CODE)) ?? DEFAULT_CITY.cityCode;
  const q = useQuery(subsiteQuery(cityCode));
  const s = q.data;
  if (!s) return null;
  return (
    <section className="shp-c-panel" data-testid="subsite">
      <h2>{s.title}</h2>
      <p>{s.slogan}</p>
      <p>
        {s.name}热线：
        <PhoneNumber value={s.hotline} />
      </p>
    </section>
  );
}
