import { findRoute } from '../route-table';

/**
 * Why a visitor sent to /login has to log in: the member feature of the page they were going to
 * (its route's `feature`, else its title), e.g. 登录后使用智能选址. Null for a page anyone may see
 * (a login asked for there is the visitor's own choice) or a path the site does not know.
 */
export function loginReason(redirect: string | null | undefined): string | null {
  if (!redirect || !redirect.startsWith('/')) return null;
  const route = findRoute(redirect.split(/[?#]/)[0]);
  if (!route?.auth) return null;
  const name = route.feature ?? route.title ?? route.childTitles?.[0];
  return name ? `登录后使用${name}` : null;
}
