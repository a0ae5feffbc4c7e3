import { decodePhone, encodePhone } from '@shp/contracts';
import { str } from './query-filter';

// Kept apart from query-filter, which public pages load first: only the console's searches need the phone codec.
const FULL_PHONE = /^1\d{10}$/;

/**
 * A search box's text for the URL: a full phone goes encoded (`phone`), to stay out of history and
 * logs in clear; other text as `q`.
 */
export function searchTextToQuery(text: string | undefined): { q?: string; phone?: string } {
  const t = text?.trim();
  if (!t) return {};
  return FULL_PHONE.test(t) ? { phone: encodePhone(t) } : { q: t };
}

/** The search text a URL carries (see searchTextToQuery). */
export const searchTextFromQuery = (q: URLSearchParams): string | undefined => {
  const phone = q.get('phone');
  return (phone ? decodePhone(phone) : null) ?? str(q.get('q'));
};
