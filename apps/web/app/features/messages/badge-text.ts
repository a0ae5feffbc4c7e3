import { MESSAGE_BADGE_MAX } from '@shp/contracts';

/** SPEC §2/§9: the unread count shows as 99+ above 99; nothing at 0. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > MESSAGE_BADGE_MAX ? `${MESSAGE_BADGE_MAX}+` : String(count);
}
