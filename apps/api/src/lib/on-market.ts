import { sql, type SQL } from 'drizzle-orm';
import { openingStatusesOf, type OpeningStatusFilter } from '@shp/contracts';

/**
 * The units an opening-status filter matches, as SQL on `<alias>.opening_status` (no alias: the
 * bare column). 'onMarket' is 在租 (decision 017): every vacancy count the site shows is
 * `onMarket(...)`, and the shop list with `openingStatus: 'onMarket'` matches the same units, so a
 * count and the list its link opens agree.
 */
export function openingStatusIn(f: OpeningStatusFilter, alias: string | null = 's'): SQL {
  const column = sql.raw(alias ? `${alias}.opening_status` : 'opening_status');
  const statuses = openingStatusesOf(f);
  return statuses.length === 1
    ? sql`${column} = ${statuses[0]}`
    : sql`${column} in (${sql.join(
        statuses.map((v) => sql`${v}`),
        sql`, `,
      )})`;
}

/** 在租 (ON_MARKET_STATUSES: 空置可租 or 即将空出; not 已出租). */
export const onMarket = (alias: string | null = 's'): SQL => openingStatusIn('onMarket', alias);
