import { SEARCH_TYPE_LABELS, type SearchType } from '@shp/contracts';

/** A number of results; "1000+" when counting stopped at a cap, so there are more than that. */
export const countText = (n: number, capped: boolean) => `${n}${capped ? '+' : ''}`;

type Counts = Record<Exclude<SearchType, 'all'>, number>;

/** A results tab: "资讯（6）", "铺位（1000+）"; 全部 without a number. */
export function searchTabLabel(type: SearchType, counts: Counts, capped: Record<keyof Counts, boolean>): string {
  return type === 'all' ? SEARCH_TYPE_LABELS.all : `${SEARCH_TYPE_LABELS[type]}（${countText(counts[type], capped[type])}）`;
}
