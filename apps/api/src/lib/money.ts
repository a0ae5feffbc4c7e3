import { yuan } from '@shp/contracts';

/** Amounts are stored in fen (integer); the wire and the pages speak yuan. */
export const toYuan = (fen: number | string) => Number(fen) / 100;
export const toFen = (yuanAmount: number) => Math.round(yuanAmount * 100);

/**
 * An amount of fen as the pages show it, '¥22,200.00': for a log note or a message that sits
 * beside the page's own figures.
 */
export const yuanText = (fen: number | string): string => yuan(toYuan(Math.round(Number(fen))));

export const RENT_UNIT_TEXT = { day_sqm: '元/㎡/天', month: '元/月' } as const;

/** A rent with its unit, as list rows show it. */
export function rentText(rent: number, unit: 'day_sqm' | 'month'): string {
  return unit === 'month' ? `${Math.round(rent).toLocaleString('zh-CN')}${RENT_UNIT_TEXT.month}` : `${rent}${RENT_UNIT_TEXT.day_sqm}`;
}
