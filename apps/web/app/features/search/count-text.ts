import { SEARCH_TYPE_LABELS, type SearchType } from '@shp/contracts';

/** A number of results; "1000+" when counting stopped at a cap, so there are more than that. */
export const countText = (n: number, capped: boolean) => `${n}${capped ? '+' : ''}`;

type Counts = Record<Exclude<SearchType, 'all'>, number>;

/** A results tab: "资讯（6）", "铺位（1000+）"; 全部 without a number. */
export function searchTabLabel(type: SearchType, counts: Counts, capped: Record<keyof Counts, boolean>): string {
  return type === 'all' ? SEARCH_TYPE_LABELS.all : `${SEARCH_TYPE_LABELS[type]}（${countText(counts[type], capped[type])}）`;
}

/**
 * Under the tabs when a list stops at what the server ranks ("1000+"): the pager counts only the
 * listed matches, so say that these are the best of more, and how to narrow them.
 */
export function cappedNote(type: SearchType, counts: Counts, capped: Record<keyof Counts, boolean>): string | null {
  const types = type === 'all' ? (Object.keys(counts) as (keyof Counts)[]) : [type];
  const at = types.filter((t) => capped[t]);
  if (!at.length) return null;
  const each = type === 'all' ? '每类' : '';
  return `结果较多，${each}只列出最相关的 ${counts[at[0]!]} 条，加一个词可缩小范围`;
}
