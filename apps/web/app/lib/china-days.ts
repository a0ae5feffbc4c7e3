import type { Dayjs } from 'dayjs';
import { chinaDay } from '@shp/contracts';

/**
 * A DatePicker's `disabledDate` for the days outside China's today + `first` … today + `last`
 * (no end when `last` is left out). The site runs on China days, as the server checks them: the
 * browser's zone does not move today, and a cell is the calendar day it shows, compared as text.
 */
export const outsideChinaDays =
  (first: number, last?: number) =>
  (d: Dayjs): boolean => {
    const day = d.format('YYYY-MM-DD');
    return day < chinaDay(new Date(), first) || (last !== undefined && day > chinaDay(new Date(), last));
  };
