import type { SearchHit, SearchType } from '@shp/contracts';
import { MALL_OPEN_STATUS_LABELS } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { CallContext } from '../../lib/call-context.js';
import { segment, toTsQuery } from '../../lib/segment.js';
import { onContentChange } from '../../lib/content-events.js';
import { ResponseCache } from '../../lib/response-cache.js';
import * as repo from './search.repository.js';
import { lookups, type Lookups } from '../../lib/lookups.js';
import { rentText } from '../../lib/money.js';
import { excerpt, highlight } from '../../lib/highlight.js';

const NEWS_CATEGORY: Record<string, string> = { news: '资讯', square: '广场服务', brand_story: '品牌故事', investment: '招商', policy: '政策' };
/** A suggestion shows "about N"; counting further is wasted work. */
const SUGGESTION_CAP = 200;
const DEFAULT_HOT = ['火锅', '咖啡', '临街旺铺', '中庭快闪', '儿童业态'];

/** Facts in the words of the item's own card (a mall's area as MallCard writes it: 8.5万㎡, not 9万㎡). */
function toHit(r: repo.HitRow, words: string[], lk: Lookups): SearchHit {
  const id = Number(r.id);
  const base = { type: r.type, id, title: highlight(r.title, words), summary: highlight(excerpt(r.body ?? '', words), words), coverUrl: r.cover, cityName: r.city_code ? lk.cityName(r.city_code) : null, rank: Number(r.rank) };
  switch (r.type) {
    case 'mall':
      return { ...base, url: `/shoppingMallDetail?id=${id}`, facts: [MALL_OPEN_STATUS_LABELS[r.a as keyof typeof MALL_OPEN_STATUS_LABELS] ?? '', `${(Number(r.b) / 10000).toFixed(1)}万㎡`, `日均客流${(Number(r.c) / 10000).toFixed(1)}万`].filter(Boolean) };
    case 'shop': {
      const [rent, unit] = String(r.b).split('|');
      return { ...base, url: `/shopDetail?id=${id}`, facts: [r.c === 'point' ? '点位' : '铺位', `${Number(r.a)}㎡`, rentText(Number(rent), unit === 'month' ? 'month' : 'day_sqm')] };
    }
    case 'brand':
      return { ...base, url: `/BrandDetail?id=${id}`, facts: [lk.formatName(Number(r.a)), `${r.b}家门店`, `店型${r.c}㎡`].filter(Boolean) };
    case 'news':
      return { ...base, url: `/articleDetail?id=${id}`, facts: [NEWS_CATEGORY[r.a ?? ''] ?? '资讯', String(r.b).slice(0, 10), r.c ?? ''].filter(Boolean) };
  }
}

export function createSearchService(db: Db) {
  // Every query without results counts the same hot words again: keep those counts for a minute
  // (dropped when operators change content, like the response cache).
  const suggestionCounts = new ResponseCache({ maxBytes: 1 << 20 });
  const stopListening = onContentChange(() => suggestionCounts.clear());
  async function countFor(keyword: string, cityCode: string | undefined): Promise<{ total: number; capped: boolean }> {
    const text = await suggestionCounts.getOrCompute(`${cityCode ?? ''}\n${keyword}`, 60, async () => {
      const cq = toTsQuery(keyword);
      const c = cq ? await repo.counts(db, cq, cityCode, SUGGESTION_CAP) : null;
      const parts = c ? [c.mall, c.shop, c.brand, c.news] : [];
      return JSON.stringify({ total: parts.reduce((a, b) => a + b, 0), capped: parts.some((n) => n >= SUGGESTION_CAP) });
    });
    return JSON.parse(text) as { total: number; capped: boolean };
  }
  async function hotWords() {
    const words = await repo.hotWords(db);
    return words.length ? words : DEFAULT_HOT;
  }
  return {
    hotWords,
    dispose: () => stopListening(),

    async all(input: { keyword: string; type: SearchType; cityCode?: string }, ctx: CallContext) {
      const { pageNum, pageSize } = ctx.pageParam;
      const words = segment(input.keyword);
      const q = toTsQuery(input.keyword);
      const empty = { mall: 0, shop: 0, brand: 0, news: 0 };
      const lk = await lookups(db);
      const types = input.type === 'all' ? repo.HIT_TYPES : [input.type];
      // Counted one past the rank pool, to know whether there are more matches than a tab can list.
      const [rows, matched] = q
        ? await Promise.all([repo.search(db, q, input.keyword, types, input.cityCode, pageSize, (pageNum - 1) * pageSize), repo.counts(db, q, input.cityCode, repo.RANK_POOL + 1)])
        : [[], empty];
      const counts = { ...empty };
      const countsCapped = { mall: false, shop: false, brand: false, news: false };
      for (const t of repo.HIT_TYPES) {
        counts[t] = Math.min(matched[t], repo.RANK_POOL);
        countsCapped[t] = matched[t] > repo.RANK_POOL;
      }
      const total = types.reduce((n, t) => n + counts[t], 0);
      let suggestions: { keyword: string; total: number; capped: boolean }[] = [];
      // A tab without results while other tabs have some points to those tabs, not to other words.
      if (repo.HIT_TYPES.every((t) => counts[t] === 0)) {
        // Nothing for the whole query: offer its single words and the hot words that do give results.
        const candidates = [...new Set([...(words.length > 1 ? words.filter((w) => w.length > 1) : []), ...(await hotWords())])]
          .filter((w) => w !== input.keyword)
          .slice(0, 8);
        const scored = await Promise.all(candidates.map(async (keyword) => ({ keyword, ...(await countFor(keyword, input.cityCode)) })));
        suggestions = scored.filter((s) => s.total > 0).slice(0, 6);
      }
      return { list: rows.map((r) => toHit(r, words, lk)), total, pageNum, pageSize, counts, countsCapped, words, suggestions };
    },
  };
}
